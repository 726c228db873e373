/**
 * The secure frame going away under a request (issue 25): the host page removes it, or its
 * document is replaced (a reload: the frame's `load` again, with the new document's READY just
 * before or after). The real frame client in jsdom, its frame played by the test: what was
 * asked of the lost document fails at once with 'Something went wrong' (never the 120 s
 * timeout), an approval prompt it showed is told settled, and the next request is served
 * (a fresh frame after a removal, the new document after a reload) without a page reload.
 * jsdom fires no `load` for a frame and keeps a removed frame's window: the test fires the one
 * and nulls the other, as browsers do. A failure of the generated property prints
 * fast-check's seed and path; replay it with
 * `PORTICO_FC_SEED=… PORTICO_FC_PATH=… npx jest test/frame/frameGoneMidRequest`.
 */
import fc from 'fast-check';
import { createFrameClient } from '../../src/frame/createFrameClient';
import type { FrameClient } from '../../src/frame/FrameClient';
import { FRAME_ID } from '../../src/frame/frameIds';
import { FRAME_READY_DELAY_MS } from '../../src/frame/frameTimeouts';
import type { FrameEvent, FrameRequestType } from '../../src/frame/frameMessages';
import { propertyRuns } from '../support/propertyRuns';
import { track, type Outcome } from '../support/trackPromise';

const SITE = 'http://127.0.0.1:7777/frame.html';
const ORIGIN = 'http://127.0.0.1:7777';
const READY = { type: 'READY', payload: { version: '4' } };
const ABORTED = { code: 'FRAME_ABORTED', shortMessage: 'Something went wrong' };

interface Post {
  frame: number;
  id?: string;
  type: string;
}

/** The client and the frames it mounted, each numbered, with what was posted to each. */
interface Harness {
  client: FrameClient;
  warnings: string[];
  events: FrameEvent[];
  posts: Post[];
  /** The frame element now in use, numbered from 1 in mount order (0: none). */
  current(): { element: HTMLIFrameElement | null; number: number };
  /** The current frame's document says something (from its origin and window). */
  say(data: unknown): void;
  /** Fires the frame's `load`, as a browser does when a document in it has loaded. */
  loaded(): void;
  /** The host page removes the frame (its window becomes null, as in browsers). */
  remove(): void;
}

const clients: FrameClient[] = [];
let observing: jest.SpyInstance;
let disconnecting: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  observing = jest.spyOn(MutationObserver.prototype, 'observe');
  disconnecting = jest.spyOn(MutationObserver.prototype, 'disconnect');
});
afterEach(() => {
  while (clients.length) clients.pop()!.destroy();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Observers the client started and did not stop. */
const liveObservers = () => {
  const stopped = new Set(disconnecting.mock.contexts);
  return observing.mock.contexts.filter((observer) => !stopped.has(observer)).length;
};

function harness(): Harness {
  const warnings: string[] = [];
  const events: FrameEvent[] = [];
  const posts: Post[] = [];
  const client = createFrameClient({
    secureSiteUrl: SITE,
    parameters: { projectId: 'p1', chainId: 'eip155:1' },
    warn: (message) => warnings.push(message),
  });
  clients.push(client);
  client.onEvent((event) => events.push(event));
  const frames: HTMLIFrameElement[] = [];
  const current = () => {
    const element = client.element();
    if (element && !frames.includes(element)) {
      frames.push(element);
      const number = frames.length;
      jest.spyOn(element.contentWindow!, 'postMessage').mockImplementation(((
        message: { id?: string; type: string },
        target: string,
      ) => {
        expect(target).toBe(ORIGIN);
        posts.push({ frame: number, id: message.id, type: message.type });
      }) as Window['postMessage']);
    }
    return { element, number: element ? frames.indexOf(element) + 1 : 0 };
  };
  client.mount();
  current();
  return {
    client,
    warnings,
    events,
    posts,
    current,
    say(data) {
      const { element } = current();
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: ORIGIN, source: element!.contentWindow }),
      );
    },
    loaded() {
      current().element!.dispatchEvent(new Event('load'));
    },
    remove() {
      const { element } = current();
      element!.remove();
      Object.defineProperty(element, 'contentWindow', { get: () => null });
    },
  };
}

/** Lets microtasks (the removal's observer, awaited promises) run, and no time pass. */
const flush = () => jest.advanceTimersByTimeAsync(0);

async function ready(h: Harness) {
  h.say(READY);
  await jest.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS);
  expect(h.client.status()).toBe('ready');
}

/** Answers the request last posted of `type` from the current frame; returns its outcome check. */
function answer(h: Harness, type: FrameRequestType, payload: unknown) {
  const post = h.posts.filter((p) => p.type === type).at(-1)!;
  h.say({ id: post.id, type: `${type}_SUCCESS`, payload });
  return post;
}

