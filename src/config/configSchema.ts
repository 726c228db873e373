import * as z from 'zod/mini';
import type { ChainAdapter } from '../adapter/ChainAdapter';
import type { LegacySiweConfig } from '../features/siwx/LegacySiweConfig';
import type { SiwxConfig } from '../features/siwx/types';
import { CHAIN_NAMESPACES } from '../adapter/chainNamespace';
import {
  CONNECT_METHODS,
  CONNECTOR_ORDER,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_FEATURES,
  SOCIAL_PROVIDERS,
  WALLET_FEATURES,
} from './defaults';
import { LOG_LEVELS } from '../features/logger/logLevels';
import { SDK_TYPE, SDK_VERSION } from './sdkVersion';

// zod/mini rather than classic zod: this schema runs at startup and sits in the host's initial
// bundle, where every kilobyte counts (README, "Dependencies").

const nonEmpty = (field: string) =>
  z
    .string({ error: `${field} must be a string` })
    .check(z.minLength(1, `${field} must not be empty`));

const accountType = z.enum(['eoa', 'smartAccount', 'payment', 'ordinal', 'stx']);

export const caipNetworkSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: nonEmpty('name'),
  chainNamespace: z.enum(CHAIN_NAMESPACES, {
    error: `chainNamespace must be one of ${CHAIN_NAMESPACES.join(', ')}`,
  }),
  caipNetworkId: z.templateLiteral([z.string(), ':', z.string()], {
    error: 'caipNetworkId must be a CAIP-2 id (namespace:reference)',
  }),
  nativeCurrency: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number().check(z.int(), z.nonnegative()),
  }),
  rpcUrls: z.object({
    default: z.object({ http: z.array(z.string()), webSocket: z.optional(z.array(z.string())) }),
    chainDefault: z.optional(z.object({ http: z.array(z.string()) })),
  }),
  blockExplorers: z.optional(
    z.object({ default: z.object({ name: z.string(), url: z.string() }) }),
  ),
  assets: z.optional(
    z.object({ imageId: z.optional(z.string()), imageUrl: z.optional(z.string()) }),
  ),
  testnet: z.optional(z.boolean()),
  deprecatedCaipNetworkId: z.optional(z.string()),
});

const featuresSchema = z.object({
  receive: z._default(z.boolean(), DEFAULT_FEATURES.receive),
  send: z._default(z.boolean(), DEFAULT_FEATURES.send),
  emailShowWallets: z._default(z.boolean(), DEFAULT_FEATURES.emailShowWallets),
  analytics: z._default(z.boolean(), DEFAULT_FEATURES.analytics),
  allWallets: z._default(z.boolean(), DEFAULT_FEATURES.allWallets),
  legalCheckbox: z._default(z.boolean(), DEFAULT_FEATURES.legalCheckbox),
  smartSessions: z._default(z.boolean(), DEFAULT_FEATURES.smartSessions),
  collapseWallets: z._default(z.boolean(), DEFAULT_FEATURES.collapseWallets),
  email: z._default(z.boolean(), DEFAULT_FEATURES.email),
  socials: z._default(z.union([z.array(z.enum(SOCIAL_PROVIDERS)), z.literal(false)]), () => [
    ...SOCIAL_PROVIDERS,
  ]),
  swaps: z._default(z.boolean(), DEFAULT_FEATURES.swaps),
  onramp: z._default(z.boolean(), DEFAULT_FEATURES.onramp),
  activity: z._default(z.boolean(), DEFAULT_FEATURES.activity),
  reownBranding: z._default(z.boolean(), DEFAULT_FEATURES.reownBranding),
  multiWallet: z._default(z.boolean(), DEFAULT_FEATURES.multiWallet),
  connectMethodsOrder: z._default(z.array(z.enum(CONNECT_METHODS)), () => [...CONNECT_METHODS]),
  walletFeaturesOrder: z._default(z.array(z.enum(WALLET_FEATURES)), () => [...WALLET_FEATURES]),
  connectorOrder: z._default(z.array(z.enum(CONNECTOR_ORDER)), () => [...CONNECTOR_ORDER]),
});

const themeVariablesSchema = z.object({
  accent: z.optional(z.string()),
  fontFamily: z.optional(z.string()),
  fontSize: z.optional(z.string()),
  borderRadius: z.optional(z.string()),
  zIndex: z.optional(z.number().check(z.int())),
  overlay: z.optional(z.string()),
  qrColor: z.optional(z.string()),
});

const isObject = (value: unknown) => typeof value === 'object' && value !== null;

const isHttpUrl = (value: string) => {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

export const configSchema = z.object({
  projectId: z
    .string({ error: 'Project ID Not Configured: projectId is required' })
    .check(z.minLength(1, 'Project ID Not Configured: projectId is required')),
  networks: z
    .array(caipNetworkSchema, { error: 'networks is required' })
    .check(z.minLength(1, 'networks must list at least one network')),
  defaultNetwork: z.optional(caipNetworkSchema),
  metadata: z.optional(
    z.object({
      name: z.string(),
      description: z.string(),
      url: z.string(),
      icons: z.array(z.string()),
    }),
  ),
  features: z._default(featuresSchema, () => featuresSchema.parse({})),
  defaultAccountTypes: z._default(z.partialRecord(z.enum(CHAIN_NAMESPACES), accountType), () => ({
    ...DEFAULT_ACCOUNT_TYPES,
  })),
  themeMode: z.optional(z.enum(['light', 'dark'])),
  themeVariables: z._default(themeVariablesSchema, () => ({})),
  locale: z._default(z.string().check(z.minLength(2)), 'en'),
  embedded: z._default(z.boolean(), false),
  enableReconnect: z._default(z.boolean(), true),
  allowUnsupportedChain: z._default(z.boolean(), false),
  debug: z._default(z.boolean(), false),
  // The product API (README "Product API"). Without `apiUrl` nothing calls it: the features
  // that need it are hidden; the native balance still comes from the chain's RPC.
  apiUrl: z.optional(
    z
      .string({ error: 'apiUrl must be a string' })
      .check(z.refine(isHttpUrl, 'apiUrl must be an absolute http(s) URL')),
  ),
  sdkType: z._default(nonEmpty('sdkType'), SDK_TYPE),
  sdkVersion: z._default(nonEmpty('sdkVersion'), SDK_VERSION),
  logLevel: z._default(
    z.enum(LOG_LEVELS, { error: `logLevel must be one of ${LOG_LEVELS.join(', ')}` }),
    'error',
  ),
  // AllWallets (README "Wallet list"): wallet ids as the product API and the bundled catalogue
  // name them. Featured ones come first in this order; a non-empty include list keeps only its
  // wallets; excluded ones are never listed.
  featuredWalletIds: z._default(z.array(nonEmpty('featuredWalletIds[]')), () => []),
  includeWalletIds: z._default(z.array(nonEmpty('includeWalletIds[]')), () => []),
  excludeWalletIds: z._default(z.array(nonEmpty('excludeWalletIds[]')), () => []),
  // Objects with functions: validated for shape only and kept out of the store.
  adapters: z._default(
    z.array(z.custom<ChainAdapter>(isObject, 'each adapter must be an object')),
    () => [],
  ),
  siweConfig: z.optional(z.custom<LegacySiweConfig>(isObject, 'siweConfig must be an object')),
  siwx: z.optional(z.custom<SiwxConfig>(isObject, 'siwx must be an object')),
});

export type ConfigInput = z.input<typeof configSchema>;
export type ParsedConfig = z.output<typeof configSchema>;
export type Features = ParsedConfig['features'];
export type ThemeVariables = z.output<typeof themeVariablesSchema>;
