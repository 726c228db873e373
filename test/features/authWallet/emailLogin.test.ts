import { storeOf } from '../../../src/modal/storeOf';
import {
  emailOtpResent,
  emailOtpSubmitted,
  emailSubmitted,
  emailUpdateOtpSubmitted,
  emailUpdateRequested,
  emailUpdateSubmitted,
} from '../../../src/features/authWallet/authWalletActions';
import {
  selectAuthEmail,
  selectEmailLogin,
  selectEmailUpdate,
} from '../../../src/features/authWallet/authWalletSelectors';
import { back } from '../../../src/features/modal/modalSlice';
import { FRAME_LOAD_TIMEOUT_MS, FRAME_REQUEST_TIMEOUT_MS } from '../../../src/frame/frameTimeouts';
import { createTranslator } from '../../../src/i18n/createTranslator';
import { emailErrorText } from '../../../src/views/EmailLogin/emailErrorText';
import {
  AUTH_STORAGE_KEYS,
  createAuthTest,
  eip155Connection,
  frameReady,
  storageAfterLogin,
  tick,
  setUpAuthTests,
  type AuthTest,
} from '../../support/authModal';
import {
  LOGIN_CODE,
  SESSION_TOKEN,
  USER_ADDRESS,
  USER_EMAIL,
} from '../../support/secureFrameHarness';

/**
 * The email login and email change (spec §4, §5, §9) through the actions the views dispatch
 * and the state they read, against the real adapter and frame client, the secure site played
 * by `secureFrameHarness`. Fake timers and a fixed clock for the 30 s cooldown.
 */

setUpAuthTests();

const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);
beforeEach(() => jest.setSystemTime(T0));

const login = (t: AuthTest) => selectEmailLogin(t.state());
const update = (t: AuthTest) => selectEmailUpdate(t.state());
const top = (t: AuthTest) =>
  t.state().modal.status === 'open' ? t.state().router.history.at(-1) : 'closed';

/** "Continue" with an email, the frame made and ready: EmailLogin on the code step. */
async function toCodeStep(t: AuthTest, email = USER_EMAIL) {
  storeOf(t.modal).dispatch(emailSubmitted(email));
  await tick();
  await frameReady();
  expect(login(t)).toMatchObject({ step: 'verifyOtp', error: null });
}

describe('email login: the email (spec §5)', () => {
  it('errors: an invalid email is refused (invalidEmail) without a frame, a request or a cooldown', async () => {
    const t = createAuthTest();
    for (const email of ['not-an-email', 'a@b', 'a b@c.de', '@b.co']) {
      storeOf(t.modal).dispatch(emailSubmitted(email));
      await tick(1000);
      expect(login(t)).toMatchObject({ step: 'idle', error: { reason: 'invalidEmail' } });
    }
    expect(t.frame.framesMade()).toBe(0);
    expect(t.frame.posts).toEqual([]);
    expect(t.storage.getItem(AUTH_STORAGE_KEYS.lastEmailLoginTime)).toBeNull();
    // A valid one right after goes through: a typo started no cooldown.
    await toCodeStep(t);
  });

  it('behavior: "Continue" opens EmailLogin, sends the trimmed email, and a known device gets the code step', async () => {
    const t = createAuthTest();
    storeOf(t.modal).dispatch(emailSubmitted(`  ${USER_EMAIL} `));
    await tick();
    expect(top(t)).toBe('EmailLogin');
    expect(login(t)).toMatchObject({ step: 'sending', email: USER_EMAIL });
    await frameReady();
    expect(t.frame.sent('CONNECT_EMAIL').map((m) => m.payload)).toEqual([{ email: USER_EMAIL }]);
    expect(login(t)).toMatchObject({ step: 'verifyOtp', error: null });
    expect(login(t).codeSentAt).toBeGreaterThanOrEqual(T0);
    expect(t.storage.getItem(AUTH_STORAGE_KEYS.lastEmailLoginTime)).toBe(String(T0));
  });

  it('errors: a second login within 30 s is refused (cooldown, retryAt = last + 30 s) without a request; at 30 s it goes', async () => {
    const t = createAuthTest();
    await toCodeStep(t);
    t.modal.dispatch(back());
    jest.setSystemTime(T0 + 10_000);
    storeOf(t.modal).dispatch(emailSubmitted('other@b.co'));
    await tick();
    expect(login(t).error).toEqual({ reason: 'cooldown', retryAt: T0 + 30_000 });
    const translate = createTranslator('en', null);
    expect(emailErrorText(translate, login(t).error!, 20)).toBe(
      'Please try again after 20 seconds',
    );
    jest.setSystemTime(T0 + 29_999);
    storeOf(t.modal).dispatch(emailSubmitted('other@b.co'));
    await tick();
    expect(login(t).error).toMatchObject({ reason: 'cooldown', retryAt: T0 + 30_000 });
    expect(t.frame.sent('CONNECT_EMAIL')).toHaveLength(1);
    jest.setSystemTime(T0 + 30_000);
    storeOf(t.modal).dispatch(emailSubmitted('other@b.co'));
    await tick();
    expect(t.frame.sent('CONNECT_EMAIL').map((m) => m.payload)).toEqual([
      { email: USER_EMAIL },
      { email: 'other@b.co' },
    ]);
    expect(login(t)).toMatchObject({ step: 'verifyOtp', error: null });
  });

  it('behavior: the cooldown outlives a reload (portico.auth.lastEmailLoginTime)', async () => {
    const first = createAuthTest();
    await toCodeStep(first);
    const storage = first.storage;
    first.modal.destroy();
    jest.setSystemTime(T0 + 5_000);
    const t = createAuthTest({ storage });
    storeOf(t.modal).dispatch(emailSubmitted(USER_EMAIL));
    await tick();
    expect(login(t).error).toEqual({ reason: 'cooldown', retryAt: T0 + 30_000 });
    expect(t.frame.posts).toEqual([]);
  });

  it('behavior: "Resend code" asks again for the same email, and keeps the code step during the cooldown', async () => {
    const t = createAuthTest();
    await toCodeStep(t);
    jest.setSystemTime(T0 + 5_000);
    storeOf(t.modal).dispatch(emailOtpResent());
    await tick();
    expect(login(t)).toMatchObject({ step: 'verifyOtp', error: { reason: 'cooldown' } });
    jest.setSystemTime(T0 + 31_000);
    storeOf(t.modal).dispatch(emailOtpResent());
    await tick();
    expect(t.frame.sent('CONNECT_EMAIL').map((m) => m.payload)).toEqual([
      { email: USER_EMAIL },
      { email: USER_EMAIL },
    ]);
    expect(login(t)).toMatchObject({ step: 'verifyOtp', error: null, codeSentAt: T0 + 31_000 });
    expect(top(t)).toBe('EmailLogin');
  });
});

