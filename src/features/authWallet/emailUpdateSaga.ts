import { call, put, select } from 'redux-saga/effects';
import type { AuthWallet, EmailUpdateAction } from '../../frame/AuthWallet';
import type { PorticoState } from '../PorticoState';
import { settle, type Settled } from '../../utils/settle';
import { back } from '../modal/modalSlice';
import { showToast } from '../notifications/notificationsSlice';
import { emailKnown, updateFailed, updateStepReached } from './authWalletSlice';
import { selectAuthEmail, selectEmailUpdate } from './authWalletSelectors';
import type { EmailUpdateStep } from './types';
import { isOtp, isValidEmail } from './checkEmail';
import { toEmailError } from './toEmailError';

const stepOf = (action: EmailUpdateAction) =>
  action === 'VERIFY_PRIMARY_OTP' ? 'verifyPrimaryOtp' : 'verifySecondaryOtp';

/** UpdateEmailWallet's new email: checked, then a code to the current address. */
export function* emailUpdate(auth: AuthWallet, email: string) {
  const next = email.trim();
  if (!isValidEmail(next)) {
    yield put(updateFailed({ step: 'enterEmail', error: { reason: 'invalidEmail' } }));
    return;
  }
  const current: string | null = yield select(selectAuthEmail);
  if (current && current.toLowerCase() === next.toLowerCase()) {
    yield put(updateFailed({ step: 'enterEmail', error: { reason: 'sameEmail' } }));
    return;
  }
  yield put(updateStepReached('sending'));
  const answer: Settled<EmailUpdateAction> = yield call(settle, () => auth.updateEmail(next));
  if (answer.ok) yield put(updateStepReached(stepOf(answer.value)));
  else yield put(updateFailed({ step: 'enterEmail', error: toEmailError(answer.error) }));
}

/** A code of the change: the current address's, then the new one's; then the email is new. */
export function* emailUpdateOtp(auth: AuthWallet, otp: string) {
  const step: EmailUpdateStep = yield select((s: PorticoState) => selectEmailUpdate(s).step);
  if (step !== 'verifyPrimaryOtp' && step !== 'verifySecondaryOtp') return;
  if (!isOtp(otp)) {
    yield put(updateFailed({ step, error: { reason: 'invalidOtp' } }));
    return;
  }
  yield put(updateStepReached('checkingOtp'));
  if (step === 'verifyPrimaryOtp') {
    const answer: Settled<EmailUpdateAction> = yield call(settle, () =>
      auth.updateEmailPrimaryOtp(otp),
    );
    if (answer.ok) yield put(updateStepReached(stepOf(answer.value)));
    else yield put(updateFailed({ step, error: toEmailError(answer.error) }));
    return;
  }
  const answer: Settled<string> = yield call(settle, () => auth.updateEmailSecondaryOtp(otp));
  if (!answer.ok) {
    yield put(updateFailed({ step, error: toEmailError(answer.error) }));
    return;
  }
  yield put(emailKnown(answer.value));
  yield put(updateStepReached('done'));
  yield put(
    showToast({
      messageKey: 'emailUpdate.done',
      params: { email: answer.value },
      variant: 'success',
    }),
  );
  yield put(back());
}
