import type { ChainNamespace } from '../../adapter/chainNamespace';

/** Per-namespace connection status (spec §4). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';

export interface NamespaceConnection {
  status: ConnectionStatus;
  connectorId: string | null;
  /** CAIP-10 account id (`namespace:reference:address`) once connected. */
  caipAddress: string | null;
}

export type ConnectionsByNamespace = Partial<Record<ChainNamespace, NamespaceConnection>>;
