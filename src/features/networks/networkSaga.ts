import {
  call,
  getContext,
  put,
  race,
  select,
  take,
  takeEvery,
  takeLatest,
} from 'redux-saga/effects';
import { formatCaipAddress, parseCaipAddress } from '../../adapter/caip';
import type { CaipNetwork } from '../../adapter/CaipNetwork';
import type { PorticoState } from '../../store/rootReducer';
import { settle, type Settled } from '../../utils/settle';
import type { AdapterRegistry } from '../adapters/AdapterRegistry';
import { alertRaised } from '../alerts/alertsSlice';
import { accountConnected, accountDisconnected } from '../connections/connectionsSlice';
import { toErrorInfo } from '../errors/ErrorInfo';
import { back, close, modalClosed, modalOpened, shake } from '../modal/modalSlice';
import { routerReset, viewPoppedTo } from '../router/routerSlice';
import { showView } from '../router/showView';
import { networkActivated } from './networkEvents';
import { selectActiveNetwork } from './networksSelectors';
import {
  activeChainSwitchConfirmed,
  networkSwitchCancelled,
  networkSwitchRetried,
  switchConfirmationShown,
  switchFailed,
  switchFinished,
  switchNetwork,
  switchStarted,
  unknownChainLeft,
} from './networksSlice';

const configured = (state: PorticoState, caipNetworkId: string) =>
  state.options.networks.find((n) => n.caipNetworkId === caipNetworkId) ?? null;

/** Spec §2 "Network switch" rules, in order. */
function* switchRequestedWorker(action: ReturnType<typeof switchNetwork>) {
  const state: PorticoState = yield select();
  const target = configured(state, action.payload.caipNetworkId);
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
  if (!connection?.connectorId || !connection.caipAddress || !registry.has(namespace)) return;
  const { connectorId, caipAddress } = connection;
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
  // Wallets also emit chainChanged; applying the answer here covers those that do not.
  const { address } = parseCaipAddress(caipAddress);
  yield put(
    accountConnected({
      namespace,
      connectorId,
      caipAddress: formatCaipAddress(target.caipNetworkId, address),
    }),
  );
  yield put(switchFinished());
  yield call(leaveAfterSwitch);
}

/** After a switch: back to where the user opened Networks from, or close (spec §2). */
function* leaveAfterSwitch() {
  const state: PorticoState = yield select();
  if (state.modal.status !== 'open') return;
  const networksIndex = state.router.history.lastIndexOf('Networks');
  if (networksIndex > 0) yield put(viewPoppedTo(networksIndex - 1));
  else yield put(close());
}

function* retryWorker() {
  const state: PorticoState = yield select();
  const { switch: current } = state.networks;
  const target = current.status === 'failed' ? configured(state, current.target) : null;
  if (target) yield call(performSwitch, target);
}

function* activeChainConfirmedWorker() {
  const state: PorticoState = yield select();
  const { switch: current } = state.networks;
  const target = current.status === 'confirming' ? configured(state, current.target) : null;
  if (!target) return;
  yield put(switchFinished());
  yield put(
    networkActivated({ namespace: target.chainNamespace, caipNetworkId: target.caipNetworkId }),
  );
  // Connect, listing the target namespace's wallets only.
  yield put(modalOpened({ view: 'Connect', namespace: target.chainNamespace }));
}

/**
 * Spec §2: UnsupportedChain opens when the active network is not one the app asked for (the
 * wallet moved to an unknown chain), unless `allowUnsupportedChain`; it leaves once fixed.
 */
function* unsupportedGuardWorker() {
  const state: PorticoState = yield select();
  if (state.options.allowUnsupportedChain) return;
  const active = selectActiveNetwork(state);
  const view = state.router.history.at(-1);
  const isOpen = state.modal.status === 'open';
  if (active && !active.supported) {
    // Right after connecting: the Connect list and the finished attempt are no place to go
    // Back to while connected, so UnsupportedChain becomes the only entry (Back closes).
    if (isOpen && view === 'ConnectingExternal') yield put(routerReset('UnsupportedChain'));
    else if (!isOpen || view !== 'UnsupportedChain') yield call(showView, 'UnsupportedChain');
  } else if (isOpen && view === 'UnsupportedChain') {
    yield put(close());
  }
}

/**
 * Spec §4's placeholder stands for the chain a wallet is on. Once that wallet is disconnected
 * there is no such chain: the namespace goes back to a configured network (the default one
 * when it is of this namespace), so hosts and views never show an unsupported network with
 * no wallet behind it.
 */
function* disconnectedWorker(action: ReturnType<typeof accountDisconnected>) {
  const state: PorticoState = yield select();
  const { namespace } = action.payload;
  const id = state.networks.activeByNamespace[namespace];
  if (!id || configured(state, id)) return;
  const { defaultNetwork, networks } = state.options;
  const fallback =
    defaultNetwork.chainNamespace === namespace
      ? defaultNetwork
      : networks.find((n) => n.chainNamespace === namespace);
  if (fallback) yield put(unknownChainLeft({ namespace, caipNetworkId: fallback.caipNetworkId }));
}

export function* networkSaga() {
  // takeLatest: a newer choice of network supersedes a pending one.
  yield takeLatest(
    [switchNetwork.type, networkSwitchRetried.type, activeChainSwitchConfirmed.type],
    function* route(action: { type: string }) {
      if (switchNetwork.match(action)) yield call(switchRequestedWorker, action);
      else if (networkSwitchRetried.match(action)) yield call(retryWorker);
      else yield call(activeChainConfirmedWorker);
    },
  );
  yield takeEvery(accountConnected.type, unsupportedGuardWorker);
  yield takeEvery(accountDisconnected.type, disconnectedWorker);
}
