import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { AccountType } from '../../adapter/CaipNetwork';
import type { AdapterCapabilities } from '../../adapter/ChainAdapter';
import type { ConnectorKind } from '../../adapter/ConnectorInfo';
import type { ErrorInfo } from '../errors/ErrorInfo';

/** Per-namespace connection status. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';

export interface NamespaceConnection {
  status: ConnectionStatus;
  connectorId: string | null;
  /** What the connector is, once connected: it decides the disconnect rule. */
  kind?: ConnectorKind;
  /** What the namespace's adapter can do for this account (names, send, …). */
  capabilities?: AdapterCapabilities;
  /** CAIP-10 account id (`namespace:reference:address`) once connected. */
  caipAddress: string | null;
  /** Every address the wallet authorised, the current one first. */
  addresses: string[];
  /**
   * What each address is for, where the wallet has several kinds (bip122: a payment and an
   * ordinals address, account types); absent when it named none.
   */
  accountTypes?: Record<string, AccountType>;
}

export type ConnectionsByNamespace = Partial<Record<ChainNamespace, NamespaceConnection>>;

/** The user's current connect attempt, which the ConnectingExternal view shows. */
export type ConnectAttempt =
  | { status: 'pending'; namespace: ChainNamespace; connectorId: string }
  | { status: 'failed'; namespace: ChainNamespace; connectorId: string; error: ErrorInfo };

/** A remembered connection: `active` is the one in use in its namespace. */
type StoredConnectionStatus = 'connected' | 'active' | 'disconnected';

export interface StoredConnection {
  namespace: ChainNamespace;
  connectorId: string;
  /** What the connector is; a pairing or auth session restores every namespace at once. */
  kind: ConnectorKind;
  status: StoredConnectionStatus;
  /** Epoch ms of the last successful connect; reconnect tries the newest first. */
  lastUsed: number;
  /** The CAIP-10 account it was last on, for the list of wallets (ProfileWallets). */
  caipAddress?: string;
}
