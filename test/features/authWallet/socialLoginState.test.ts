import { storeOf } from '../../../src/modal/storeOf';
import { socialLoginRequested } from '../../../src/features/authWallet/authWalletActions';
import { openSocialPopup } from '../../../src/frame/openSocialPopup';
import {
  createAuthTest,
  eip155Connection,
  frameReady,
  setUpAuthTests,
  tick,
  type AuthTest,
} from '../../support/authModal';
import { SECURE_ORIGIN, SESSION_TOKEN, USER_ADDRESS } from '../../support/secureFrameHarness';

/**
 * A social login takes only its own result (issue 25): the popup's callback URL must carry the
 * OAuth `state` of the provider URL this login sent the popup to. A result of another login
 * (replayed, or an older attempt's) from the right origin and popup is warned and ignored, and
 * the login goes on to take its own. Real adapter, saga and frame client; the secure site
 * played by the harness, the popup by a stand-in window.
 */

setUpAuthTests();

const PROVIDER_URL = 'http://127.0.0.1:8594/google/auth?client_id=c&state=s-this-login';
const CALLBACK = `${SECURE_ORIGIN}/oauth/callback?code=c1&state=s-this-login`;
const REPLAYED = `${SECURE_ORIGIN}/oauth/callback?code=c0&state=s-an-older-login`;
const STATELESS = `${SECURE_ORIGIN}/oauth/callback?code=c2`;

function socialTest(): AuthTest {
  const t = createAuthTest();
  t.frame.on('GET_SOCIAL_REDIRECT_URI', () => ({ ok: { uri: PROVIDER_URL, closedCheck: true } }));
  const user = { email: 'ada@google.test', address: USER_ADDRESS, chainId: 'eip155:31337' };
  // The frame would take any callback of its origin: the page is what keeps to its own.
  t.frame.on('CONNECT_SOCIAL', () => ({ ok: { ...user, token: SESSION_TOKEN } }));
  t.frame.on('GET_USER', () => ({ ok: user }));
  return t;
}

const fromPopup = (popup: Window, uri: string) =>
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { type: 'SOCIAL_RESULT', payload: { uri } },
      origin: SECURE_ORIGIN,
      source: popup,
    }),
  );

describe('social login state', () => {
  it('errors: a result without this login’s OAuth state is ignored and warned; its own result then logs in', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = socialTest();
    const popup = {
      closed: false,
      close: jest.fn(),
      location: { href: 'about:blank' },
    } as unknown as Window;
    t.modal.open();
    jest.spyOn(window, 'open').mockReturnValue(popup);
    openSocialPopup();
    storeOf(t.modal).dispatch(socialLoginRequested('google'));
    await tick();
    await frameReady();
    expect(t.state().authWallet?.social).toMatchObject({ status: 'popupOpened' });

    fromPopup(popup, REPLAYED);
    fromPopup(popup, STATELESS);
    await tick();
    await frameReady();
    expect(t.frame.sent('CONNECT_SOCIAL')).toEqual([]);
    expect(t.state().authWallet?.social).toMatchObject({ status: 'popupOpened' });
    // (The frame client also warns them: they are not its frame's messages.)
    const said = warn.mock.calls.map(([message]) => String(message));
    expect(said.filter((message) => message.includes('social login result'))).toEqual([
      `[portico] ignored a social login result that is not a callback of ${SECURE_ORIGIN} for this login`,
      `[portico] ignored a social login result that is not a callback of ${SECURE_ORIGIN} for this login`,
    ]);

    fromPopup(popup, CALLBACK);
    await tick();
    await frameReady();
    expect(t.frame.sent('CONNECT_SOCIAL').map((m) => m.payload)).toEqual([
      expect.objectContaining({ uri: CALLBACK }),
    ]);
    expect(eip155Connection(t)).toMatchObject({ status: 'connected', kind: 'auth' });
  });
});
