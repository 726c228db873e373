import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import type { ConnectResult } from '../../adapter/ChainAdapter';
import type { PorticoState } from '../PorticoState';
import { settle, type Settled } from '../../utils/settle';
import type { AdapterRegistry } from '../adapters/AdapterRegistry';
import { connectorSelected } from '../connectors/connectorsSlice';
import { selectConnectNetwork } from '../networks/networksSelectors';
import { showToast } from '../notifications/notificationsSlice';
import { capabilitiesIn, connectedAccounts, type ConnectedAccount } from './connectedAccount';
import type { connectionSwitchRequested } from './connectionsSlice';
import { accountConnected } from './connectionsSlice';

/**
 * Switching between remembered connections: a connected or active one is
 * re-authorised silently; a disconnected one goes through the login flow again; a connector
 * with no stored connection is an error.
 */
function* switchWorker(action: ReturnType<typeof connectionSwitchRequested>) {
  const { namespace, connectorId } = action.payload;
  const state: PorticoState = yield select();
  const stored = state.connections.stored.find(
    (c) => c.namespace === namespace && c.connectorId === connectorId,
  );
  const registry: AdapterRegistry = yield getContext('adapters');
  if (!stored || !registry.has(namespace)) {
    yield put(showToast({ messageKey: 'error.CONNECT_FAILED', variant: 'error' }));
    return;
  }
  if (stored.status === 'disconnected') {
    yield put(connectorSelected(connectorId));
    return;
  }
  const network = selectConnectNetwork(state, namespace);
  const settled: Settled<ConnectResult | null> = network
    ? yield call(settle, () => registry.get(namespace).reconnect({ connectorId, network }))
    : { ok: false, error: null };
  let accounts: ConnectedAccount[] | null = null;
  try {
    if (settled.ok && settled.value)
      accounts = connectedAccounts(
        namespace,
        { id: connectorId, kind: stored.kind },
        settled.value,
        capabilitiesIn(registry),
        state.options.defaultAccountTypes,
      );
  } catch {
    // Answered nonsense: handled like a refusal below.
  }
  if (accounts === null) {
    // The wallet no longer authorises us silently (or answered nonsense): ask, through the
    // normal flow. A throw here would end this saga for the rest of the session.
    yield put(connectorSelected(connectorId));
    return;
  }
  for (const account of accounts) yield put(accountConnected(account));
}

export function* switchConnectionSaga(source: Channel<Action>) {
  yield takeLatest(source as Channel<ReturnType<typeof connectionSwitchRequested>>, switchWorker);
}
