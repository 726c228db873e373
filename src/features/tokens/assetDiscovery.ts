import type { ChainAdapter } from '../../adapter/ChainAdapter';
import type { PorticoState } from '../PorticoState';
import type { AdapterRegistry } from '../adapters/AdapterRegistry';
import { selectActiveConnection, selectActiveNamespace } from '../connections/connectionsSelectors';

/** Who answers the active account's asset discovery: its adapter and connector. */
export interface AssetDiscovery {
  adapter: ChainAdapter & Required<Pick<ChainAdapter, 'getAssets'>>;
  connectorId: string;
}

/**
 * Only the auth connector (the email or social wallet) has asset-discovery balances.
 * The active connection's when it is one and its adapter can ask (`getAssets`), else null.
 */
export function assetDiscoveryOf(
  state: PorticoState,
  registry: AdapterRegistry,
): AssetDiscovery | null {
  const namespace = selectActiveNamespace(state);
  const connection = selectActiveConnection(state);
  if (!namespace || connection?.status !== 'connected' || connection.kind !== 'auth') return null;
  const { connectorId } = connection;
  if (!connectorId || !registry.has(namespace)) return null;
  const adapter = registry.get(namespace);
  return typeof adapter.getAssets === 'function'
    ? { adapter: adapter as AssetDiscovery['adapter'], connectorId }
    : null;
}
