import { selectApproval } from '../../src/features/authWallet/authWalletSelectors';
import { FRAME_REQUEST_TIMEOUT_MS } from '../../src/frame/frameTimeouts';
import { en } from '../../src/i18n/en';
import {
  createAuthTest,
  eip155Connection,
  frameReady,
  setUpAuthTests,
  storageAfterLogin,
  tick,
  type AuthTest,
} from '../support/authModal';
import { SESSION_TOKEN, SIGNATURE } from '../support/secureFrameHarness';

/**
 * Secure-frame failures as a host sees them (issue 25): a modal restored from a past email
 * login with the real auth and eip155 adapters, the secure site's frame played in jsdom. The
 * host's `signMessage` rejects with the catalogue's words, never a raw code; the account stays
 * connected; and a frame the page removed is replaced on the next request, without a reload.
 */

setUpAuthTests();

/** A modal restored from a past email login, connected; personal_sign waits on a prompt. */
async function connectedWithPrompt(): Promise<AuthTest> {
  const t = createAuthTest({ storage: storageAfterLogin() });
  t.frame.prompt('personal_sign');
  await tick();
  await frameReady();
  expect(eip155Connection(t)?.status).toBe('connected');
  return t;
}

function caught<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/** The late replies of a lost or timed-out request are warned as replies to no request. */
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

describe('secure frame failures seen by the host', () => {
  it('errors: no reply in 120 s rejects signMessage with "The email wallet did not answer in time" (not iframe_request_timeout), alerts, and stays connected', async () => {
    const t = await connectedWithPrompt();
    t.frame.on('RPC_REQUEST:personal_sign', () => 'hold');
    const signed = caught(t.modal.signMessage('hello'));
    await tick(FRAME_REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void signed.finally(() => (settled = true)).catch(() => undefined);
    await tick();
    expect(settled).toBe(false);
    await tick(1);
    await expect(signed).rejects.toMatchObject({
      code: 'IFRAME_REQUEST_TIMEOUT',
      shortMessage: 'The email wallet did not answer in time',
      details: 'iframe_request_timeout',
    });
    expect(en['error.IFRAME_REQUEST_TIMEOUT']).toBe('The email wallet did not answer in time');
    expect(t.state().alerts.current).toBe('EMBEDDED_WALLET_REQUEST_TIMEOUT');
    expect(eip155Connection(t)?.status).toBe('connected');
  });

  it('errors: the frame removed during a signature rejects it at once with "Something went wrong", leaves ApproveTransaction, stays connected; the next signature goes to a fresh frame', async () => {
    const t = await connectedWithPrompt();
    const signed = caught(t.modal.signMessage('hello'));
    await tick();
    expect(t.frame.prompts()).toHaveLength(1);
    expect(t.state().router.history).toEqual(['ApproveTransaction']);
    const old = t.frame.element()!;

    old.remove();
    // A removed frame's window is null in browsers (jsdom keeps it).
    Object.defineProperty(old, 'contentWindow', { get: () => null });
    await tick(); // no clock moved: at once
    await expect(signed).rejects.toMatchObject({
      code: 'FRAME_ABORTED',
      shortMessage: 'Something went wrong',
    });
    expect(selectApproval(t.state())).toBe('idle');
    expect(t.state().modal.status).toBe('closed');
    expect(eip155Connection(t)?.status).toBe('connected');

    const sentBefore = t.frame.posts.length;
    const again = caught(t.modal.signMessage('hello'));
    await tick();
    await frameReady();
    expect(t.frame.framesMade()).toBe(2);
    expect(t.frame.element()).not.toBe(old);
    // The fresh frame knows no login: it is given the kept session before the request.
    const types = t.frame.types().slice(sentBefore);
    expect(types[0]).toBe('IS_CONNECTED');
    expect(types.at(-1)).toBe('RPC_REQUEST:personal_sign');
    expect(t.frame.sent('IS_CONNECTED').at(-1)!.payload).toEqual({ token: SESSION_TOKEN });
    // The stand-in knows nothing of the removal: its first prompt went with the old document.
    const prompt = t.frame.prompts().at(-1)!;
    expect(t.frame.prompts()).toHaveLength(2);
    expect(t.state().router.history).toEqual(['ApproveTransaction']);
    // Approved in the fresh frame.
    t.frame.say({ type: 'APPROVAL_SETTLED', payload: { id: prompt.id } });
    t.frame.answer(prompt, { ok: SIGNATURE });
    await tick();
    await expect(again).resolves.toBe(SIGNATURE);
    expect(t.state().modal.status).toBe('closed');
  });
});
