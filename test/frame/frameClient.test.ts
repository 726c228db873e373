import * as z from 'zod/mini';
import { createFrameClient } from '../../src/frame/createFrameClient';
import type { FrameClient } from '../../src/frame/FrameClient';
import { FRAME_ID, FRAME_NAME } from '../../src/frame/frameIds';
import {
  FRAME_LOAD_TIMEOUT_MS,
  FRAME_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  FRAME_SIGN_OUT_TIMEOUT_MS,
  FRAME_SILENT_RELOAD_MS,
} from '../../src/frame/frameTimeouts';

/**
 * The secure-frame client in jsdom, its frame played by the test: what it posts, where, and
 * which messages it reads (spec §7, §8: origin, window and shape checks, ids, timeouts, aborts,
 * the spec's error words). Fake timers for every timeout.
 */

const SITE = 'http://127.0.0.1:7777/frame.html';
const ORIGIN = 'http://127.0.0.1:7777';

interface Harness {
  client: FrameClient;
  frameWindow: Window;
  posts: Array<{ message: { id?: string; type: string; payload?: unknown }; target: string }>;
  warnings: string[];
  /** The frame says something (from its origin and window, unless told otherwise). */
  say(data: unknown, from?: { origin?: string; source?: Window | null }): void;
  ready(): Promise<void>;
}

const clients: FrameClient[] = [];
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  while (clients.length) clients.pop()!.destroy();
  jest.useRealTimers();
});

function harness(): Harness {
  const warnings: string[] = [];
  const client = createFrameClient({
    secureSiteUrl: SITE,
    parameters: { projectId: 'p1', chainId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545' },
    warn: (message) => warnings.push(message),
  });
  clients.push(client);
  const frame = client.mount();
  const frameWindow = frame.contentWindow!;
  const posts: Harness['posts'] = [];
  jest
    .spyOn(frameWindow, 'postMessage')
    .mockImplementation(
      ((message: Harness['posts'][number]['message'], target: string) =>
        void posts.push({ message, target })) as Window['postMessage'],
    );
  const say: Harness['say'] = (data, from = {}) =>
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: from.origin ?? ORIGIN,
        source: from.source === undefined ? frameWindow : from.source,
      }),
    );
  return {
    client,
    frameWindow,
    posts,
    warnings,
    say,
    async ready() {
      say({ type: 'READY', payload: { version: '4' } });
      await jest.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS);
      await client.ready();
    },
  };
}

/** Lets the client post what it was asked (it awaits readiness first). */
const flush = () => jest.advanceTimersByTimeAsync(0);

