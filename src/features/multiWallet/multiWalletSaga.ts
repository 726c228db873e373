import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { call, getContext, put, select, takeEvery } from 'redux-saga/effects';
import type { PorticoState } from '../../store/rootReducer';
import type { AdapterRegistry } from '../adapters/AdapterRegistry';
import { alertRaised } from '../alerts/alertsSlice';
import {
  accountDisconnected,
  connectionSwitchRequested,
  disconnect,
  storedConnectionForgotten,
} from '../connections/connectionsSlice';
import { endSession } from '../connections/endSession';
import { spansNamespaces } from '../connectors/types';
import { showToast } from '../notifications/notificationsSlice';
import { selectEffectiveFeatures } from '../project/projectSelectors';
import { viewPushed } from '../router/routerSlice';
import {
  profileWalletsRequested,
  walletAddRequested,
  walletDisconnectRequested,
  walletSwitchRequested,
} from './multiWalletActions';

/**
 * One wallet disconnected, the others kept (spec §6 multi-wallet). A pairing or auth session
 * spans namespaces: it goes through the ordinary disconnect (spec §4). The current wallet of a
 * namespace hands over to another connected one of that namespace, when there is one.
 */
function* disconnectOne(action: ReturnType<typeof walletDisconnectRequested>) {
  const { namespace, connectorId } = action.payload;
  const state: PorticoState = yield select();
  const current = state.connections.byNamespace[namespace];
  const stored = state.connections.stored.find(
    (c) => c.namespace === namespace && c.connectorId === connectorId,
  );
  const isCurrent = current?.connectorId === connectorId;
  if (!stored && !isCurrent) return;
  const kind = stored?.kind ?? current?.kind;
  if (isCurrent && kind && spansNamespaces(kind)) {
    yield put(disconnect(namespace));
    return;
  }
  const registry: AdapterRegistry = yield getContext('adapters');
  const ended: boolean = registry.has(namespace)
    ? yield call(endSession, registry.get(namespace), connectorId)
    : true;
  if (!ended) yield put(showToast({ messageKey: 'error.DISCONNECT_FAILED', variant: 'error' }));
  // Forgotten locally whatever the wallet said: the user asked.
  if (!isCurrent) {
    yield put(storedConnectionForgotten({ namespace, connectorId }));
    return;
  }
  yield put(accountDisconnected({ namespace }));
  const after: PorticoState = yield select();
  const next = after.connections.stored
    .filter((c) => c.namespace === namespace && c.status === 'connected')
    .sort((a, b) => b.lastUsed - a.lastUsed)[0];
  if (next) yield put(connectionSwitchRequested({ namespace, connectorId: next.connectorId }));
}

function* handle(action: Action) {
  const state: PorticoState = yield select();
  // Spec §5: multi-wallet functions work only with the flag on; else an informational alert.
  if (!selectEffectiveFeatures(state).multiWallet) {
    yield put(alertRaised('MULTI_WALLET_NOT_ENABLED'));
    return;
  }
  if (profileWalletsRequested.match(action)) yield put(viewPushed('ProfileWallets'));
  else if (walletAddRequested.match(action)) yield put(viewPushed('Connect'));
  else if (walletSwitchRequested.match(action))
    yield put(connectionSwitchRequested(action.payload));
  else if (walletDisconnectRequested.match(action)) yield call(disconnectOne, action);
}

/** The multi-wallet intents, each gated by the `multiWallet` flag. */
export function* multiWalletSaga(source: Channel<Action>) {
  // takeEvery: each wallet's disconnect runs to its end; two are independent.
  yield takeEvery(source, handle);
}
