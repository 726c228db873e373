import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { call, getContext, put, select, takeLatest } from 'redux-saga/effects';
import { parseCaipAddress } from '../../adapter/caip';
import type { RuntimeConfig } from '../../config/resolveConfig';
import type { PorticoState } from '../PorticoState';
import { settle, type Settled } from '../../utils/settle';
import type { AdapterRegistry } from '../adapters/AdapterRegistry';
import { selectActiveCaipAddress } from '../connections/connectionsSelectors';
import {
  accountChanged,
  accountConnected,
  accountDisconnected,
  chainChanged,
  disconnect,
} from '../connections/connectionsSlice';
import { close, shake } from '../modal/modalSlice';
import { selectActiveNetwork } from '../networks/networksSelectors';
import { showToast } from '../notifications/notificationsSlice';
import { isConnectingView } from '../router/connectingViews';
import { routerReset } from '../router/routerSlice';
import { showView } from '../router/showView';
import { resolveSiwxConfig } from './resolveSiwxConfig';
import {
  siwxCancelled,
  siwxCheckStarted,
  siwxPromptRequested,
  siwxSignatureNeeded,
  siwxSignedIn,
  siwxSignedOut,
  siwxSignFailed,
  siwxSigningStarted,
  siwxSignRequested,
} from './siwxSlice';
import { toSiwxMessageData } from './toSiwxMessageData';
import type { SiwxConfig, SiwxMessage, SiwxSession } from './types';
import { selectSiwx } from './siwxSelectors';
import type { SiwxState } from './siwxState';

/** Shown on SIWXSignMessage when signing or verifying fails; the view offers retry. */
export const SIWX_SIGN_FAILED = { code: 'SIWX_SIGN_FAILED', message: 'Error signing message' };

const viewOf = (state: PorticoState) => state.router.history.at(-1);

/** Leaves the connecting view a connection ended on (the sign-in step is settled). */
function* leaveConnectingView() {
  const state: PorticoState = yield select();
  if (state.modal.status === 'open' && isConnectingView(viewOf(state))) yield put(close());
}

/** A new active account: signed in already when a session covers it, else ask. */
function* accountWorker(siwx: SiwxConfig, action: { payload: { caipAddress: string } }) {
  const state: PorticoState = yield select();
  const caipAddress = selectActiveCaipAddress(state);
  // Another namespace's account, or an unsupported chain (UnsupportedChain comes first).
  if (caipAddress !== action.payload.caipAddress || !selectActiveNetwork(state)?.supported) return;
  if (selectSiwx(state).caipAddress === caipAddress && selectSiwx(state).status !== 'idle') return;
  const { chainId, address } = parseCaipAddress(caipAddress);
  yield put(siwxCheckStarted({ caipAddress }));
  const found: Settled<SiwxSession[]> = yield call(settle, () =>
    siwx.getSessions(chainId, address),
  );
  // A store that cannot answer counts as no session: the user is asked to sign in.
  if (found.ok && found.value.length > 0) {
    yield put(siwxSignedIn({ caipAddress }));
    yield call(leaveConnectingView);
    return;
  }
  yield put(siwxSignatureNeeded({ caipAddress }));
  const next: PorticoState = yield select();
  if (next.modal.status === 'open' && isConnectingView(viewOf(next))) {
    yield put(routerReset('SIWXSignMessage'));
  } else if (viewOf(next) !== 'SIWXSignMessage' || next.modal.status !== 'open') {
    yield call(showView, 'SIWXSignMessage');
  }
}

/** The host asks again (after an optional sign-in was cancelled): show SIWXSignMessage. */
function* promptWorker() {
  const state: PorticoState = yield select();
  const caipAddress = selectActiveCaipAddress(state);
  if (!caipAddress || selectSiwx(state).status === 'signedIn') return;
  yield put(siwxSignatureNeeded({ caipAddress }));
  if (state.modal.status !== 'open' || viewOf(state) !== 'SIWXSignMessage') {
    yield call(showView, 'SIWXSignMessage');
  }
}

