import { call, put, select } from 'redux-saga/effects';
import type { AuthWallet, EmailLoginAction } from '../../frame/AuthWallet';
import { settle, type Settled } from '../../utils/settle';
import { alertRaised } from '../alerts/alertsSlice';
import { connectAuthWallet } from './connectAuthWallet';
import { showView } from '../router/showView';
import { loginFailed, loginStepReached } from './authWalletSlice';
import { selectEmailLogin } from './authWalletSelectors';
import { EMAIL_LOGIN_COOLDOWN_MS, isOtp, isValidEmail } from './checkEmail';
import { toEmailError } from './toEmailError';
import type { EmailLoginStep } from './types';

/** A second email login only 30 s after the last one; when it may start, or null. */
function cooldownUntil(auth: AuthWallet, now: number): number | null {
  const last = auth.lastEmailLoginAt();
  return last !== null && now - last < EMAIL_LOGIN_COOLDOWN_MS
    ? last + EMAIL_LOGIN_COOLDOWN_MS
    : null;
}

function* connectEmailWallet() {
  yield put(loginStepReached({ step: 'connecting' }));
  yield call(connectAuthWallet, (connected) =>
    connected
      ? loginStepReached({ step: 'connected' })
      : loginFailed({ step: 'failed', error: { reason: 'connectFailed' } }),
  );
}

/** What the secure site asked for next, until a code is wanted or the wallet connects. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a recursive saga needs its type spelled out
function* followAction(auth: AuthWallet, action: EmailLoginAction): Generator<unknown, void, any> {
  if (action === 'VERIFY_OTP') {
    yield put(loginStepReached({ step: 'verifyOtp', codeSentAt: Date.now() }));
    return;
  }
  if (action === 'CONNECT') {
    yield call(connectEmailWallet);
    return;
  }
  // A device the site has not seen: the user opens the mailed link; the site then mails a code.
  yield put(loginStepReached({ step: 'verifyDevice' }));
  const controller = new AbortController();
  try {
    const next: Settled<EmailLoginAction> = yield call(settle, () =>
      auth.connectDevice(controller.signal),
    );
    if (!next.ok) {
      yield put(loginFailed({ step: 'failed', error: toEmailError(next.error) }));
      return;
    }
    yield call(followAction, auth, next.value);
  } finally {
    controller.abort(); // left the view: the frame stops waiting too
  }
}

/**
 * "Continue" with an email: checked, the 30 s cooldown kept, then EmailLogin
 * shows the secure site's answer. `resend` asks again for the same email from the code step.
 */
export function* emailLogin(auth: AuthWallet, email: string, resend: boolean) {
  const failStep: EmailLoginStep = resend ? 'verifyOtp' : 'idle';
  if (!isValidEmail(email)) {
    yield put(loginFailed({ step: failStep, error: { reason: 'invalidEmail' } }));
    return;
  }
  const retryAt = cooldownUntil(auth, Date.now());
  if (retryAt !== null) {
    yield put(loginFailed({ step: failStep, error: { reason: 'cooldown', retryAt } }));
    return;
  }
  if (!resend) yield call(showView, 'EmailLogin');
  yield put(loginStepReached({ step: 'sending' }));
  const answer: Settled<EmailLoginAction> = yield call(settle, () => auth.connectEmail(email));
  if (!answer.ok) {
    const error = toEmailError(answer.error);
    if (error.reason === 'cooldown') error.retryAt = Date.now() + EMAIL_LOGIN_COOLDOWN_MS;
    if (error.reason === 'unverifiedDomain') yield put(alertRaised('UNVERIFIED_DOMAIN'));
    yield put(loginFailed({ step: resend ? 'verifyOtp' : 'failed', error }));
    return;
  }
  yield call(followAction, auth, answer.value);
}

/** A code typed in EmailLogin: checked, sent, then the wallet connects. */
export function* emailOtp(auth: AuthWallet, otp: string) {
  const login: ReturnType<typeof selectEmailLogin> = yield select(selectEmailLogin);
  if (login.step !== 'verifyOtp') return;
  if (!isOtp(otp)) {
    yield put(loginFailed({ step: 'verifyOtp', error: { reason: 'invalidOtp' } }));
    return;
  }
  yield put(loginStepReached({ step: 'checkingOtp' }));
  const answer: Settled<void> = yield call(settle, () => auth.connectOtp(otp));
  if (!answer.ok) {
    const error = toEmailError(answer.error);
    const fatal = error.reason === 'frameFailed' || error.reason === 'notAllowed';
    yield put(loginFailed({ step: fatal ? 'failed' : 'verifyOtp', error }));
    return;
  }
  yield call(connectEmailWallet);
}
