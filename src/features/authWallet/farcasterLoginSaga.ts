import { call, put } from 'redux-saga/effects';
import type { AuthWallet } from '../../frame/AuthWallet';
import { settle, type Settled } from '../../utils/settle';
import { showView } from '../router/showView';
import { farcasterStepReached } from './authWalletSlice';
import { connectAuthWallet } from './connectAuthWallet';

/**
 * A Farcaster sign-in: the frame makes the sign-in URL (ConnectingFarcaster
 * shows it as a QR code, with copy), then waits for the Farcaster app's approval; the secure
 * site checks the signed message, and the wallet connects. Denied, expired or refused: 'Failed
 * to connect to farcaster', with Try again (a new URL). Leaving the view stops the wait.
 */
export function* farcasterLogin(auth: AuthWallet) {
  yield put(farcasterStepReached({ status: 'loadingUri', url: null }));
  yield call(showView, 'ConnectingFarcaster');
  const controller = new AbortController();
  try {
    const url: Settled<string> = yield call(settle, () => auth.getFarcasterUri());
    if (!url.ok) {
      yield put(farcasterStepReached({ status: 'failed' }));
      return;
    }
    yield put(farcasterStepReached({ status: 'waiting', url: url.value }));
    const approved: Settled<void> = yield call(settle, () =>
      auth.connectFarcaster(controller.signal),
    );
    if (!approved.ok) {
      yield put(farcasterStepReached({ status: 'failed', url: null }));
      return;
    }
    yield put(farcasterStepReached({ status: 'connecting' }));
    yield call(connectAuthWallet, (ok) =>
      farcasterStepReached({ status: ok ? 'connected' : 'failed' }),
    );
  } finally {
    controller.abort();
  }
}
