import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { call, getContext, put, race, select, take, takeLatest } from 'redux-saga/effects';
import type { CaipNetwork } from '../../adapter/CaipNetwork';
import type { PorticoState } from '../PorticoState';
import { settle, type Settled } from '../../utils/settle';
import type { AdapterRegistry } from '../adapters/AdapterRegistry';
import { alertRaised } from '../alerts/alertsSlice';
import { chainChangeOf } from '../connections/connectionFacts';
import { toErrorInfo } from '../errors/ErrorInfo';
import { back, close, modalClosed, modalOpened, shake } from '../modal/modalSlice';
import { viewPoppedTo } from '../router/routerSlice';
import { showView } from '../router/showView';
import { networkActivated } from './networkEvents';
import { selectActiveNetwork, selectConfiguredNetwork } from './networksSelectors';
import {
  activeChainSwitchConfirmed,
  networkSwitchCancelled,
  networkSwitchRetried,
  switchConfirmationShown,
  switchFailed,
  switchFinished,
  switchNetwork,
  switchStarted,
} from './networksSlice';

/** The network switch rules, in order. */
function* switchRequestedWorker(action: ReturnType<typeof switchNetwork>) {
  const state: PorticoState = yield select();
  const target = selectConfiguredNetwork(state, action.payload.caipNetworkId);
  if (!target) {
    yield put(alertRaised('NETWORK_NOT_FOUND'));
    return;
  }
  const namespace = target.chainNamespace;
  const active = selectActiveNetwork(state);
  // Nothing happens if the target network is already active.
  if (active?.caipNetworkId === target.caipNetworkId) return;

  const targetConnection = state.connections.byNamespace[namespace];
  const activeConnection = state.connections.activeNamespace
    ? state.connections.byNamespace[state.connections.activeNamespace]
    : undefined;

  if (targetConnection?.status === 'connected') {
    // Another connected namespace already on the target: only the active account changes.
    if (state.networks.activeByNamespace[namespace] === target.caipNetworkId) {
      yield put(networkActivated({ namespace, caipNetworkId: target.caipNetworkId }));
      yield call(leaveAfterSwitch);
      return;
    }
    yield call(showView, 'SwitchNetwork');
    yield call(performSwitch, target);
    return;
  }
  if (activeConnection?.status === 'connected' && namespace !== state.networks.activeChain) {
    // SwitchActiveChain: connected here, no address in the target namespace yet.
    yield put(switchConfirmationShown(target.caipNetworkId));
    yield call(showView, 'SwitchActiveChain');
    return;
  }
  // No wallet in that namespace: the change is ours alone.
  yield put(networkActivated({ namespace, caipNetworkId: target.caipNetworkId }));
  yield call(leaveAfterSwitch);
}

/** Asks the wallet to switch; shows progress, failure (with the shake) and retry on SwitchNetwork. */
function* performSwitch(target: CaipNetwork) {
  const state: PorticoState = yield select();
  const namespace = target.chainNamespace;
  const connection = state.connections.byNamespace[namespace];
  const registry: AdapterRegistry = yield getContext('adapters');
  if (!connection?.connectorId || !registry.has(namespace)) return;
  const { connectorId } = connection;
  yield put(switchStarted(target.caipNetworkId));
  const adapter = registry.get(namespace);
  const outcome: { settled?: Settled<void>; cancelled?: unknown } = yield race({
    settled: call(settle, () => adapter.switchNetwork({ connectorId, network: target })),
    cancelled: take([networkSwitchCancelled.type, back.type, modalClosed.type]),
  });
  if (outcome.cancelled) {
    yield put(switchFinished());
    if (networkSwitchCancelled.match(outcome.cancelled)) yield put(back());
    return;
  }
  if (!outcome.settled?.ok) {
    yield put(
      switchFailed({ target: target.caipNetworkId, error: toErrorInfo(outcome.settled?.error) }),
    );
    yield put(shake());
    return;
  }
  // Wallets also emit chainChanged, before or after their answer: whichever comes first is
  // the fact. Then the switched namespace becomes the active one.
  const now: PorticoState = yield select();
  const current = now.connections.byNamespace[namespace];
  const fact = current && chainChangeOf(current, namespace, target.caipNetworkId, true);
  if (fact) yield put(fact);
  else yield put(networkActivated({ namespace, caipNetworkId: target.caipNetworkId }));
  yield put(switchFinished());
  yield call(leaveAfterSwitch);
}

/** After a switch: back to where the user opened Networks from, or close. */
function* leaveAfterSwitch() {
  const state: PorticoState = yield select();
  if (state.modal.status !== 'open') return;
  // Another step took over during the switch (sign-in on the new chain): it owns the modal.
  const view = state.router.history.at(-1);
  if (view !== 'SwitchNetwork' && view !== 'Networks') return;
  const networksIndex = state.router.history.lastIndexOf('Networks');
  if (networksIndex > 0) yield put(viewPoppedTo(networksIndex - 1));
  else yield put(close());
}

function* retryWorker() {
  const state: PorticoState = yield select();
  const { switch: current } = state.networks;
  const target =
    current.status === 'failed' ? selectConfiguredNetwork(state, current.target) : null;
  if (target) yield call(performSwitch, target);
}

function* activeChainConfirmedWorker() {
  const state: PorticoState = yield select();
  const { switch: current } = state.networks;
  const target =
    current.status === 'confirming' ? selectConfiguredNetwork(state, current.target) : null;
  if (!target) return;
  yield put(switchFinished());
  yield put(
    networkActivated({ namespace: target.chainNamespace, caipNetworkId: target.caipNetworkId }),
  );
  // Connect, listing the target namespace's wallets only.
  yield put(modalOpened({ view: 'Connect', namespace: target.chainNamespace }));
}

/** Network switching on request (the host's `switchNetwork`, Networks, retry). */
export function* networkSwitchSaga(source: Channel<Action>) {
  // takeLatest: a newer choice of network supersedes a pending one.
  yield takeLatest(source, function* route(action: Action) {
    if (switchNetwork.match(action)) yield call(switchRequestedWorker, action);
    else if (networkSwitchRetried.match(action)) yield call(retryWorker);
    else if (activeChainSwitchConfirmed.match(action)) yield call(activeChainConfirmedWorker);
  });
}
