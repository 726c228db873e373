import { CHAIN_NAMESPACES } from '../adapter/chainNamespace';
import { LOG_LEVELS } from '../features/logger/logLevels';
import type { LegacySiweConfig } from '../features/siwx/LegacySiweConfig';
import type { SiwxConfig } from '../features/siwx/types';
import {
  boolean,
  either,
  fail,
  integer,
  listOf,
  literal,
  nonEmptyString,
  object,
  oneOf,
  optional,
  recordOf,
  refine,
  string,
  withDefault,
  type Check,
} from './checks';
import { adapterList, checkAdapterNetworks } from './adapterChecks';
import { checkSourceNamespaces, movedToSources, sourceList } from './sourceChecks';
import type { ConfigInput, Features, ParsedConfig } from './ConfigInput';
import { caipNetwork, networkList } from './networkChecks';
import { httpUrl, imageUrl, secureHttpUrl } from './urlChecks';
import { unknownKeys } from './warnUnknownKeys';
import {
  CONNECT_METHODS,
  CONNECTOR_ORDER,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_FEATURES,
  SOCIAL_PROVIDERS,
  WALLET_FEATURES,
} from './defaults';
import { SDK_TYPE, SDK_VERSION } from './sdkVersion';

const flag = (name: keyof typeof DEFAULT_FEATURES) =>
  withDefault(boolean, () => DEFAULT_FEATURES[name] as boolean);
const order = <T extends string>(values: readonly T[]) =>
  withDefault(listOf(oneOf(values)), () => [...values]);

const features: Check<Features> = object({
  receive: flag('receive'),
  send: flag('send'),
  emailShowWallets: flag('emailShowWallets'),
  analytics: flag('analytics'),
  allWallets: flag('allWallets'),
  legalCheckbox: flag('legalCheckbox'),
  smartSessions: flag('smartSessions'),
  collapseWallets: flag('collapseWallets'),
  email: flag('email'),
  socials: withDefault(
    either(
      listOf(oneOf(SOCIAL_PROVIDERS)),
      literal(false),
      `socials must be false or a list of ${SOCIAL_PROVIDERS.join(', ')}`,
    ),
    () => [...SOCIAL_PROVIDERS],
  ),
  swaps: flag('swaps'),
  onramp: flag('onramp'),
  activity: flag('activity'),
  reownBranding: flag('reownBranding'),
  multiWallet: flag('multiWallet'),
  connectMethodsOrder: order(CONNECT_METHODS),
  walletFeaturesOrder: order(WALLET_FEATURES),
  connectorOrder: order(CONNECTOR_ORDER),
});

const walletIds = withDefault(listOf(nonEmptyString()), () => []);

/** Objects with functions (sign-in): checked for shape only, and kept out of the store. */
const liveObject =
  <T>(message: string): Check<T> =>
  (value, path) =>
    typeof value === 'object' && value !== null ? (value as T) : fail(path, message);

const shape = {
  projectId: nonEmptyString('Project ID Not Configured: projectId is required'),
  networks: networkList,
  defaultNetwork: optional(caipNetwork),
  metadata: optional(
    object({
      name: string(),
      description: string(),
      url: httpUrl,
      icons: listOf(imageUrl),
    }),
  ),
  features: withDefault(features, () => features({}, 'features')),
  defaultAccountTypes: withDefault(
    recordOf(CHAIN_NAMESPACES, oneOf(['eoa', 'smartAccount', 'payment', 'ordinal', 'stx'])),
    () => ({ ...DEFAULT_ACCOUNT_TYPES }),
  ),
  themeMode: optional(oneOf(['light', 'dark'])),
  themeVariables: withDefault(
    object({
      accent: optional(string()),
      fontFamily: optional(string()),
      fontSize: optional(string()),
      borderRadius: optional(string()),
      zIndex: optional(integer(-2_147_483_648, 2_147_483_647)),
      overlay: optional(string()),
      qrColor: optional(string()),
    }),
    () => ({}),
  ),
  locale: optional(
    refine(
      string(),
      (locale) => locale.length >= 2,
      () => 'locale must be a language tag',
    ),
  ),
  embedded: withDefault(boolean, () => false),
  enableReconnect: withDefault(boolean, () => true),
  allowUnsupportedChain: withDefault(boolean, () => false),
  debug: withDefault(boolean, () => false),
  prefetch: withDefault(boolean, () => true),
  // The product API (docs/architecture.md). Without `apiUrl` nothing calls it: the features
  // that need it are hidden; the native balance still comes from the chain's RPC.
  apiUrl: optional(secureHttpUrl),
  // Swap: CAIP-2 ids of EVM chains swapped on besides the 12 built in.
  extraSwapNetworks: withDefault(
    listOf(
      refine(
        string(),
        (id) => /^eip155:[1-9]\d*$/.test(id),
        () => 'extraSwapNetworks lists EVM CAIP-2 ids (eip155:<chain id>)',
      ),
    ),
    () => [],
  ),
  // The embedded wallet's secure site is its source's now (`embeddedWallet`).
  secureSiteUrl: movedToSources,
  // The consent checkbox's links (features.legalCheckbox needs one of them).
  termsConditionsUrl: optional(httpUrl),
  privacyPolicyUrl: optional(httpUrl),
  // Safe web app hosts (docs/architecture.md): framed by one of these, the Safe connector shows.
  safeAppHosts: withDefault(listOf(nonEmptyString()), () => ['app.safe.global']),
  sdkType: withDefault(nonEmptyString(), () => SDK_TYPE),
  sdkVersion: withDefault(nonEmptyString(), () => SDK_VERSION),
  logLevel: withDefault(oneOf(LOG_LEVELS), () => 'error' as const),
  // AllWallets: wallet ids as the product API and the bundled catalogue name them. Featured
  // ones come first in this order; a non-empty include list keeps only its wallets; excluded
  // ones are never listed.
  featuredWalletIds: walletIds,
  includeWalletIds: walletIds,
  excludeWalletIds: walletIds,
  adapters: withDefault(adapterList, () => []),
  // Pairing and the embedded wallet: joined to the adapters of the namespaces they serve.
  sources: withDefault(sourceList, () => []),
  siweConfig: optional(liveObject<LegacySiweConfig>('siweConfig must be an object')),
  siwx: optional(liveObject<SiwxConfig>('siwx must be an object')),
};
const config = object(shape, 'must be an object');

/**
 * Checks a host config and fills every default; throws a `ConfigError` naming
 * the first offending field and what is expected.
 */
export function validateConfig(input: ConfigInput | unknown): ParsedConfig {
  const parsed = config(input, '') as unknown as ParsedConfig;
  checkAdapterNetworks(parsed.adapters, parsed.networks);
  checkSourceNamespaces(parsed.sources, parsed.adapters);
  // Spelled out rather than `isDevelopment()`: a host's production bundle folds it to false
  // and drops the warnings, with their "did you mean" matcher.
  if (typeof process !== 'undefined' && process.env.NODE_ENV !== 'production') {
    for (const { key, meant } of unknownKeys(input as object, Object.keys(shape)))
      console.warn(
        `[portico] config: unknown key "${key}" is ignored${meant ? ` (did you mean "${meant}"?)` : ''}`,
      );
  }
  return parsed;
}
