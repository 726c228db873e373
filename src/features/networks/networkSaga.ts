import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { PorticoState } from '../PorticoState';
import {
  accountConnected,
  accountDisconnected,
  chainChanged,
} from '../connections/connectionsSlice';
import { close } from '../modal/modalSlice';
import { isConnectingView } from '../router/connectingViews';
import { routerReset } from '../router/routerSlice';
import { showView } from '../router/showView';
import { selectActiveNetwork, selectConfiguredNetwork } from './networksSelectors';
import { unknownChainLeft } from './networksSlice';

/**
 * UnsupportedChain opens when the active network is not one the app asked for (the
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
    if (isOpen && isConnectingView(view)) yield put(routerReset('UnsupportedChain'));
    else if (!isOpen || view !== 'UnsupportedChain') yield call(showView, 'UnsupportedChain');
  } else if (isOpen && view === 'UnsupportedChain') {
    yield put(close());
  }
}

/**
 * the placeholder stands for the chain a wallet is on. Once that wallet is disconnected
 * there is no such chain: the namespace goes back to a configured network (the default one
 * when it is of this namespace), so hosts and views never show an unsupported network with
 * no wallet behind it.
 */
function* disconnectedWorker(action: ReturnType<typeof accountDisconnected>) {
  const state: PorticoState = yield select();
  const { namespace } = action.payload;
  const id = state.networks.activeByNamespace[namespace];
  if (!id || selectConfiguredNetwork(state, id)) return;
  const { defaultNetwork, networks } = state.options;
  const fallback =
    defaultNetwork.chainNamespace === namespace
      ? defaultNetwork
      : networks.find((n) => n.chainNamespace === namespace);
  if (fallback) yield put(unknownChainLeft({ namespace, caipNetworkId: fallback.caipNetworkId }));
}

/**
 * What the network state does on its own when connections change. Switching on request is
 * `networkSwitchSaga`, loaded with the other interactive sagas.
 */
export function* networkSaga() {
  yield takeEvery([accountConnected.type, chainChanged.type], unsupportedGuardWorker);
  yield takeEvery(accountDisconnected.type, disconnectedWorker);
}
