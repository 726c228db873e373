import { storeOf } from '../../../src/modal/storeOf';
import {
  socialButtonsApproached,
  socialLoginRequested,
} from '../../../src/features/authWallet/authWalletActions';
import { selectAuthIdentity } from '../../../src/features/authWallet/authWalletSelectors';
import { openSocialPopup } from '../../../src/frame/openSocialPopup';
import { POPUP_CLOSED_CHECK_MS } from '../../../src/frame/awaitSocialResult';
import {
  AUTH_STORAGE_KEYS,
  createAuthTest,
  eip155Connection,
  frameReady,
  setUpAuthTests,
  tick,
  type AuthTest,
} from '../../support/authModal';
import { SECURE_ORIGIN, SESSION_TOKEN, USER_ADDRESS } from '../../support/secureFrameHarness';

/**
 * Social login (spec §4, §5, §7, §8) through the actions the Connect view dispatches, against
 * the real adapter and frame client, the secure site played by the harness and the popup by a
 * stand-in window: the popup opened in the click, sent to the provider, its result taken only
 * from the secure origin and that popup, CONNECT_SOCIAL, then the wallet connects.
 */

setUpAuthTests();

const PROVIDER_URL = 'http://127.0.0.1:8594/google/auth?state=s1';
const CALLBACK = `${SECURE_ORIGIN}/oauth/callback?code=c1&state=s1`;

function fakePopup() {
  return {
    closed: false,
    close: jest.fn(),
    location: { href: 'about:blank' },
  } as unknown as Window & {
    closed: boolean;
    location: { href: string };
  };
}

/** A modal whose secure site answers the social requests (closedCheck as given). */
function socialTest(closedCheck = true): AuthTest {
  const t = createAuthTest();
  t.frame.on('GET_SOCIAL_REDIRECT_URI', ({ provider }) =>
    provider === 'google'
      ? { ok: { uri: PROVIDER_URL, closedCheck } }
      : { error: { message: 'Unsupported social provider' } },
  );
  t.frame.on('CONNECT_SOCIAL', ({ uri }) =>
    uri === CALLBACK
      ? {
          ok: {
            token: SESSION_TOKEN,
            email: 'ada@google.test',
            address: USER_ADDRESS,
            chainId: 'eip155:31337',
            accounts: [{ address: USER_ADDRESS, type: 'eoa' }],
            userName: 'Ada',
            socialProvider: 'google',
            preferredAccountType: 'eoa',
          },
        }
      : { error: { message: 'The user denied the request' } },
  );
  t.frame.on('GET_USER', () => ({
    ok: {
      email: 'ada@google.test',
      address: USER_ADDRESS,
      chainId: 'eip155:31337',
      userName: 'Ada',
      socialProvider: 'google',
    },
  }));
  return t;
}

/** What the view does on a social button: the popup in the click, then the event. */
function click(t: AuthTest, popup: Window | null, provider = 'google') {
  jest.spyOn(window, 'open').mockReturnValue(popup);
  openSocialPopup();
  storeOf(t.modal).dispatch(socialLoginRequested(provider));
}

const social = (t: AuthTest) => t.state().authWallet?.social;
const fromPopup = (popup: Window, uri = CALLBACK, origin = SECURE_ORIGIN) =>
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { type: 'SOCIAL_RESULT', payload: { uri } },
      origin,
      source: popup,
    }),
  );

