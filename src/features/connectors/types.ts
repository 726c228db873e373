import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { ConnectorInfo, ConnectorKind } from '../../adapter/ConnectorInfo';

export type { ConnectorGroup, ConnectorInfo, ConnectorKind } from '../../adapter/ConnectorInfo';

/**
 * A connector as the store keeps it: identified once by `id`, with every namespace it serves
 * (each namespace's adapter announced it; that adapter handles it there).
 */
export interface Connector extends Omit<ConnectorInfo, 'namespace'> {
  namespaces: ChainNamespace[];
}

/** A recent wallet (at most 2 kept): the connector and the namespaces it connected. */
export interface RecentWallet {
  id: string;
  namespaces: ChainNamespace[];
}

/** A pairing-protocol or embedded-auth connector disconnects every namespace at once. */
export const spansNamespaces = (kind: ConnectorKind): boolean =>
  kind === 'pairing' || kind === 'auth';
