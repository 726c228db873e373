import type { ChainAdapter } from '../adapter/ChainAdapter';
import type { AccountType, CaipNetwork } from '../adapter/CaipNetwork';
import type { ChainNamespace } from '../adapter/chainNamespace';
import type { WalletSource } from '../adapter/WalletSource';
import type { LogLevel } from '../features/logger/logLevels';
import type { LegacySiweConfig } from '../features/siwx/LegacySiweConfig';
import type { SiwxConfig } from '../features/siwx/types';
import type { ConnectMethod, ConnectorOrderEntry, SocialProvider, WalletFeature } from './defaults';

/** The features; every one has a default (README, "Configuration"). */
export interface Features {
  receive: boolean;
  send: boolean;
  emailShowWallets: boolean;
  analytics: boolean;
  allWallets: boolean;
  legalCheckbox: boolean;
  smartSessions: boolean;
  collapseWallets: boolean;
  email: boolean;
  /** The social login providers, in order, or false for none. */
  socials: SocialProvider[] | false;
  swaps: boolean;
  onramp: boolean;
  activity: boolean;
  reownBranding: boolean;
  multiWallet: boolean;
  connectMethodsOrder: ConnectMethod[];
  walletFeaturesOrder: WalletFeature[];
  connectorOrder: ConnectorOrderEntry[];
}

/** A list type that also takes a readonly list (a literal written `as const`). */
type ReadonlyList<V> = V extends (infer E)[] ? readonly E[] : V;

/** Features as a host writes them: any subset, lists readonly or not. */
export type FeaturesInput = { [K in keyof Features]?: ReadonlyList<Features[K]> };

/** CSS custom properties on the modal root (README, "Configuration"). */
export interface ThemeVariables {
  accent?: string;
  fontFamily?: string;
  fontSize?: string;
  borderRadius?: string;
  zIndex?: number;
  overlay?: string;
  qrColor?: string;
}

/** The host app's metadata. */
export interface AppMetadata {
  name: string;
  description: string;
  url: string;
  icons: readonly string[];
}

/**
 * What a host passes to `createWalletModal` or `<WalletModalProvider config>`. Lists may be
 * readonly, so a config written `as const` fits.
 */
export interface ConfigInput {
  projectId: string;
  networks: readonly CaipNetwork[];
  defaultNetwork?: CaipNetwork;
  metadata?: AppMetadata;
  features?: FeaturesInput;
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>;
  themeMode?: 'light' | 'dark';
  themeVariables?: ThemeVariables;
  locale?: string;
  embedded?: boolean;
  enableReconnect?: boolean;
  allowUnsupportedChain?: boolean;
  debug?: boolean;
  /**
   * Load the first open's code once the page is idle after load (never before the page is
   * interactive), so the click renders at once. Default true.
   */
  prefetch?: boolean;
  apiUrl?: string;
  /**
   * Networks (CAIP-2 ids, e.g. `eip155:31337`) where Swap is offered besides the 12 EVM
   * chains: a chain the host's product API swaps on. Default none.
   */
  extraSwapNetworks?: readonly string[];
  /** The host's terms, linked from the consent checkbox (`features.legalCheckbox`). */
  termsConditionsUrl?: string;
  /** The host's privacy policy, linked from the consent checkbox (`features.legalCheckbox`). */
  privacyPolicyUrl?: string;
  /**
   * Hosts of Safe web apps (default `['app.safe.global']`): when the page is framed by one of
   * them, exactly, a Safe connector is offered first.
   */
  safeAppHosts?: readonly string[];
  sdkType?: string;
  sdkVersion?: string;
  logLevel?: LogLevel;
  featuredWalletIds?: readonly string[];
  includeWalletIds?: readonly string[];
  excludeWalletIds?: readonly string[];
  adapters?: readonly ChainAdapter[];
  /**
   * Wallets that serve several namespaces, joined to the adapters of those registered:
   * `pairing(universalAdapter({ … }))` (WalletConnect) and `embeddedWallet({ secureSiteUrl })`
   * (email and social login). Default none.
   */
  sources?: readonly WalletSource[];
  siweConfig?: LegacySiweConfig;
  siwx?: SiwxConfig;
}

/** The config with every default filled, as `validateConfig` returns it. */
export interface ParsedConfig extends Required<
  Omit<
    ConfigInput,
    | 'defaultNetwork'
    | 'metadata'
    | 'themeMode'
    | 'apiUrl'
    | 'termsConditionsUrl'
    | 'privacyPolicyUrl'
    | 'siweConfig'
    | 'siwx'
    | 'features'
  >
> {
  features: Features;
  defaultNetwork?: CaipNetwork;
  metadata?: AppMetadata;
  themeMode?: 'light' | 'dark';
  apiUrl?: string;
  termsConditionsUrl?: string;
  privacyPolicyUrl?: string;
  siweConfig?: LegacySiweConfig;
  siwx?: SiwxConfig;
}
