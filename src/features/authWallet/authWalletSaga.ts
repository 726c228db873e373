import type { Action } from '@reduxjs/toolkit';
import { eventChannel, type Channel, type Task } from 'redux-saga';
import { call, cancel, fork, getContext, put, select, take } from 'redux-saga/effects';
import type { AuthWallet } from '../../frame/AuthWallet';
import type { AuthLoader } from '../../frame/createAuthLoader';
import type { AdapterRegistry } from '../adapters/AdapterRegistry';
import type { PorticoState } from '../PorticoState';
import { allowedOriginsChecked } from '../project/projectSlice';
import { showView } from '../router/showView';
import { whenLeaving } from '../router/whenLeaving';
import { authWalletEventsSaga } from './authWalletEventsSaga';
import { accountTypeSwitch } from './accountTypeSaga';
import {
  accountTypeSwitchRequested,
  emailFieldFocused,
  emailOtpResent,
  emailOtpSubmitted,
  emailSubmitted,
  emailUpdateOtpSubmitted,
  emailUpdateRequested,
  emailUpdateSubmitted,
  socialLoginRequested,
  farcasterLoginRequested,
  socialButtonsApproached,
} from './authWalletActions';
import { emailKnown, farcasterStepReached, loginReset, socialReset } from './authWalletSlice';
import { socialLogin } from './socialLoginSaga';
import { farcasterLogin } from './farcasterLoginSaga';
import { selectEmailLogin } from './authWalletSelectors';
import { emailLogin, emailOtp } from './emailLoginSaga';
import { emailUpdate, emailUpdateOtp } from './emailUpdateSaga';
import { frameDappData, frameTheme } from './frameSync';

/** Theme and app data to the frame now, and the theme again when the system's mode changes. */
function* syncFrame(auth: AuthWallet) {
  const options: PorticoState['options'] = yield select((s: PorticoState) => s.options);
  const query =
    typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
  auth.sync({ theme: frameTheme(options, query?.matches ?? false), dapp: frameDappData(options) });
  if (options.themeMode || !query) return;
  const changes = eventChannel<boolean>((emit) => {
    const listener = (event: MediaQueryListEvent) => emit(event.matches);
    query.addEventListener('change', listener);
    return () => query.removeEventListener('change', listener);
  });
  while (true) {
    const dark: boolean = yield take(changes);
    auth.sync({ theme: frameTheme(options, dark) });
  }
}

/** An origin the project does not allow gets no frame. */
function* guardOrigin(auth: AuthWallet) {
  while (true) {
    const origin: string = yield select((s: PorticoState) => s.project?.origin ?? 'unchecked');
    if (origin === 'notAllowed') {
      auth.disable();
      return;
    }
    yield take(allowedOriginsChecked.type);
  }
}

/**
 * The embedded wallet's feature: email login, email change, approvals and the
 * frame's theme. Runs on the first email intent, or at startup after a past email login.
 */
export function* authWalletSaga(source: Channel<Action>) {
  const adapters: AdapterRegistry = yield getContext('adapters');
  const loader: AuthLoader | undefined = adapters.source('embeddedWallet');
  if (!loader) return;
  const auth: AuthWallet = yield call(loader.load);
  yield fork(guardOrigin, auth);
  yield fork(authWalletEventsSaga, auth);
  yield fork(syncFrame, auth);
  // The frame is made at start only when an email login was used before.
  if (loader.hasPastLogin()) auth.prepare();
  yield put(emailKnown(auth.email()));
  let login: Task | null = null;
  function* stopLogin() {
    if (login?.isRunning()) yield cancel(login);
    login = null;
    yield put(loginReset());
  }
  // Leaving EmailLogin ends the login under way; it starts over next time.
  yield fork(whenLeaving, 'EmailLogin', function* (state: PorticoState) {
    if (selectEmailLogin(state).step !== 'connected') yield call(stopLogin);
  });
  let update: Task | null = null;
  let social: Task | null = null;
  let farcaster: Task | null = null;
  let accountSwitch: Task | null = null;
  // Leaving ConnectingFarcaster stops waiting for the Farcaster app.
  yield fork(whenLeaving, 'ConnectingFarcaster', function* (state: PorticoState) {
    if (state.authWallet?.farcaster.status === 'connected') return;
    if (farcaster?.isRunning()) yield cancel(farcaster);
    yield put(farcasterStepReached({ status: 'idle', url: null }));
  });
  // Leaving ConnectingSocial (Back, Cancel, closing) ends the social login and its popup.
  yield fork(whenLeaving, 'ConnectingSocial', function* (state: PorticoState) {
    if (state.authWallet?.social.status === 'connected') return;
    if (social?.isRunning()) yield cancel(social);
    yield put(socialReset());
  });
  while (true) {
    const action: Action = yield take(source);
    if (emailFieldFocused.match(action) || socialButtonsApproached.match(action)) auth.prepare();
    else if (emailSubmitted.match(action)) {
      if (login?.isRunning()) yield cancel(login);
      login = yield fork(emailLogin, auth, action.payload.trim(), false);
    } else if (emailOtpResent.match(action)) {
      const email: string | null = yield select((s: PorticoState) => selectEmailLogin(s).email);
      if (email && !login?.isRunning()) login = yield fork(emailLogin, auth, email, true);
    } else if (emailOtpSubmitted.match(action)) {
      if (!login?.isRunning()) login = yield fork(emailOtp, auth, action.payload.trim());
    } else if (emailUpdateRequested.match(action)) {
      yield call(showView, 'UpdateEmailWallet');
    } else if (emailUpdateSubmitted.match(action)) {
      if (update?.isRunning()) yield cancel(update);
      update = yield fork(emailUpdate, auth, action.payload);
    } else if (farcasterLoginRequested.match(action)) {
      if (farcaster?.isRunning()) yield cancel(farcaster);
      farcaster = yield fork(farcasterLogin, auth);
    } else if (socialLoginRequested.match(action)) {
      if (social?.isRunning()) yield cancel(social);
      social = yield fork(socialLogin, auth, action.payload);
    } else if (accountTypeSwitchRequested.match(action)) {
      if (!accountSwitch?.isRunning())
        accountSwitch = yield fork(accountTypeSwitch, auth, action.payload);
    } else if (emailUpdateOtpSubmitted.match(action)) {
      if (!update?.isRunning()) update = yield fork(emailUpdateOtp, auth, action.payload.trim());
    }
  }
}
