import { getContext, select } from 'redux-saga/effects';
import { parseCaipAddress } from '../../adapter/caip';
import type { CaipNetwork } from '../../adapter/CaipNetwork';
import type { ChainAdapter } from '../../adapter/ChainAdapter';
import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { AdapterRegistry } from '../adapters/AdapterRegistry';
import { selectActiveNetwork } from '../networks/networksSelectors';
import type { PorticoState } from '../PorticoState';

/** The account that acts (sends, swaps): connected, on a configured network, with its adapter. */
export interface ActiveAccount {
  namespace: ChainNamespace;
  connectorId: string;
  /** CAIP-10. */
  caipAddress: string;
  address: string;
  network: CaipNetwork;
  adapter: ChainAdapter;
}

/** The active account, or null when nothing connected can act (no account, an unsupported network). */
export function* activeAccount() {
  const state: PorticoState = yield select();
  const namespace = state.connections.activeNamespace;
  const connection = namespace ? state.connections.byNamespace[namespace] : undefined;
  const network = selectActiveNetwork(state);
  const registry: AdapterRegistry = yield getContext('adapters');
  if (
    !namespace ||
    connection?.status !== 'connected' ||
    !connection.caipAddress ||
    !connection.connectorId ||
    !network?.supported ||
    !registry.has(namespace)
  )
    return null;
  const account: ActiveAccount = {
    namespace,
    connectorId: connection.connectorId,
    caipAddress: connection.caipAddress,
    address: parseCaipAddress(connection.caipAddress).address,
    network,
    adapter: registry.get(namespace),
  };
  return account;
}
