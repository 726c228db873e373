// The package's only barrel: explicit named exports, nothing re-exported wholesale.

// Host API
export { WalletModalProvider, type WalletModalProviderProps } from './provider/WalletModalProvider';
export { WalletModalEmbed } from './embed/WalletModalEmbed';
export { ConnectButton, type ConnectButtonProps } from './components/ConnectButton';
export { prefetchModal } from './provider/loadModalRoot';
export {
  createWalletModal,
  type CreateWalletModalOptions,
  type ModalSnapshot,
  type OpenOptions,
  type WalletModal,
} from './modal/createWalletModal';
export { useWalletModal } from './hooks/useWalletModal';
export { useAccount } from './hooks/useAccount';
export { useNetwork } from './hooks/useNetwork';
export { useSignIn, type SignInStatus } from './hooks/useSignIn';
export { createDefaultSiwx, type DefaultSiwxOptions } from './features/siwx/createDefaultSiwx';
export { SiwxVerificationError } from './features/siwx/SiwxVerificationError';
export { SiwxMessageError } from './features/siwx/SiwxMessageError';
export { SiwxNotEnabledError } from './features/siwx/SiwxNotEnabledError';
export type {
  SiwxConfig,
  SiwxMessage,
  SiwxMessageData,
  SiwxMessageInput,
  SiwxSession,
} from './features/siwx/types';
export type { LegacySiweConfig } from './features/siwx/LegacySiweConfig';

// Actions host code may dispatch
export { open, close, back, shake } from './features/modal/modalSlice';
export {
  showToast,
  dismissToast,
  type ToastRequest,
  type ToastVariant,
} from './features/notifications/notificationsSlice';
export { alertRaised, alertDismissed } from './features/alerts/alertsSlice';
export { connectorSelected } from './features/connectors/connectorsSlice';
export {
  connectCancelled,
  connectionSwitchRequested,
  connectRetried,
  disconnect,
  reconnectRequested,
} from './features/connections/connectionsSlice';
export { switchNetwork } from './features/networks/networksSlice';
export { balanceRequested } from './features/balance/balanceSlice';
export { identityRequested } from './features/identity/identitySlice';
export { tokensRequested, tokensRetryRequested } from './features/tokens/tokensSlice';
export type { PorticoStorage } from './features/persistence/PorticoStorage';
export { createMemoryStorage } from './features/persistence/createBrowserStorage';
export type { ErrorInfo } from './features/errors/ErrorInfo';

// Config
export { resolveConfig, type ResolvedOptions } from './config/resolveConfig';
export type {
  ConfigInput as WalletModalConfig,
  Features,
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

// Types and errors
export { PorticoError } from './adapter/PorticoError';
export { withPairing } from './adapter/withPairing';
export { CHAIN_NAMESPACES, type ChainNamespace } from './adapter/chainNamespace';
export type { AccountType, CaipNetwork, CaipNetworkId } from './adapter/CaipNetwork';
export type {
  Account,
  AdapterCapabilities,
  AdapterContext,
  AdapterEvent,
  AdapterType,
  ChainAdapter,
  ConnectParameters,
  ConnectResult,
} from './adapter/ChainAdapter';
export type { ConnectorGroup, ConnectorInfo } from './adapter/ConnectorInfo';
export {
  CaipFormatError,
  formatCaipAddress,
  parseCaipAddress,
  parseCaipNetworkId,
} from './adapter/caip';
export { ProviderRpcError, isUserRejection } from './adapter/providerErrors';
export { VIEWS, type View } from './features/router/types';
export type { PorticoEvent, PorticoEventRecord } from './features/events/types';
export type { AlertCode } from './features/alerts/alertCatalogue';
export type { LogEntry } from './features/logger/types';
export type { LogLevel } from './features/logger/logLevels';
export type { PorticoState } from './store/rootReducer';
export type { MessageKey } from './i18n/en';
