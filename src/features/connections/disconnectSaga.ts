import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { call, getContext, put, select, takeEvery } from 'redux-saga/effects';
import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { PorticoState } from '../PorticoState';
import type { AdapterRegistry } from '../adapters/AdapterRegistry';
import { selectConnector } from '../connectors/connectorsSelectors';
import { spansNamespaces } from '../connectors/types';
import { close } from '../modal/modalSlice';
import { showToast } from '../notifications/notificationsSlice';
import type { disconnect } from './connectionsSlice';
import { endSession } from './endSession';
import { accountDisconnected } from './connectionsSlice';

/**
 * A pairing-protocol or embedded-auth connector is one session across namespaces, so
 * disconnecting it disconnects every namespace it connected; any other only the one asked.
 */
function namespacesToDisconnect(state: PorticoState, namespace: ChainNamespace): ChainNamespace[] {
  const connection = state.connections.byNamespace[namespace];
  const kind = connection?.kind ?? selectConnector(state, connection?.connectorId)?.kind;
  if (!kind || !spansNamespaces(kind)) return [namespace];
  return (Object.keys(state.connections.byNamespace) as ChainNamespace[]).filter(
    (ns) => state.connections.byNamespace[ns]?.connectorId === connection?.connectorId,
  );
}

function* disconnectWorker(action: ReturnType<typeof disconnect>) {
  const state: PorticoState = yield select();
  const namespace = action.payload.namespace ?? state.connections.activeNamespace;
  if (!namespace || !state.connections.byNamespace[namespace]) return;
  const registry: AdapterRegistry = yield getContext('adapters');
  let failed = false;
  const ended = new Set<string>();
  for (const ns of namespacesToDisconnect(state, namespace)) {
    const connectorId = state.connections.byNamespace[ns]?.connectorId;
    // One session across namespaces ends once: the first namespace's adapter ends it.
    if (connectorId && !ended.has(connectorId) && registry.has(ns)) {
      ended.add(connectorId);
      const confirmed: boolean = yield call(endSession, registry.get(ns), connectorId);
      if (!confirmed) failed = true;
    }
    // Forgotten locally whatever the wallet said: the user asked to be disconnected.
    yield put(accountDisconnected({ namespace: ns }));
  }
  if (failed) yield put(showToast({ messageKey: 'error.DISCONNECT_FAILED', variant: 'error' }));
  if (state.modal.status === 'open') yield put(close());
}

export function* disconnectSaga(source: Channel<Action>) {
  yield takeEvery(source as Channel<ReturnType<typeof disconnect>>, disconnectWorker);
}
