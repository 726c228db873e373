// The package's only barrel: explicit named exports, nothing re-exported wholesale.
//
// What is public: the host API (create, provider, hooks, `portico/testing`), the actions a
// host may dispatch (documented intents: open and close the modal, connect, disconnect,
// switch network, ask for fresh data), the events it can subscribe to, the config and its
// error, and the adapter contract's types. Nothing of the store's internals: not the store
// object, its state type or its internal actions (facts, toasts, alerts, retries): those
// change freely. `test/api/` keeps the report of this surface; `npm test` fails when it changes
// unintentionally (`npm run api:update` accepts a change).

// Host API
export { WalletModalProvider, type WalletModalProviderProps } from './provider/WalletModalProvider';
export { WalletModalEmbed } from './embed/WalletModalEmbed';
export { ConnectButton, type ConnectButtonProps } from './components/ConnectButton';
export { prefetchModal } from './provider/loadModalRoot';
export { createWalletModal, type CreateWalletModalOptions } from './modal/createWalletModal';
export type { ModalSnapshot, OpenOptions, WalletModal } from './modal/WalletModal';
export { sendRequested, type SendPrefill } from './features/send/sendRequested';
export type { SwapArguments } from './features/swap/swapRequested';
export { useWalletModal } from './hooks/useWalletModal';
export { useAccount } from './hooks/useAccount';
export { useNetwork } from './hooks/useNetwork';
export { useSignIn, type SignInStatus } from './hooks/useSignIn';
export { createDefaultSiwx, type DefaultSiwxOptions } from './features/siwx/createDefaultSiwx';
export { SiwxVerificationError } from './features/siwx/SiwxVerificationError';
export { SiwxMessageError } from './features/siwx/SiwxMessageError';
export { SiwxNotEnabledError } from './features/siwx/SiwxNotEnabledError';
export { SmartSessionsDisabledError } from './features/smartSessions/SmartSessionsDisabledError';
export type {
  PermissionEntry,
  PermissionRequest,
  PermissionResponse,
} from './features/smartSessions/permissionRequestSchema';
export type {
  SiwxConfig,
  SiwxMessage,
  SiwxMessageData,
  SiwxMessageInput,
  SiwxSession,
} from './features/siwx/types';
export type { LegacySiweConfig } from './features/siwx/LegacySiweConfig';

// Actions host code may dispatch (`modal.dispatch` refuses any other)
export type { HostAction } from './modal/hostActions';
export { open, close, back } from './features/modal/modalSlice';
export { connectorSelected } from './features/connectors/connectorsSlice';
export { disconnect, reconnectRequested } from './features/connections/connectionsSlice';
export { switchNetwork } from './features/networks/networksSlice';
export { localeRequested as setLocale } from './features/locale/localeSlice';
export { balanceRequested } from './features/balance/balanceActions';
export { identityRequested } from './features/identity/identityActions';
export { tokensRequested } from './features/tokens/tokensActions';
export type { PorticoStorage } from './features/persistence/PorticoStorage';
export { createMemoryStorage } from './features/persistence/createBrowserStorage';
export type { ErrorInfo } from './features/errors/ErrorInfo';

// Config
export type {
  AppMetadata,
  ConfigInput as WalletModalConfig,
  Features,
  FeaturesInput,
  ThemeVariables,
} from './config/ConfigInput';
export { ConfigError } from './config/ConfigError';
export {
  CONNECT_METHODS,
  CONNECTOR_ORDER,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_FEATURES,
  SOCIAL_PROVIDERS,
  WALLET_FEATURES,
} from './config/defaults';

// The adapter contract, for adapters a host writes itself
export { PorticoError } from './adapter/PorticoError';
// Wallet sources: wallets that serve several namespaces (config `sources`)
export { pairing, type PairingOptions } from './adapter/pairing';
export { embeddedWallet, type EmbeddedWalletOptions } from './frame/embeddedWallet';
export type { WalletSource, WalletSourceKind } from './adapter/WalletSource';
export { CHAIN_NAMESPACES, type ChainNamespace } from './adapter/chainNamespace';
export type { AccountType, CaipNetwork, CaipNetworkId } from './adapter/CaipNetwork';
export type {
  Account,
  AdapterCapabilities,
  AdapterContext,
  AdapterEvent,
  ChainAdapter,
  ConnectParameters,
  ConnectResult,
} from './adapter/ChainAdapter';
export type {
  ChainModule,
  FeeSpeed,
  RpcChainModule,
  SendCost,
  SendCostRequest,
  TransactionRequest,
} from './adapter/ChainModule';
export type {
  SignatureCheck,
  SignInRules,
  SignInRpcRequest,
  VerifySignature,
} from './adapter/SignInRules';
export { SignatureRefusedError } from './adapter/SignatureRefusedError';
export type { ConnectorGroup, ConnectorInfo, ConnectorKind } from './adapter/ConnectorInfo';
export type { RpcRequestArguments, RpcTransport } from './adapter/rpc/RpcTransport';
export {
  CaipFormatError,
  formatCaipAddress,
  parseCaipAddress,
  parseCaipNetworkId,
} from './adapter/caip';
export { ProviderRpcError, isUserRejection } from './adapter/providerErrors';

// Views, events and logs
export { VIEWS, type View } from './features/router/types';
export type { PorticoEvent, PorticoEventRecord } from './features/events/types';
export type { AlertCode } from './features/alerts/alertCatalogue';
export type { ToastVariant } from './features/notifications/notificationsSlice';
export type { LogEntry } from './features/logger/types';
export type { LogLevel } from './features/logger/logLevels';
export type { MessageKey, Messages } from './i18n/en';
export { SUPPORTED_LOCALES, PSEUDO_LOCALE } from './i18n/supportedLocales';