describe('email login: the code (spec §4, §5)', () => {
  it('errors: a code that is not 6 digits is refused (invalidOtp) without a request', async () => {
    const t = createAuthTest();
    await toCodeStep(t);
    for (const otp of ['12345', '1234567', '12a456', '']) {
      storeOf(t.modal).dispatch(emailOtpSubmitted(otp));
      await tick();
      expect(login(t)).toMatchObject({ step: 'verifyOtp', error: { reason: 'invalidOtp' } });
    }
    expect(t.frame.sent('CONNECT_OTP')).toEqual([]);
  });

  it('errors: a wrong code ("Invalid code") is back on the code step with wrongCode; nothing is stored', async () => {
    const t = createAuthTest();
    await toCodeStep(t);
    storeOf(t.modal).dispatch(emailOtpSubmitted('000000'));
    await tick();
    expect(t.frame.sent('CONNECT_OTP').map((m) => m.payload)).toEqual([{ otp: '000000' }]);
    expect(login(t)).toMatchObject({ step: 'verifyOtp', error: { reason: 'wrongCode' } });
    expect(t.storage.getItem(AUTH_STORAGE_KEYS.session)).toBeNull();
    expect(t.storage.getItem(AUTH_STORAGE_KEYS.loginEmailUsed)).toBeNull();
    expect(eip155Connection(t)?.status).not.toBe('connected');
  });

  it('behavior: the right code goes checkingOtp → connecting → connected, with the embedded wallet’s eip155 connection', async () => {
    const t = createAuthTest();
    await toCodeStep(t);
    t.frame.on('CONNECT_OTP', () => 'hold');
    storeOf(t.modal).dispatch(emailOtpSubmitted(` ${LOGIN_CODE}`));
    await tick();
    expect(login(t).step).toBe('checkingOtp');
    const [otp] = t.frame.sent('CONNECT_OTP');
    expect(otp!.payload).toEqual({ otp: LOGIN_CODE });
    t.frame.on('GET_USER', () => 'hold');
    t.frame.answer(otp!, { ok: { token: SESSION_TOKEN } });
    await tick();
    expect(login(t).step).toBe('connecting');
    const [user] = t.frame.sent('GET_USER');
    t.frame.answer(user!, {
      ok: { email: USER_EMAIL, address: USER_ADDRESS, chainId: 'eip155:31337' },
    });
    await tick();
    expect(login(t)).toMatchObject({ step: 'connected', error: null });
    expect(eip155Connection(t)).toMatchObject({
      status: 'connected',
      connectorId: 'auth',
      kind: 'auth',
      caipAddress: `eip155:31337:${USER_ADDRESS}`,
    });
    expect(selectAuthEmail(t.state())).toBe(USER_EMAIL);
    // What a reload needs to restore it (spec §3).
    expect(t.storage.getItem(AUTH_STORAGE_KEYS.session)).toBe(SESSION_TOKEN);
    expect(t.storage.getItem(AUTH_STORAGE_KEYS.loginEmailUsed)).toBe('true');
    expect(t.storage.getItem(AUTH_STORAGE_KEYS.email)).toBe(USER_EMAIL);
  });

  it('behavior: CONNECT (a session the frame already holds) connects without a code', async () => {
    const t = createAuthTest({ frame: { loginAction: 'CONNECT' } });
    storeOf(t.modal).dispatch(emailSubmitted(USER_EMAIL));
    await tick();
    await frameReady();
    expect(login(t).step).toBe('connected');
    expect(t.frame.sent('CONNECT_OTP')).toEqual([]);
    expect(eip155Connection(t)).toMatchObject({ status: 'connected', connectorId: 'auth' });
  });

  it('behavior: VERIFY_DEVICE waits on verifyDevice; CONNECT_DEVICE’s VERIFY_OTP moves to the code step', async () => {
    const t = createAuthTest({ frame: { loginAction: 'VERIFY_DEVICE' } });
    t.frame.on('CONNECT_DEVICE', () => 'hold');
    storeOf(t.modal).dispatch(emailSubmitted(USER_EMAIL));
    await tick();
    await frameReady();
    expect(login(t)).toMatchObject({ step: 'verifyDevice', error: null });
    const [device] = t.frame.sent('CONNECT_DEVICE');
    expect(device).toBeDefined();
    t.frame.answer(device!, { ok: { action: 'VERIFY_OTP' } });
    await tick();
    expect(login(t)).toMatchObject({ step: 'verifyOtp', error: null });
  });
});

