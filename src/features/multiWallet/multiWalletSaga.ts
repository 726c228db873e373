import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { call, getContext, put, select, takeEvery } from 'redux-saga/effects';
import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { PorticoState } from '../PorticoState';
import type { AdapterRegistry } from '../adapters/AdapterRegistry';
import { alertRaised } from '../alerts/alertsSlice';
import {
  accountDisconnected,
  connectionSwitchRequested,
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
 * The namespaces where `connectorId` is connected (current or remembered): one namespace for
 * a browser wallet; for a pairing or auth session, every namespace it spans.
 */
function namespacesHolding(
  state: PorticoState,
  namespace: ChainNamespace,
  connectorId: string,
): ChainNamespace[] {
  const stored = state.connections.stored.find(
    (c) => c.namespace === namespace && c.connectorId === connectorId,
  );
  const kind = stored?.kind ?? state.connections.byNamespace[namespace]?.kind;
  if (!kind || !spansNamespaces(kind)) return [namespace];
  const held = new Set<ChainNamespace>([namespace]);
  for (const [ns, connection] of Object.entries(state.connections.byNamespace))
    if (connection?.connectorId === connectorId) held.add(ns as ChainNamespace);
  for (const entry of state.connections.stored)
    if (entry.connectorId === connectorId && entry.status !== 'disconnected')
      held.add(entry.namespace);
  return [...held];
}

/** The namespace's current wallet is gone: the most recently used other one takes over. */
function* handOver(namespace: ChainNamespace) {
  const after: PorticoState = yield select();
  const next = after.connections.stored
    .filter((c) => c.namespace === namespace && c.status === 'connected')
    .sort((a, b) => b.lastUsed - a.lastUsed)[0];
  if (next) yield put(connectionSwitchRequested({ namespace, connectorId: next.connectorId }));
}

/**
 * One wallet disconnected, the others kept. A pairing or auth session
 * spans namespaces, so it ends in each of them, once. Wherever the wallet was the
 * current one, another connected wallet of that namespace takes over, when there is one.
 */
function* disconnectOne(action: ReturnType<typeof walletDisconnectRequested>) {
  const { namespace, connectorId } = action.payload;
  const state: PorticoState = yield select();
  const current = state.connections.byNamespace[namespace];
  const stored = state.connections.stored.find(
    (c) => c.namespace === namespace && c.connectorId === connectorId,
  );
  if (!stored && current?.connectorId !== connectorId) return;
  const registry: AdapterRegistry = yield getContext('adapters');
  const ended: boolean = registry.has(namespace)
    ? yield call(endSession, registry.get(namespace), connectorId)
    : true;
  if (!ended) yield put(showToast({ messageKey: 'error.DISCONNECT_FAILED', variant: 'error' }));
  // Forgotten locally whatever the wallet said: the user asked.
  for (const ns of namespacesHolding(state, namespace, connectorId)) {
    if (state.connections.byNamespace[ns]?.connectorId !== connectorId) {
      yield put(storedConnectionForgotten({ namespace: ns, connectorId }));
      continue;
    }
    yield put(accountDisconnected({ namespace: ns }));
    yield call(handOver, ns);
  }
}

function* handle(action: Action) {
  const state: PorticoState = yield select();
  // Multi-wallet functions work only with the flag on; else an informational alert.
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
