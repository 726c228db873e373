import { delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PorticoState } from '../PorticoState';
import { selectActiveCaipAddress } from '../connections/connectionsSelectors';
import { viewPopped } from '../router/routerSlice';
import type { View } from '../router/types';
import {
  back,
  close,
  modalClosed,
  modalOpened,
  open,
  shake,
  shakeEnded,
  shakeStarted,
} from './modalSlice';

/** The error shake lasts 500 ms. */
export const SHAKE_MS = 500;

/** Account when an address is connected, otherwise Connect. */
const selectHomeView = (state: PorticoState): View =>
  selectActiveCaipAddress(state) ? 'Account' : 'Connect';

function* openWorker(action: ReturnType<typeof open>) {
  const home: View = yield select(selectHomeView);
  // Account needs an account: asked for while disconnected, the modal opens on Connect.
  const requested = action.payload.view ?? home;
  const view = requested === 'Account' ? home : requested;
  yield put(modalOpened({ view, namespace: action.payload.namespace ?? null }));
}

function* closeWorker() {
  const { embedded, status }: PorticoState['modal'] = yield select((s: PorticoState) => s.modal);
  // Two features may both ask to close (a disconnect, then its view): one close is one event.
  if (status === 'closed' && !embedded) return;
  // Closing resets to Connect; an embedded modal stays visible, so it resets to its home view.
  const home: View = yield select(selectHomeView);
  const resetView: View = embedded ? home : 'Connect';
  yield put(modalClosed({ resetView }));
}

function* backWorker() {
  const length: number = yield select((s: PorticoState) => s.router.history.length);
  // Back closes the modal when only one entry remains.
  if (length > 1) yield put(viewPopped());
  else yield put(close());
}

function* shakeWorker() {
  yield put(shakeStarted());
  yield delay(SHAKE_MS);
  yield put(shakeEnded());
}

export function* modalSaga() {
  yield takeEvery(open.type, openWorker);
  yield takeEvery(close.type, closeWorker);
  yield takeEvery(back.type, backWorker);
  // takeLatest: a new shake restarts the 500 ms instead of stacking timers.
  yield takeLatest(shake.type, shakeWorker);
}