describe('secure frame gone mid-request', () => {
  it('behavior: removed by the page, its requests fail at once with "Something went wrong", an open approval is settled, and the next request goes to a fresh frame', async () => {
    const h = harness();
    h.loaded();
    await ready(h);
    h.say({ type: 'APPROVAL_REQUESTED', payload: { id: 'sign-1' } });
    const sign = track(h.client.request('RPC_REQUEST', { method: 'personal_sign' }));
    const user = track(h.client.request('GET_USER'));
    await flush();
    expect(h.posts.map((p) => p.type)).toEqual(['RPC_REQUEST', 'GET_USER']);
    const old = h.current().element!;

    h.remove();
    await flush();
    expect(sign).toEqual({ state: 'rejected', value: expect.objectContaining(ABORTED) });
    expect(user).toEqual({ state: 'rejected', value: expect.objectContaining(ABORTED) });
    expect(h.events).toEqual([
      { type: 'APPROVAL_REQUESTED', payload: { id: 'sign-1' } },
      { type: 'APPROVAL_SETTLED', payload: { id: 'sign-1' } },
    ]);
    expect(h.client.status()).toBe('idle');
    expect(h.client.element()).toBeNull();
    // Nothing is waiting any more: no request timer, no load timer.
    expect(jest.getTimerCount()).toBe(0);
    expect(liveObservers()).toBe(0);

    // The next request mounts a fresh frame and is answered there, without a page reload.
    const next = track(h.client.request('GET_USER'));
    const fresh = h.current();
    expect(fresh.number).toBe(2);
    expect(fresh.element).not.toBe(old);
    expect(document.getElementById(FRAME_ID)).toBe(fresh.element);
    expect(h.client.status()).toBe('loading');
    h.loaded();
    await ready(h);
    await flush();
    expect(h.posts.at(-1)).toMatchObject({ frame: 2, type: 'GET_USER' });
    answer(h, 'GET_USER', { address: '0x1' });
    await flush();
    expect(next).toEqual({ state: 'resolved', value: { address: '0x1' } });
    expect(liveObservers()).toBe(1);
    expect(h.warnings).toEqual([]);
  });

  it('behavior: a container removed with the frame in it counts as the frame removed', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const client = createFrameClient({
      secureSiteUrl: SITE,
      parameters: { projectId: 'p1' },
      container,
      warn: () => undefined,
    });
    clients.push(client);
    client.mount();
    const asked = track(client.request('GET_USER'));
    container.remove();
    await flush();
    expect(asked).toEqual({ state: 'rejected', value: expect.objectContaining(ABORTED) });
    expect(client.status()).toBe('idle');
  });

  for (const order of ['load, then READY', 'READY, then load'] as const)
    it(`behavior: reloaded (${order}), its requests fail at once with "Something went wrong", an open approval is settled, and the next request waits for the new document`, async () => {
      const h = harness();
      h.loaded();
      await ready(h);
      h.say({ type: 'APPROVAL_REQUESTED', payload: { id: 'sign-1' } });
      const sign = track(h.client.request('RPC_REQUEST', { method: 'personal_sign' }));
      await flush();

      // The same frame element, a new document in it.
      if (order === 'load, then READY') h.loaded();
      else h.say(READY);
      if (order === 'load, then READY') {
        await flush();
        expect(sign).toEqual({ state: 'rejected', value: expect.objectContaining(ABORTED) });
        expect(h.client.status()).toBe('loading');
        h.say(READY);
      } else {
        await flush();
        // A READY alone (from the same window) changes nothing: the frame's `load` tells.
        expect(sign.state).toBe('pending');
        expect(h.client.status()).toBe('ready');
        h.loaded();
        await flush();
        expect(sign).toEqual({ state: 'rejected', value: expect.objectContaining(ABORTED) });
        expect(h.client.status()).toBe('loading');
      }
      expect(h.events.at(-1)).toEqual({ type: 'APPROVAL_SETTLED', payload: { id: 'sign-1' } });

      // Asked before the new document is ready, sent only once it is (500 ms after READY).
      const next = track(h.client.request('RPC_REQUEST', { method: 'personal_sign' }));
      await flush();
      expect(h.posts).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS);
      expect(h.client.status()).toBe('ready');
      expect(h.current().number).toBe(1);
      expect(h.posts).toHaveLength(2);
      answer(h, 'RPC_REQUEST', '0xsigned');
      await flush();
      expect(next).toEqual({ state: 'resolved', value: '0xsigned' });
      expect(h.warnings).toEqual([]);
    });

  for (const order of ['load, then READY', 'READY, then load'] as const)
    it(`default: the first document's own load (${order}) loses nothing`, async () => {
      const h = harness();
      const asked = track(h.client.request('GET_USER'));
      if (order === 'load, then READY') h.loaded();
      h.say(READY);
      if (order === 'READY, then load') h.loaded();
      await jest.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS);
      expect(h.client.status()).toBe('ready');
      answer(h, 'GET_USER', 'me');
      await flush();
      expect(asked).toEqual({ state: 'resolved', value: 'me' });
    });

  it('behavior: destroyed, nothing is left running: no timer, no observer, no event on a later removal', async () => {
    const h = harness();
    h.loaded();
    await ready(h);
    h.say({ type: 'APPROVAL_REQUESTED', payload: { id: 'sign-1' } });
    const asked = track(h.client.request('GET_USER'));
    await flush();
    h.remove(); // removed, then a fresh frame for the next request, then destroyed
    await flush();
    void h.client.request('GET_USER').catch(() => undefined);
    expect(liveObservers()).toBe(1);
    h.client.destroy();
    await flush();
    expect(asked.state).toBe('rejected');
    expect(jest.getTimerCount()).toBe(0);
    expect(liveObservers()).toBe(0);
    expect(document.getElementById(FRAME_ID)).toBeNull();
    const events = h.events.length;
    document.body.appendChild(document.createElement('div')).remove();
    await flush();
    expect(h.events).toHaveLength(events);
    expect(h.client.status()).toBe('destroyed');
  });

  it('behavior: generated removals and reloads at any moment: what was asked of a lost frame fails at once, every prompt is settled, and the frame then serves the next request', async () => {
    type Step =
      | { k: 'request' }
      | { k: 'answer' }
      | { k: 'prompt' }
      | { k: 'remove' }
      | { k: 'reload'; readyFirst: boolean }
      | { k: 'wait'; ms: number };
    const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
      { weight: 3, arbitrary: fc.constant({ k: 'request' as const }) },
      { weight: 2, arbitrary: fc.constant({ k: 'answer' as const }) },
      { weight: 1, arbitrary: fc.constant({ k: 'prompt' as const }) },
      { weight: 1, arbitrary: fc.constant({ k: 'remove' as const }) },
      {
        weight: 1,
        arbitrary: fc.record({ k: fc.constant('reload' as const), readyFirst: fc.boolean() }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          k: fc.constant('wait' as const),
          ms: fc.integer({ min: 0, max: FRAME_READY_DELAY_MS * 2 }),
        }),
      },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(stepArbitrary, { minLength: 1, maxLength: 10 }),
        async (readyFirst, steps) => {
          jest.clearAllTimers(); // what an earlier, failed run left
          const h = harness();
          const asked: Outcome[] = [];
          // The secure site's document in a (new) frame announces itself and loads.
          const documentLoads = (first: boolean) => {
            if (first) h.say(READY);
            h.loaded();
            if (!first) h.say(READY);
          };
          let seen = h.current().number;
          const playNewFrames = () => {
            const { number } = h.current();
            if (number !== 0 && number !== seen) documentLoads(readyFirst);
            seen = number;
          };
          const openPrompts = () =>
            h.events.filter((e) => e.type === 'APPROVAL_REQUESTED').length -
            h.events.filter((e) => e.type === 'APPROVAL_SETTLED').length;
          documentLoads(readyFirst);
          // Requests posted to the frame's current document and not answered yet.
          let documentStart = 0;
          const answered = new Set<string>();
          try {
            for (const step of steps) {
              const outstanding = asked.filter((outcome) => outcome.state === 'pending');
              const hadFrame = h.current().element !== null;
              switch (step.k) {
                case 'request':
                  asked.push(track(h.client.request('GET_USER')));
                  playNewFrames();
                  break;
                case 'answer': {
                  const post = h.posts.slice(documentStart).find((p) => !answered.has(p.id!));
                  if (!post) break;
                  answered.add(post.id!);
                  h.say({ id: post.id, type: 'GET_USER_SUCCESS', payload: 1 });
                  break;
                }
                case 'prompt':
                  if (h.client.status() === 'ready')
                    h.say({ type: 'APPROVAL_REQUESTED', payload: { id: `p${h.events.length}` } });
                  break;
                case 'remove':
                  if (h.current().element) h.remove();
                  break;
                case 'reload':
                  if (h.current().element) documentLoads(step.readyFirst);
                  break;
                case 'wait':
                  await jest.advanceTimersByTimeAsync(step.ms);
                  break;
              }
              if ((step.k === 'remove' || step.k === 'reload') && hadFrame)
                documentStart = h.posts.length;
              await flush();
              if ((step.k === 'remove' || step.k === 'reload') && hadFrame) {
                // Lost with its document: failed at once, and no prompt of it stays open.
                for (const outcome of outstanding)
                  expect(outcome).toEqual({
                    state: 'rejected',
                    value: expect.objectContaining(ABORTED),
                  });
                expect(openPrompts()).toBe(0);
              }
              // Never a timeout nor a load failure: only the loss of the frame fails a request.
              for (const outcome of asked)
                if (outcome.state === 'rejected') expect(outcome.value).toMatchObject(ABORTED);
            }
            // Whatever happened, the next request is served without a page reload.
            const next = track(h.client.request('GET_USER'));
            playNewFrames();
            await jest.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS);
            expect(h.client.status()).toBe('ready');
            const last = h.posts.at(-1)!;
            expect(last.frame).toBe(h.current().number);
            h.say({ id: last.id, type: 'GET_USER_SUCCESS', payload: 'next' });
            await flush();
            expect(next).toEqual({ state: 'resolved', value: 'next' });
            expect(h.warnings).toEqual([]);
          } finally {
            h.client.destroy();
            clients.length = 0;
            await flush(); // the requests it failed clear their timers
          }
          expect(jest.getTimerCount()).toBe(0);
          expect(liveObservers()).toBe(0);
        },
      ),
      propertyRuns(60),
    );
  }, 60_000);
});