/** Create the message, have the wallet sign it, hand the session to the host's store. */
function* signWorker(siwx: SiwxConfig) {
  const state: PorticoState = yield select();
  const { caipAddress, status } = selectSiwx(state);
  const namespace = state.connections.activeNamespace;
  const connection = namespace ? state.connections.byNamespace[namespace] : undefined;
  if (
    !namespace ||
    !caipAddress ||
    (status !== 'awaitingSignature' && status !== 'failed') ||
    connection?.caipAddress !== caipAddress ||
    !connection.connectorId
  )
    return;
  const { chainId, address } = parseCaipAddress(caipAddress);
  yield put(siwxSigningStarted());
  const created: Settled<SiwxMessage> = yield call(settle, () =>
    siwx.createMessage({ accountAddress: address, chainId }),
  );
  if (!created.ok) {
    // No message to sign (e.g. the host's nonce endpoint failed): disconnect.
    yield put(showToast({ messageKey: 'siwx.initFailed', variant: 'error' }));
    yield put(siwxSignedOut());
    yield put(disconnect(namespace));
    return;
  }
  const message = created.value.toString();
  const registry: AdapterRegistry = yield getContext('adapters');
  const adapter = registry.get(namespace);
  const { connectorId } = connection;
  const signed: Settled<string> = yield call(settle, () =>
    adapter.signMessage({ connectorId, address, message }),
  );
  const added: Settled<void> | null = signed.ok
    ? yield call(settle, () =>
        siwx.addSession({
          data: toSiwxMessageData(created.value),
          message,
          signature: signed.value,
        }),
      )
    : null;
  if (!added?.ok) {
    const cause = signed.ok ? added?.error : signed.error;
    if (cause) console.warn('[portico] sign-in failed', cause);
    yield put(siwxSignFailed({ error: SIWX_SIGN_FAILED }));
    yield put(shake());
    return;
  }
  yield put(siwxSignedIn({ caipAddress }));
  const after: PorticoState = yield select();
  if (after.modal.status === 'open') yield put(close());
}

/** Cancel on SIWXSignMessage: disconnect when sign-in is required, else just close. */
function* cancelWorker(siwx: SiwxConfig) {
  const state: PorticoState = yield select();
  if (selectSiwx(state).status === 'signedIn') return;
  const namespace = state.connections.activeNamespace;
  if (siwx.getRequired?.() === true && namespace) {
    yield put(siwxSignedOut());
    yield put(disconnect(namespace));
    return;
  }
  // Optional: the account stays connected without a session; nothing more is asked.
  yield put(close());
}

/** Sign-in is cleared on disconnect (unless the host turned that off). */
function* disconnectedWorker(siwx: SiwxConfig, action: ReturnType<typeof accountDisconnected>) {
  const { caipAddress }: SiwxState = yield select(selectSiwx);
  if (!caipAddress) return;
  const { chainId, address } = parseCaipAddress(caipAddress);
  if (!chainId.startsWith(`${action.payload.namespace}:`)) return;
  yield put(siwxSignedOut());
  if (siwx.signOutOnDisconnect !== false) {
    const revoked: Settled<void> = yield call(settle, () => siwx.revokeSession(chainId, address));
    if (!revoked.ok) console.warn('[portico] could not clear the sign-in', revoked.error);
  }
}

/** Connected, or the account or chain changed: each may need a session of its own. */
const isNewActiveAccount = (action: Action) =>
  accountConnected.match(action) || accountChanged.match(action) || chainChanged.match(action);

/** The sign-in flow on the buffered triggers of `siwxSaga`. */
export function* siwxFlow(source: Channel<Action>) {
  const runtime: RuntimeConfig = yield getContext('runtime');
  const siwx = resolveSiwxConfig(runtime);
  if (!siwx) return;
  // takeLatest: a newer account, a cancel or a disconnect supersedes a pending check or
  // signature, so a late answer can never sign in an account that has already left.
  yield takeLatest(source, function* route(action: Action) {
    if (isNewActiveAccount(action)) yield call(accountWorker, siwx, action);
    else if (siwxSignRequested.match(action)) yield call(signWorker, siwx);
    else if (siwxCancelled.match(action)) yield call(cancelWorker, siwx);
    else if (siwxPromptRequested.match(action)) yield call(promptWorker);
    else if (accountDisconnected.match(action)) yield call(disconnectedWorker, siwx, action);
  });
}