describe('secure frame client', () => {
  it('default: a hidden frame with the spec’s id, name and URL parameters; ready 500 ms after READY', async () => {
    const h = harness();
    const frame = document.getElementById(FRAME_ID) as HTMLIFrameElement;
    expect(frame).toBe(h.client.element());
    expect(frame.name).toBe(FRAME_NAME);
    const src = new URL(frame.src);
    expect(src.origin).toBe(ORIGIN);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      projectId: 'p1',
      chainId: 'eip155:31337',
      version: '4',
      enableLogger: 'false',
      rpcUrl: 'http://127.0.0.1:8545',
    });
    h.say({ type: 'READY', payload: { version: '4' } });
    await jest.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS - 1);
    expect(h.client.status()).toBe('loading');
    await jest.advanceTimersByTimeAsync(1);
    expect(h.client.status()).toBe('ready');
  });

  it('behavior: a request goes to the secure origin only, never "*", and its reply is matched by id', async () => {
    const h = harness();
    const first = h.client.request('GET_CHAIN_ID', undefined, {
      schema: z.object({ chainId: z.string() }),
    });
    const second = h.client.request('IS_CONNECTED', { token: 't' });
    await h.ready();
    await flush();
    expect(h.posts.map((p) => [p.message.type, p.target])).toEqual([
      ['GET_CHAIN_ID', ORIGIN],
      ['IS_CONNECTED', ORIGIN],
    ]);
    const [a, b] = h.posts.map((p) => p.message.id!);
    expect(a).not.toBe(b);
    // Answered out of order, each to its own request.
    h.say({ id: b, type: 'IS_CONNECTED_SUCCESS', payload: { isConnected: true } });
    h.say({ id: a, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 'eip155:1' } });
    await expect(first).resolves.toEqual({ chainId: 'eip155:1' });
    await expect(second).resolves.toEqual({ isConnected: true });
  });

  it('errors: messages from another origin, another window, or of the wrong shape are ignored and warned', async () => {
    const h = harness();
    const asked = h.client.request('GET_CHAIN_ID');
    await h.ready();
    await flush();
    const id = h.posts[0]!.message.id!;
    const forged = { id, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 'eip155:666' } };
    h.say(forged, { origin: 'http://evil.example' });
    h.say(forged, { source: window });
    h.say({ id, type: 'get chain id', payload: {} });
    h.say('not an envelope');
    h.say({ id: 'nobody', type: 'GET_CHAIN_ID_SUCCESS' });
    h.say({ noise: true }, { origin: 'chrome-extension://abc' }); // not a look-alike: silent
    expect(h.warnings).toEqual([
      'ignored a frame message from http://evil.example (GET_CHAIN_ID_SUCCESS)',
      `ignored a message from another window of ${ORIGIN} (GET_CHAIN_ID_SUCCESS)`,
      'ignored a malformed message from the secure frame (get chain id)',
      'ignored a malformed message from the secure frame (string)',
      'ignored a reply from the secure frame to no request (GET_CHAIN_ID_SUCCESS)',
    ]);
    h.say({ id, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 'eip155:1' } });
    await expect(asked).resolves.toEqual({ chainId: 'eip155:1' });
  });

  it('errors: an error reply carries its message, or "An error occurred"; a wrong-shaped success is refused', async () => {
    const h = harness();
    const one = h.client.request('CONNECT_OTP', { otp: '123456' });
    const two = h.client.request('CONNECT_EMAIL', { email: 'a@b.c' });
    const three = h.client.request('GET_CHAIN_ID', undefined, {
      schema: z.object({ chainId: z.string() }),
    });
    await h.ready();
    await flush();
    const [a, b, c] = h.posts.map((p) => p.message.id!);
    h.say({
      id: a,
      type: 'CONNECT_OTP_ERROR',
      payload: { message: 'Invalid code', code: 'bad_code' },
    });
    h.say({ id: b, type: 'CONNECT_EMAIL_ERROR' });
    h.say({ id: c, type: 'GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } });
    // A provider's error name as `code` keeps the message (only a number is a JSON-RPC code).
    await expect(one).rejects.toMatchObject({
      code: 'FRAME_REPLY_ERROR',
      shortMessage: 'Invalid code',
      rpcCode: undefined,
    });
    await expect(two).rejects.toMatchObject({
      code: 'FRAME_REPLY_ERROR',
      shortMessage: 'An error occurred',
    });
    await expect(three).rejects.toMatchObject({
      code: 'FRAME_REPLY_ERROR',
      shortMessage: 'An error occurred',
    });
  });

  it('errors: a frame that never becomes ready fails its requests with iframe_load_failed after 20 s', async () => {
    const h = harness();
    const outcomes: unknown[] = [];
    h.client.request('GET_USER').catch((error: unknown) => outcomes.push(error));
    h.client.ready().catch((error: unknown) => outcomes.push(error));
    await jest.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS - 1);
    expect(h.client.status()).toBe('loading');
    expect(outcomes).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    const failed = { code: 'IFRAME_LOAD_FAILED', shortMessage: 'iframe_load_failed' };
    expect(outcomes).toEqual([expect.objectContaining(failed), expect.objectContaining(failed)]);
    expect(h.client.status()).toBe('failed');
    expect(h.posts).toEqual([]);
  });

  it('behavior: a frame silent 8 s is loaded once more, as a fresh element at the same URL, within the same 20 s', async () => {
    const h = harness();
    const silent = h.client.element()!;
    const outcomes: unknown[] = [];
    h.client.request('GET_USER').catch((error: unknown) => outcomes.push(error));
    await jest.advanceTimersByTimeAsync(FRAME_SILENT_RELOAD_MS - 1);
    expect(h.client.element()).toBe(silent);
    await jest.advanceTimersByTimeAsync(1);
    const fresh = h.client.element()!;
    expect(fresh).not.toBe(silent);
    expect(silent.isConnected).toBe(false);
    expect(document.getElementById(FRAME_ID)).toBe(fresh);
    expect(fresh.src).toBe(silent.src);
    expect(new URL(fresh.src).origin).toBe(ORIGIN);
    expect(h.client.losses()).toBe(0);
    // Silent too: the load timer went on through the reload, and there is no third frame.
    await jest.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS - FRAME_SILENT_RELOAD_MS - 1);
    expect(outcomes).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(outcomes).toEqual([expect.objectContaining({ code: 'IFRAME_LOAD_FAILED' })]);
    expect(h.client.element()).toBe(fresh);
    expect(h.posts).toEqual([]);
  });

  it.each([
    ['before', true],
    ['after', false],
  ])(
    'race: a frame that loaded without announcing itself is replaced after 8 s; the new one announcing itself %s its load serves the request',
    async (_order, readyFirst) => {
      const h = harness();
      const silent = h.client.element()!;
      const silentWindow = h.frameWindow;
      const reply = h.client.request('GET_USER');
      // The first document loads and never says READY (its script did not run, or its READY
      // was lost): nothing was asked of it.
      silent.dispatchEvent(new Event('load'));
      await jest.advanceTimersByTimeAsync(FRAME_SILENT_RELOAD_MS);
      // The document the client loads once more, played in whatever element it now has. A
      // document in another process posts its READY before the page sees its load, or after.
      const fresh = h.client.element()!;
      const freshWindow = fresh.contentWindow!;
      const posted: Array<{ id?: string; type: string }> = [];
      jest
        .spyOn(freshWindow, 'postMessage')
        .mockImplementation(
          ((message: { id?: string; type: string }) =>
            void posted.push(message)) as Window['postMessage'],
        );
      const announce = () =>
        h.say({ type: 'READY', payload: { version: '4' } }, { source: freshWindow });
      if (readyFirst) announce();
      fresh.dispatchEvent(new Event('load'));
      if (!readyFirst) announce();
      await jest.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS);
      expect(h.client.status()).toBe('ready');
      expect(h.client.losses()).toBe(0);
      expect(posted.map((message) => message.type)).toEqual(['GET_USER']);
      h.say(
        { id: posted[0]!.id, type: 'GET_USER_SUCCESS', payload: { ok: true } },
        { source: freshWindow },
      );
      await expect(reply).resolves.toEqual({ ok: true });
      // The silent document, had it spoken late, is not the frame any more.
      h.say({ type: 'READY', payload: { version: '4' } }, { source: silentWindow });
      expect(h.warnings).toEqual([expect.stringMatching(/^ignored a message from another window/)]);
      // Once: the frame is not loaded again, whatever the clock does after.
      await jest.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS * 2);
      expect(h.client.element()).toBe(fresh);
      expect(h.client.status()).toBe('ready');
      expect(document.querySelectorAll('iframe')).toHaveLength(1);
    },
  );

  it('behavior: a frame that announces itself in time is never loaded again', async () => {
    const h = harness();
    const frame = h.client.element()!;
    const first = frame.src;
    await h.ready();
    await jest.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS);
    expect(frame.src).toBe(first);
    expect(h.client.status()).toBe('ready');
  });

  it('errors: no reply in 120 s is iframe_request_timeout (sign-out: 3 s); an RPC request is also aborted in the frame', async () => {
    const h = harness();
    await h.ready();
    const outcomes: string[] = [];
    const track = (type: 'GET_USER' | 'SIGN_OUT' | 'RPC_REQUEST', payload?: unknown) =>
      h.client.request(type, payload).catch((error: { code: string; shortMessage: string }) => {
        outcomes.push(`${type} ${error.code} ${error.shortMessage}`);
      });
    void track('GET_USER');
    void track('SIGN_OUT');
    void track('RPC_REQUEST', { method: 'eth_chainId' });
    await flush();
    await jest.advanceTimersByTimeAsync(FRAME_SIGN_OUT_TIMEOUT_MS - 1);
    expect(outcomes).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(outcomes).toEqual(['SIGN_OUT IFRAME_REQUEST_TIMEOUT iframe_request_timeout']);
    await jest.advanceTimersByTimeAsync(FRAME_REQUEST_TIMEOUT_MS - FRAME_SIGN_OUT_TIMEOUT_MS);
    expect(outcomes).toEqual([
      'SIGN_OUT IFRAME_REQUEST_TIMEOUT iframe_request_timeout',
      'GET_USER IFRAME_REQUEST_TIMEOUT iframe_request_timeout',
      'RPC_REQUEST IFRAME_REQUEST_TIMEOUT iframe_request_timeout',
    ]);
    const rpcId = h.posts.find((p) => p.message.type === 'RPC_REQUEST')!.message.id;
    expect(h.posts.at(-1)!.message).toMatchObject({ type: 'RPC_ABORT', payload: { id: rpcId } });
  });

  it('behavior: aborting says "Request was aborted" for RPC (telling the frame) and "Something went wrong" otherwise', async () => {
    const h = harness();
    await h.ready();
    const controller = new AbortController();
    const rpc = h.client.request(
      'RPC_REQUEST',
      { method: 'personal_sign' },
      { signal: controller.signal },
    );
    const other = new AbortController();
    const user = h.client.request('GET_USER', undefined, { signal: other.signal });
    await flush();
    controller.abort();
    other.abort();
    await expect(rpc).rejects.toMatchObject({
      code: 'REQUEST_ABORTED',
      shortMessage: 'Request was aborted',
    });
    await expect(user).rejects.toMatchObject({
      code: 'FRAME_ABORTED',
      shortMessage: 'Something went wrong',
    });
    expect(h.posts.map((p) => p.message.type)).toEqual(['RPC_REQUEST', 'GET_USER', 'RPC_ABORT']);
    // Late replies to the aborted request and to the abort notice are expected: dropped
    // silently, once; a reply to an id never asked is still warned.
    h.say({ id: h.posts[0]!.message.id, type: 'RPC_REQUEST_SUCCESS', payload: '0x1' });
    h.say({ id: h.posts[2]!.message.id, type: 'RPC_ABORT_SUCCESS', payload: {} });
    expect(h.warnings).toEqual([]);
    h.say({ id: h.posts[0]!.message.id, type: 'RPC_REQUEST_SUCCESS', payload: '0x1' });
    expect(h.warnings).toEqual([
      'ignored a reply from the secure frame to no request (RPC_REQUEST_SUCCESS)',
    ]);
  });

  it('behavior: the frame’s approval events reach listeners once ready; id-less others, or from elsewhere, are warned and ignored', async () => {
    const h = harness();
    const seen: unknown[] = [];
    const off = h.client.onEvent((event) => seen.push(event));
    h.say({ type: 'APPROVAL_REQUESTED', payload: { id: 'r1' } }); // before READY: not yet
    await h.ready();
    h.say({ type: 'APPROVAL_REQUESTED', payload: { id: 'r1' } });
    h.say({ type: 'APPROVAL_REQUESTED', payload: { id: 'r2' } }, { source: window });
    h.say({ type: 'APPROVAL_SETTLED', payload: { id: 'r3' } }, { origin: 'http://evil.example' });
    h.say({ type: 'APPROVAL_SETTLED', payload: {} });
    h.say({ type: 'SOMETHING_ELSE', payload: { id: 'r4' } });
    h.say({ type: 'APPROVAL_SETTLED', payload: { id: 'r1' } });
    off();
    h.say({ type: 'APPROVAL_REQUESTED', payload: { id: 'r5' } });
    expect(seen).toEqual([
      { type: 'APPROVAL_REQUESTED', payload: { id: 'r1' } },
      { type: 'APPROVAL_SETTLED', payload: { id: 'r1' } },
    ]);
    expect(h.warnings).toEqual([
      'ignored an event from the secure frame (APPROVAL_REQUESTED)',
      `ignored a message from another window of ${ORIGIN} (APPROVAL_REQUESTED)`,
      'ignored a frame message from http://evil.example (APPROVAL_SETTLED)',
      'ignored an event from the secure frame (APPROVAL_SETTLED)',
      'ignored an event from the secure frame (SOMETHING_ELSE)',
    ]);
  });

  it('errors: before the frame exists it is "W3mFrame: iframe is not set"; destroy removes it and fails what is pending', async () => {
    const lonely = createFrameClient({ secureSiteUrl: SITE, parameters: { projectId: 'p' } });
    clients.push(lonely);
    await expect(lonely.request('GET_USER')).rejects.toMatchObject({
      code: 'IFRAME_NOT_SET',
      shortMessage: 'W3mFrame: iframe is not set',
    });
    const h = harness();
    await h.ready();
    const pending = h.client.request('GET_USER');
    await flush();
    h.client.destroy();
    await expect(pending).rejects.toMatchObject({
      code: 'FRAME_ABORTED',
      shortMessage: 'Something went wrong',
    });
    expect(document.getElementById(FRAME_ID)).toBeNull();
    expect(h.client.status()).toBe('destroyed');
  });
});
