import {
  awaitSocialResult,
  navigatePopup,
  POPUP_CLOSED_CHECK_MS,
} from '../../src/frame/awaitSocialResult';
import { openSocialPopup, takeSocialPopup } from '../../src/frame/openSocialPopup';

/**
 * The social login popup (spec §4, §5, §9): opened blank in the click at 600×800, its result
 * taken only from the secure site's origin and only from that popup, 'Popup closed' checked
 * each second, a blocked popup reported as such.
 */

const ORIGIN = 'http://localhost:7777';
const RESULT = {
  type: 'SOCIAL_RESULT',
  payload: { uri: `${ORIGIN}/oauth/callback?code=c&state=s` },
};

/** A stand-in for the popup window: only what the page reads of it. */
function fakePopup() {
  return {
    closed: false,
    close: jest.fn(),
    location: { href: 'about:blank' },
  } as unknown as Window & {
    closed: boolean;
  };
}

const post = (data: unknown, origin: string, source: unknown) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('social popup', () => {
  it('default: opened blank, named, 600×800, in the call itself; handed over once', () => {
    const popup = fakePopup();
    const open = jest.spyOn(window, 'open').mockReturnValue(popup);
    openSocialPopup();
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      'portico-social',
      'popup,width=600,height=800',
    );
    expect(takeSocialPopup()).toBe(popup);
    expect(takeSocialPopup()).toBeNull();
  });

  it('errors: a blocked popup (window.open answers null) is handed over as null', () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    openSocialPopup();
    expect(takeSocialPopup()).toBeNull();
  });

  it('behavior: only http(s) provider URLs are navigated to', () => {
    const popup = fakePopup();
    navigatePopup(popup, 'http://127.0.0.1:8594/google/auth?x=1');
    expect(popup.location.href).toBe('http://127.0.0.1:8594/google/auth?x=1');
    expect(() => navigatePopup(popup, 'javascript:alert(1)')).toThrow(
      'Failed to initiate social connection',
    );
  });

  it('errors: a result from another origin or another window, or of another shape, is ignored and warned', async () => {
    const popup = fakePopup();
    const warnings: string[] = [];
    const controller = new AbortController();
    const result = awaitSocialResult({
      popup,
      origin: ORIGIN,
      checkClosed: true,
      signal: controller.signal,
      warn: (message) => warnings.push(message),
    });
    post(RESULT, 'http://evil.example', popup);
    post(RESULT, ORIGIN, window); // the secure site's origin, but not the popup
    post({ type: 'SOCIAL_RESULT', payload: { uri: 42 } }, ORIGIN, popup);
    post('noise', 'http://other.example', null); // not a result: silent
    expect(warnings).toEqual([
      "ignored a social login result from http://evil.example that is not the popup's",
      `ignored a social login result from ${ORIGIN} that is not the popup's`,
    ]);
    post(RESULT, ORIGIN, popup);
    await expect(result).resolves.toBe(RESULT.payload.uri);
  });

  it('errors: the popup closed before a result is "Popup closed" within a second', async () => {
    const popup = fakePopup();
    const outcome = awaitSocialResult({
      popup,
      origin: ORIGIN,
      checkClosed: true,
      signal: new AbortController().signal,
      warn: () => undefined,
    }).catch((error: { code: string; shortMessage: string }) => error);
    await jest.advanceTimersByTimeAsync(POPUP_CLOSED_CHECK_MS * 3);
    popup.closed = true;
    await jest.advanceTimersByTimeAsync(POPUP_CLOSED_CHECK_MS);
    await expect(outcome).resolves.toMatchObject({
      code: 'POPUP_CLOSED',
      shortMessage: 'Popup closed',
    });
  });

  it('behavior: without the closed check (a provider that cuts the opener) a closed-looking popup still waits for its result', async () => {
    const popup = fakePopup();
    popup.closed = true;
    const result = awaitSocialResult({
      popup,
      origin: ORIGIN,
      checkClosed: false,
      signal: new AbortController().signal,
      warn: () => undefined,
    });
    let settled = false;
    void result.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(POPUP_CLOSED_CHECK_MS * 5);
    expect(settled).toBe(false);
    post(RESULT, ORIGIN, popup);
    await expect(result).resolves.toBe(RESULT.payload.uri);
  });

  it('behavior: aborting stops listening (a late result changes nothing)', async () => {
    const popup = fakePopup();
    const controller = new AbortController();
    const warnings: string[] = [];
    const result = awaitSocialResult({
      popup,
      origin: ORIGIN,
      checkClosed: true,
      signal: controller.signal,
      warn: (m) => warnings.push(m),
    });
    controller.abort();
    await expect(result).rejects.toMatchObject({ code: 'SOCIAL_ABORTED' });
    post(RESULT, 'http://evil.example', popup);
    expect(warnings).toEqual([]);
  });
});
