import { delay, put, select, takeLatest } from 'redux-saga/effects';
import type { PorticoState } from '../PorticoState';
import { dismissToast, showToast, toastHidden, toastShown } from './notificationsSlice';

/** A new toast replaces an open one after 150 ms. */
export const TOAST_SWAP_MS = 150;
export const TOAST_AUTO_CLOSE_MS = 3000;

let nextId = 1;

function* showWorker(action: ReturnType<typeof showToast>) {
  const { variant = 'info', messageKey, params, link } = action.payload;
  const autoClose = action.payload.autoClose ?? variant !== 'loading';
  const isOpen: boolean = yield select((s: PorticoState) => s.notifications.open);
  if (isOpen) {
    yield put(toastHidden());
    yield delay(TOAST_SWAP_MS);
  }
  yield put(
    toastShown({
      id: nextId++,
      messageKey,
      variant,
      autoClose,
      ...(params ? { params } : {}),
      ...(link ? { link } : {}),
    }),
  );
  if (autoClose) {
    yield delay(TOAST_AUTO_CLOSE_MS);
    yield put(toastHidden());
  }
}

function* dismissWorker() {
  yield put(toastHidden());
}

export function* notificationsSaga() {
  // takeLatest: a newer toast cancels the older one's pending swap or auto-close timer.
  yield takeLatest([showToast.type, dismissToast.type], function* (action: { type: string }) {
    if (showToast.match(action)) yield* showWorker(action);
    else yield* dismissWorker();
  });
}
