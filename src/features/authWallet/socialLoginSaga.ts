import { call, put, race, select, take } from 'redux-saga/effects';
import type { AuthWallet } from '../../frame/AuthWallet';
import { awaitSocialResult, navigatePopup } from '../../frame/awaitSocialResult';
import { takeSocialPopup } from '../../frame/openSocialPopup';
import type { PorticoState } from '../PorticoState';
import { settle, type Settled } from '../../utils/settle';
import { showView } from '../router/showView';
import { socialResultRelayed } from './authWalletActions';
import { socialFailed, socialStepReached } from './authWalletSlice';
import { connectAuthWallet } from './connectAuthWallet';
import type { SocialError } from './types';

/** A refusal of the login, in the words the view shows (ours, or the provider's reason). */
function toSocialError(error: unknown): SocialError {
  const { code, shortMessage } = (error ?? {}) as { code?: string; shortMessage?: string };
  if (code === 'POPUP_CLOSED') return { reason: 'popupClosed' };
  if (code === 'IFRAME_LOAD_FAILED' || code === 'IFRAME_REQUEST_TIMEOUT')
    return { reason: 'frameFailed' };
  if (code === 'FRAME_REPLY_ERROR' && shortMessage)
    return { reason: 'provider', detail: shortMessage };
  return { reason: 'connectFailed' };
}

/**
 * A social login: the popup the click opened goes to the provider's sign-in page
 * (the frame makes the URL, with PKCE); its result comes back from the secure site's origin
 * and from that popup only (or through the frame, for a provider that cuts the popup's
 * opener); the frame completes the login with it, then the wallet connects. The popup closed
 * first is 'Popup closed'. Cancelled (the view left), the popup is closed.
 */
export function* socialLogin(auth: AuthWallet, provider: string) {
  const popup = takeSocialPopup();
  yield put(socialStepReached({ status: 'started', provider }));
  yield call(showView, 'ConnectingSocial');
  if (!popup) {
    yield put(socialFailed({ reason: 'popupBlocked' }));
    return;
  }
  const controller = new AbortController();
  try {
    const redirect: Settled<{ uri: string; closedCheck: boolean }> = yield call(settle, () =>
      auth.getSocialRedirectUri(provider),
    );
    if (!redirect.ok) {
      popup.close();
      yield put(socialFailed({ reason: 'initFailed' }));
      return;
    }
    try {
      navigatePopup(popup, redirect.value.uri);
    } catch {
      popup.close();
      yield put(socialFailed({ reason: 'initFailed' }));
      return;
    }
    yield put(socialStepReached({ status: 'popupOpened' }));
    const secureSiteUrl: string = yield select(
      (state: PorticoState) => state.options.secureSiteUrl ?? '',
    );
    const outcome: { popup?: Settled<string>; frame?: ReturnType<typeof socialResultRelayed> } =
      yield race({
        popup: call(settle, () =>
          awaitSocialResult({
            popup,
            origin: new URL(secureSiteUrl).origin,
            // The login's OAuth state: a result must carry it back (a replayed one does not).
            state: new URL(redirect.value.uri).searchParams.get('state') ?? undefined,
            checkClosed: redirect.value.closedCheck,
            signal: controller.signal,
          }),
        ),
        frame: take(socialResultRelayed.type),
      });
    if (outcome.popup && !outcome.popup.ok) {
      yield put(socialFailed(toSocialError(outcome.popup.error)));
      return;
    }
    const uri = outcome.popup?.ok ? outcome.popup.value : outcome.frame!.payload;
    yield put(socialStepReached({ status: 'resultReceived' }));
    const connected: Settled<void> = yield call(settle, () => auth.connectSocial(uri));
    if (!connected.ok) {
      yield put(socialFailed(toSocialError(connected.error)));
      return;
    }
    yield put(socialStepReached({ status: 'connecting' }));
    yield call(connectAuthWallet, (ok) =>
      ok ? socialStepReached({ status: 'connected' }) : socialFailed({ reason: 'connectFailed' }),
    );
  } finally {
    controller.abort();
    if (!popup.closed) popup.close();
  }
}