describe('email login: leaving and failures (spec §2, §8)', () => {
  it('behavior: leaving EmailLogin (Back) resets the login to idle', async () => {
    const t = createAuthTest();
    await toCodeStep(t);
    expect(top(t)).toBe('EmailLogin');
    t.modal.dispatch(back());
    await tick();
    expect(login(t)).toEqual({ step: 'idle', email: null, error: null, codeSentAt: null });
    // A code typed afterwards goes nowhere.
    storeOf(t.modal).dispatch(emailOtpSubmitted(LOGIN_CODE));
    await tick();
    expect(t.frame.sent('CONNECT_OTP')).toEqual([]);
  });

  // Leaving is followed through every view change (whenLeaving): Back to Connect counts.
  it('behavior: Back from EmailLogin to Connect resets the login to idle', async () => {
    const t = createAuthTest();
    t.modal.open();
    await tick();
    await toCodeStep(t);
    expect(t.state().router.history).toEqual(['Connect', 'EmailLogin']);
    t.modal.dispatch(back());
    await tick();
    expect(top(t)).toBe('Connect');
    expect(login(t)).toEqual({ step: 'idle', email: null, error: null, codeSentAt: null });
  });

  it('behavior: closing the modal while the device link is awaited stops the wait; its late answer changes nothing', async () => {
    // The late answer, to a request the page gave up, is warned about.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = createAuthTest({ frame: { loginAction: 'VERIFY_DEVICE' } });
    t.frame.on('CONNECT_DEVICE', () => 'hold');
    t.modal.open();
    await tick();
    storeOf(t.modal).dispatch(emailSubmitted(USER_EMAIL));
    await tick();
    await frameReady();
    expect(login(t).step).toBe('verifyDevice');
    t.modal.close();
    await tick();
    expect(login(t).step).toBe('idle');
    t.frame.answer(t.frame.sent('CONNECT_DEVICE')[0]!, { ok: { action: 'VERIFY_OTP' } });
    await tick();
    expect(login(t).step).toBe('idle');
  });

  it('errors: a frame that never loads fails the login after 20 s (frameFailed, load alert); the next try makes a new frame', async () => {
    const t = createAuthTest({ frame: { autoReady: false } });
    storeOf(t.modal).dispatch(emailSubmitted(USER_EMAIL));
    await tick(FRAME_LOAD_TIMEOUT_MS - 1);
    expect(login(t).step).toBe('sending');
    await tick(1);
    expect(login(t)).toMatchObject({ step: 'failed', error: { reason: 'frameFailed' } });
    expect(t.state().alerts.current).toBe('EMBEDDED_WALLET_LOAD_FAILED');
    expect(t.frame.posts).toEqual([]);
    expect(document.querySelectorAll('#w3m-iframe')).toHaveLength(0);
    jest.setSystemTime(T0 + 30_000);
    storeOf(t.modal).dispatch(emailSubmitted(USER_EMAIL));
    await tick();
    expect(t.frame.framesMade()).toBe(2);
  });

  it('errors: a code with no reply in 120 s fails the login (frameFailed, request-timeout alert)', async () => {
    const t = createAuthTest();
    await toCodeStep(t);
    t.frame.on('CONNECT_OTP', () => 'hold');
    storeOf(t.modal).dispatch(emailOtpSubmitted(LOGIN_CODE));
    await tick(FRAME_REQUEST_TIMEOUT_MS - 1);
    expect(login(t).step).toBe('checkingOtp');
    await tick(1);
    expect(login(t)).toMatchObject({ step: 'failed', error: { reason: 'frameFailed' } });
    expect(t.state().alerts.current).toBe('EMBEDDED_WALLET_REQUEST_TIMEOUT');
  });
});

