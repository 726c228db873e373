import type { AccountType } from '../adapter/CaipNetwork';
import { CHAIN_NAMESPACES, type ChainNamespace } from '../adapter/chainNamespace';
import type { ConnectorGroup } from '../adapter/ConnectorInfo';
import { NAMESPACES } from '../adapter/namespaces';

/** The product's defaults. Frozen so no caller can mutate the shared copies. */
export const CONNECT_METHODS = ['email', 'social', 'wallet'] as const;
export type ConnectMethod = (typeof CONNECT_METHODS)[number];

export const WALLET_FEATURES = ['onramp', 'swaps', 'receive', 'send'] as const;
export type WalletFeature = (typeof WALLET_FEATURES)[number];

export const CONNECTOR_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const satisfies readonly ConnectorOrderEntry[];
/** An entry of the connector order: a listing group, or the recent wallets. */
export type ConnectorOrderEntry = ConnectorGroup | 'recent';

export const SOCIAL_PROVIDERS = [
  'google',
  'x',
  'farcaster',
  'discord',
  'apple',
  'github',
  'facebook',
] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Each namespace's account kind, from the namespace registry. */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Record<ChainNamespace, AccountType>> = Object.freeze(
  Object.fromEntries(
    CHAIN_NAMESPACES.map((namespace) => [namespace, NAMESPACES[namespace].defaultAccountType]),
  ) as Record<ChainNamespace, AccountType>,
);

export const DEFAULT_FEATURES = Object.freeze({
  receive: true,
  send: true,
  emailShowWallets: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  email: true,
  socials: SOCIAL_PROVIDERS as readonly SocialProvider[],
  swaps: true,
  onramp: true,
  activity: true,
  reownBranding: true,
  multiWallet: false,
  connectMethodsOrder: CONNECT_METHODS as readonly ConnectMethod[],
  walletFeaturesOrder: WALLET_FEATURES as readonly WalletFeature[],
  connectorOrder: CONNECTOR_ORDER as readonly ConnectorOrderEntry[],
});
