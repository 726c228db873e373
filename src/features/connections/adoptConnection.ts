import { getContext, put, select } from 'redux-saga/effects';
import type { ConnectResult } from '../../adapter/ChainAdapter';
import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { PorticoState } from '../PorticoState';
import type { AdapterRegistry } from '../adapters/AdapterRegistry';
import { selectConnector } from '../connectors/connectorsSelectors';
import { connectorUsed } from '../connectors/connectorsSlice';
import { capabilitiesIn, connectedAccounts } from './connectedAccount';
import { accountConnected } from './connectionsSlice';

/**
 * A connection the host made outside the modal (its own wagmi hooks): it becomes the
 * namespace's connection, with the same facts a connect through the modal records. One the
 * namespace already has through that connector is left alone; an answer with no valid account
 * throws (the adapter watcher logs and ignores it).
 */
export function* adoptConnection(
  namespace: ChainNamespace,
  connectorId: string,
  result: ConnectResult,
) {
  const state: PorticoState = yield select();
  const current = state.connections.byNamespace[namespace];
  if (current?.status === 'connected' && current.connectorId === connectorId) return;
  const registry: AdapterRegistry = yield getContext('adapters');
  const kind = selectConnector(state, connectorId)?.kind ?? 'injected';
  const accounts = connectedAccounts(
    namespace,
    { id: connectorId, kind },
    result,
    capabilitiesIn(registry),
    state.options.defaultAccountTypes,
  );
  for (const account of accounts) yield put(accountConnected(account));
  yield put(connectorUsed({ id: connectorId, namespaces: accounts.map((a) => a.namespace) }));
}
