import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, select, take } from 'redux-saga/effects';
import type { AuthWallet, AuthWalletEvent } from '../../frame/AuthWallet';
import type { PorticoState } from '../PorticoState';
import { alertRaised } from '../alerts/alertsSlice';
import { back, close } from '../modal/modalSlice';
import { shows, whenLeaving } from '../router/whenLeaving';
import { showView } from '../router/showView';
import { approvalChanged, userKnown } from './authWalletSlice';
import { selectApproval } from './authWalletSelectors';
import { socialResultRelayed } from './authWalletActions';

/**
 * The embedded wallet's own events: an approval prompt in the frame opens ApproveTransaction
 * (the modal too, when it was closed) and its end goes back; frame failures and an expired
 * login are alerts; a social result handed to the frame goes to the social login;
 * the user (who is logged in and the account in use) reaches the store each time it
 * changes: a login, a reconnect, a network or account-type switch.
 */
export function* authWalletEventsSaga(auth: AuthWallet) {
  const channel: EventChannel<AuthWalletEvent> = eventChannel((emit) => auth.onEvent(emit));
  // Leaving ApproveTransaction (Back, closing) while a request waits is a rejection: the
  // frame is told and the request ends with 4001.
  yield fork(whenLeaving, 'ApproveTransaction', (state: PorticoState) => {
    if (selectApproval(state) === 'pending') auth.rejectApprovals();
  });
  let waiting = 0;
  let openedForIt = false;
  try {
    while (true) {
      const event: AuthWalletEvent = yield take(channel);
      const state: PorticoState = yield select();
      switch (event.type) {
        case 'approvalRequested':
          waiting += 1;
          if (selectApproval(state) === 'pending') break;
          openedForIt = state.modal.status !== 'open';
          yield put(approvalChanged('pending', event.frame));
          if (!shows(state, 'ApproveTransaction')) yield call(showView, 'ApproveTransaction');
          break;
        case 'approvalSettled':
          waiting = Math.max(0, waiting - 1);
          if (waiting > 0) break;
          yield put(approvalChanged('idle'));
          if (shows(state, 'ApproveTransaction')) yield put(openedForIt ? close() : back());
          break;
        case 'frameFailed':
          yield put(
            alertRaised(
              event.reason === 'loadFailed'
                ? 'EMBEDDED_WALLET_LOAD_FAILED'
                : 'EMBEDDED_WALLET_REQUEST_TIMEOUT',
            ),
          );
          break;
        case 'sessionExpired':
          yield put(alertRaised('SESSION_EXPIRED'));
          break;
        case 'socialResult':
          yield put(socialResultRelayed(event.uri));
          break;
        case 'userChanged': {
          const user = auth.user();
          if (user) yield put(userKnown(user));
          break;
        }
      }
    }
  } finally {
    channel.close();
  }
}