describe('social login', () => {
  it('default: the popup goes to the provider; its result from the secure origin logs in, and the wallet connects with the user’s name', async () => {
    const t = socialTest();
    const popup = fakePopup();
    t.modal.open();
    click(t, popup);
    await tick();
    await frameReady();
    expect(t.frame.sent('GET_SOCIAL_REDIRECT_URI')[0]!.payload).toEqual({ provider: 'google' });
    expect(popup.location.href).toBe(PROVIDER_URL);
    expect(social(t)).toMatchObject({ status: 'popupOpened', provider: 'google' });
    expect(t.state().router.history.at(-1)).toBe('ConnectingSocial');
    fromPopup(popup);
    await tick();
    await frameReady();
    expect(t.frame.sent('CONNECT_SOCIAL')[0]!.payload).toMatchObject({ uri: CALLBACK });
    expect(eip155Connection(t)).toMatchObject({
      status: 'connected',
      kind: 'auth',
      caipAddress: `eip155:31337:${USER_ADDRESS}`,
    });
    expect(t.storage.getItem(AUTH_STORAGE_KEYS.session)).toBe(SESSION_TOKEN);
    expect(t.storage.getItem(AUTH_STORAGE_KEYS.socialUsername)).toBe('Ada');
    expect(selectAuthIdentity(t.state())).toEqual({
      email: 'ada@google.test',
      userName: 'Ada',
      socialProvider: 'google',
    });
    expect(popup.close).toHaveBeenCalled();
  });

  it('behavior: the pointer or focus reaching the buttons makes the frame, and asks it nothing', async () => {
    const t = socialTest();
    t.modal.open();
    await tick();
    expect(t.frame.framesMade()).toBe(0);
    storeOf(t.modal).dispatch(socialButtonsApproached());
    await tick();
    await frameReady();
    expect(t.frame.framesMade()).toBe(1);
    expect(t.frame.types().filter((type) => !type.startsWith('SYNC_'))).toEqual([]);
  });

  it('errors: a blocked popup says so, and nothing is asked of the frame', async () => {
    const t = socialTest();
    t.modal.open();
    click(t, null);
    await tick();
    await frameReady();
    expect(social(t)).toMatchObject({ status: 'failed', error: { reason: 'popupBlocked' } });
    expect(t.frame.sent('GET_SOCIAL_REDIRECT_URI')).toHaveLength(0);
  });

  it('errors: the popup closed before a result is "Popup closed" within a second; a forged result from another origin changes nothing', async () => {
    const t = socialTest();
    const popup = fakePopup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    t.modal.open();
    click(t, popup);
    await tick();
    await frameReady();
    fromPopup(popup, CALLBACK, 'http://evil.example');
    await tick();
    expect(t.frame.sent('CONNECT_SOCIAL')).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('http://evil.example'));
    popup.closed = true;
    await tick(POPUP_CLOSED_CHECK_MS);
    expect(social(t)).toMatchObject({ status: 'failed', error: { reason: 'popupClosed' } });
    expect(eip155Connection(t)?.status).not.toBe('connected');
  });

  it('behavior: a provider that cuts the opener: its popup looks closed, and the result comes through the frame', async () => {
    const t = socialTest(false);
    const popup = fakePopup();
    t.modal.open();
    click(t, popup);
    await tick();
    await frameReady();
    popup.closed = true;
    await tick(POPUP_CLOSED_CHECK_MS * 3);
    expect(social(t)?.status).toBe('popupOpened');
    t.frame.say({ type: 'SOCIAL_RESULT', payload: { uri: CALLBACK } });
    await tick();
    await frameReady();
    expect(eip155Connection(t)?.status).toBe('connected');
  });

  it('errors: the provider’s refusal is said with its reason', async () => {
    const t = socialTest();
    const popup = fakePopup();
    t.modal.open();
    click(t, popup);
    await tick();
    await frameReady();
    fromPopup(popup, `${SECURE_ORIGIN}/oauth/callback?error=access_denied&state=s1`);
    await tick();
    expect(social(t)).toMatchObject({
      status: 'failed',
      error: { reason: 'provider', detail: 'The user denied the request' },
    });
  });

  it('errors: the frame cannot start it: "Failed to initiate social connection", the popup closed', async () => {
    const t = socialTest();
    const popup = fakePopup();
    t.modal.open();
    click(t, popup, 'github');
    await tick();
    await frameReady();
    expect(social(t)).toMatchObject({ status: 'failed', error: { reason: 'initFailed' } });
    expect(popup.close).toHaveBeenCalled();
  });
});