describe('email update (spec §4)', () => {
  async function connected() {
    const t = createAuthTest({ storage: storageAfterLogin() });
    await tick();
    await frameReady();
    expect(eip155Connection(t)?.status).toBe('connected');
    t.modal.open();
    storeOf(t.modal).dispatch(emailUpdateRequested());
    await tick();
    expect(top(t)).toBe('UpdateEmailWallet');
    return t;
  }

  it('behavior: a code to the current address, then one to the new address; the email is then new in state and storage', async () => {
    const t = await connected();
    expect(selectAuthEmail(t.state())).toBe(USER_EMAIL);
    storeOf(t.modal).dispatch(emailUpdateSubmitted('new@b.co'));
    await tick();
    expect(t.frame.sent('UPDATE_EMAIL').map((m) => m.payload)).toEqual([{ email: 'new@b.co' }]);
    expect(update(t)).toMatchObject({ step: 'verifyPrimaryOtp', error: null });
    storeOf(t.modal).dispatch(emailUpdateOtpSubmitted(LOGIN_CODE));
    await tick();
    expect(t.frame.sent('UPDATE_EMAIL_PRIMARY_OTP').map((m) => m.payload)).toEqual([
      { otp: LOGIN_CODE },
    ]);
    expect(update(t)).toMatchObject({ step: 'verifySecondaryOtp', error: null });
    expect(selectAuthEmail(t.state())).toBe(USER_EMAIL);
    storeOf(t.modal).dispatch(emailUpdateOtpSubmitted('999999'));
    await tick();
    expect(update(t)).toMatchObject({ step: 'verifySecondaryOtp', error: { reason: 'wrongCode' } });
    storeOf(t.modal).dispatch(emailUpdateOtpSubmitted(LOGIN_CODE));
    await tick();
    expect(t.frame.sent('UPDATE_EMAIL_SECONDARY_OTP').map((m) => m.payload)).toEqual([
      { otp: '999999' },
      { otp: LOGIN_CODE },
    ]);
    expect(update(t).step).toBe('done');
    expect(selectAuthEmail(t.state())).toBe('new@b.co');
    expect(t.storage.getItem(AUTH_STORAGE_KEYS.email)).toBe('new@b.co');
    expect(t.state().notifications.toast).toMatchObject({
      messageKey: 'emailUpdate.done',
      params: { email: 'new@b.co' },
      variant: 'success',
    });
    expect(top(t)).toBe('Account');
  });

  it('errors: an invalid or unchanged email, or a code that is not 6 digits, is refused without a request', async () => {
    const t = await connected();
    storeOf(t.modal).dispatch(emailUpdateSubmitted('nope'));
    await tick();
    expect(update(t)).toMatchObject({ step: 'enterEmail', error: { reason: 'invalidEmail' } });
    storeOf(t.modal).dispatch(emailUpdateSubmitted(USER_EMAIL.toUpperCase()));
    await tick();
    expect(update(t)).toMatchObject({ step: 'enterEmail', error: { reason: 'sameEmail' } });
    expect(t.frame.sent('UPDATE_EMAIL')).toEqual([]);
    storeOf(t.modal).dispatch(emailUpdateSubmitted('new@b.co'));
    await tick();
    storeOf(t.modal).dispatch(emailUpdateOtpSubmitted('12345'));
    await tick();
    expect(update(t)).toMatchObject({ step: 'verifyPrimaryOtp', error: { reason: 'invalidOtp' } });
    expect(t.frame.sent('UPDATE_EMAIL_PRIMARY_OTP')).toEqual([]);
  });
});
