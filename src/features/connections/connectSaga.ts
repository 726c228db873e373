import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { call, getContext, put, race, select, take, takeLatest } from 'redux-saga/effects';
import type { ChainAdapter, ConnectResult } from '../../adapter/ChainAdapter';
import type { PorticoState } from '../PorticoState';
import { settle, type Settled } from '../../utils/settle';
import type { AdapterRegistry } from '../adapters/AdapterRegistry';
import { selectConnector } from '../connectors/connectorsSelectors';
import { connectorSelected, connectorUsed } from '../connectors/connectorsSlice';
import type { ConnectorKind } from '../connectors/types';
import { back, close, modalClosed, shake } from '../modal/modalSlice';
import { selectActiveNetwork, selectConnectNetwork } from '../networks/networksSelectors';
import { showToast } from '../notifications/notificationsSlice';
import { showView } from '../router/showView';
import type { View } from '../router/types';
import type { pairingRefreshRequested } from '../walletConnect/walletConnectSlice';
import { pairingStarted } from '../walletConnect/walletConnectSlice';
import type { connectRetried } from './connectionsSlice';
import {
  accountConnected,
  connectAborted,
  connectCancelled,
  connectFailed,
  connectStarted,
} from './connectionsSlice';
import { capabilitiesIn, connectedAccounts, type ConnectedAccount } from './connectedAccount';
import { connectNamespace } from './connectNamespace';
import { toConnectErrorInfo } from './toConnectErrorInfo';

type ConnectIntent =
  | ReturnType<typeof connectorSelected>
  | ReturnType<typeof connectRetried>
  | ReturnType<typeof pairingRefreshRequested>;

/**
 * The view that waits on a connector: a pairing-protocol connector shows its URI as a QR code,
 * keeping the basic variant when that one is already shown; any other waits on the wallet's
 * own prompt.
 */
function waitingView(kind: ConnectorKind, top: View | undefined): View | null {
  // The embedded wallet's login view (EmailLogin) shows its own progress.
  if (kind === 'auth') return null;
  if (kind !== 'pairing') return 'ConnectingExternal';
  return top === 'ConnectingWalletConnectBasic' ? top : 'ConnectingWalletConnect';
}

function* connectWorker(action: ConnectIntent) {
  const state: PorticoState = yield select();
  const connectorId = connectorSelected.match(action)
    ? action.payload
    : state.connections.attempt?.connectorId;
  const connector = selectConnector(state, connectorId);
  const registry: AdapterRegistry = yield getContext('adapters');
  const namespace = connector && connectNamespace(state, connector);
  if (!connector || !namespace || !registry.has(namespace)) {
    yield put(showToast({ messageKey: 'error.CONNECTOR_NOT_FOUND', variant: 'error' }));
    return;
  }
  const { id } = connector;
  const adapter: ChainAdapter = registry.get(namespace);
  const network = selectConnectNetwork(state, namespace);
  if (!network) {
    yield put(showToast({ messageKey: 'alert.NETWORK_NOT_FOUND.title', variant: 'error' }));
    return;
  }
  yield put(connectStarted({ namespace, connectorId: id }));
  const top = state.router.history.at(-1);
  const view = waitingView(connector.kind, top);
  if (view === 'ConnectingWalletConnect' || view === 'ConnectingWalletConnectBasic')
    yield put(pairingStarted({ connectorId: id, keepWallet: !connectorSelected.match(action) }));
  if (view && (top !== view || state.modal.status !== 'open')) yield call(showView, view);

  // Cancel, Back or closing the modal stops waiting; the wallet's prompt is the wallet's to close.
  const outcome: { settled?: Settled<ConnectResult>; cancelled?: { type: string } } = yield race({
    settled: call(settle, () => adapter.connect({ connectorId: id, network })),
    cancelled: take([connectCancelled.type, back.type, modalClosed.type]),
  });
  if (outcome.cancelled) {
    yield put(connectAborted());
    if (connectCancelled.match(outcome.cancelled)) yield put(back());
    return;
  }
  const settled = outcome.settled!;
  let accounts: ConnectedAccount[] | null = null;
  let failure: unknown = settled.ok ? null : settled.error;
  if (settled.ok) {
    try {
      accounts = connectedAccounts(
        namespace,
        connector,
        settled.value,
        capabilitiesIn(registry),
        state.options.defaultAccountTypes,
      );
    } catch (error) {
      failure = error;
    }
  }
  if (accounts === null) {
    yield put(connectFailed({ namespace, connectorId: id, error: toConnectErrorInfo(failure) }));
    yield put(shake());
    return;
  }
  // One session may cover several namespaces: each is connected, the one asked for last.
  for (const account of accounts) yield put(accountConnected(account));
  yield put(connectorUsed({ id, namespaces: accounts.map((a) => a.namespace) }));
  // On an unconfigured chain the network saga has shown UnsupportedChain: stay open for it.
  // With sign-in on, the siwx flow decides: SIWXSignMessage, or close when a session exists.
  const active: ReturnType<typeof selectActiveNetwork> = yield select(selectActiveNetwork);
  const { allowUnsupportedChain, hasSiwx } = (yield select(
    (s: PorticoState) => s.options,
  )) as PorticoState['options'];
  if (active?.supported ? !hasSiwx : allowUnsupportedChain) yield put(close());
}

/**
 * Connecting through a wallet the user picked. `takeLatest`: picking another wallet (or
 * retrying, or a pairing refresh asking for a new URI) while a prompt is pending supersedes
 * the earlier attempt instead of racing it.
 */
export function* connectSaga(source: Channel<Action>) {
  yield takeLatest(source as Channel<ConnectIntent>, connectWorker);
}
