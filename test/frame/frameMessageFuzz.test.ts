/**
 * Fuzzing the secure frame's messages (issue 25): generated messages from the wrong origin
 * (look-alikes included), from the right origin but another window, and of the wrong shape
 * from the frame itself reach the real frame client in jsdom while it loads and once it is
 * ready. None may be taken: pending requests stay pending (and still take their genuine
 * reply), no event reaches a listener, the client's status and readiness do not move, nothing
 * is posted back, nothing throws or logs an error, and each is warned about at most once, on
 * one line. A control property proves genuine messages are taken. The work is counted, not
 * timed: each property makes a fixed number of runs and checks it sent at least its runs times
 * its shortest batch, however long that took. A failure prints fast-check's seed and path;
 * replay it with `PORTICO_FC_SEED=… PORTICO_FC_PATH=… npx jest test/frame/frameMessageFuzz`.
 */
import fc from 'fast-check';
import { createFrameClient } from '../../src/frame/createFrameClient';
import type { FrameClient } from '../../src/frame/FrameClient';
import { FRAME_READY_DELAY_MS } from '../../src/frame/frameTimeouts';
import {
  FRAME_REQUESTS,
  type FrameEvent,
  type FrameRequestType,
} from '../../src/frame/frameMessages';
import { propertyRuns } from '../support/propertyRuns';
import { track } from '../support/trackPromise';
import {
  anyValueArbitrary,
  asPosted,
  badTypeStringArbitrary,
  callbackPathArbitrary,
  foreignUriArbitrary,
  isOneBoundedLine,
  notAStringArbitrary,
  prototypeKeys,
  SECURE_ORIGIN,
  SECURE_SITE_URL,
  wrongOriginArbitrary,
} from './hostileMessages';

/** Runs per property; with the batch sizes below they send at least 10,000 messages. */
const READY_RUNS = 250;
const READY_BATCH = { minLength: 36, maxLength: 48 };
// Fewer, longer runs where each run needs a frame of its own (jsdom makes a window for it).
const LOADING_RUNS = 40;
const LOADING_BATCH = { minLength: 40, maxLength: 50 };
const DETACHED_RUNS = 20;
const DETACHED_BATCH = { minLength: 10, maxLength: 10 };
const MIN_MESSAGES =
  READY_RUNS * READY_BATCH.minLength +
  LOADING_RUNS * LOADING_BATCH.minLength +
  DETACHED_RUNS * DETACHED_BATCH.minLength;
/** The fewest messages a property's runs send (a replay, `PORTICO_FC_PATH`, makes one run). */
const floorOf = (runs: number, batch: { minLength: number }) =>
  (process.env.PORTICO_FC_PATH === undefined ? runs : 1) * batch.minLength;

/** Hostile messages dispatched by the running test's property. */
let sent = 0;

const REQUEST_TYPES: readonly FrameRequestType[] = FRAME_REQUESTS.filter(
  (type) => type !== 'RPC_ABORT',
);
const SUFFIXES = ['_SUCCESS', '_ERROR'] as const;
type Suffix = (typeof SUFFIXES)[number];

/** Where a message comes from: the frame's window, another window of the page, the page, none. */
type SourceName = 'frame' | 'otherWindow' | 'page' | 'none';

interface Asked {
  id: string;
  type: FrameRequestType;
}

/** What a generated message refers to: the requests pending and one answered. */
interface Context {
  pending: Asked[];
  answered: Asked;
}

/** A message the genuine frame could send (hostile only from elsewhere, or out of time). */
type Genuine =
  | { k: 'success'; to: number; payload: unknown }
  | { k: 'error'; to: number; message: string }
  | { k: 'approval'; type: 'APPROVAL_REQUESTED' | 'APPROVAL_SETTLED'; id: string }
  | { k: 'social'; path: string }
  | { k: 'ready' };

/** A message of a shape or content the frame client must not take, even from the frame. */
type Malformed =
  | { k: 'raw'; data: unknown }
  | { k: 'badType'; to: number; type: unknown }
  | { k: 'unknownId'; id: string; suffix: Suffix }
  | { k: 'nearId'; to: number; how: 'prefix' | 'suffix' | 'upper' | 'space'; suffix: Suffix }
  | { k: 'badId'; to: number; id: unknown }
  | { k: 'otherType'; to: number; other: FrameRequestType; suffix: Suffix }
  | { k: 'answered'; suffix: Suffix; payload: unknown }
  | { k: 'notAReply'; to: number; suffix: string }
  | { k: 'polluted'; to: number; variant: number }
  | { k: 'huge'; to: number; where: 'type' | 'id' | 'payload' | 'uri' | 'depth'; size: number }
  | { k: 'badEvent'; data: unknown }
  | { k: 'eventWithId'; to: number; event: 'APPROVAL_REQUESTED' | 'SOCIAL_RESULT' }
  | { k: 'foreignSocial'; uri: unknown }
  | { k: 'badReady'; payload: unknown }
  | { k: 'readyAgain' };

interface Hostile {
  origin: string;
  source: SourceName;
  message: Genuine | Malformed;
}

const pick = (context: Context, to: number) => context.pending[to % context.pending.length]!;

/** An id no request has (a generated one that hits a pending id is made to miss). */
function missing(context: Context, id: string): string {
  const taken = new Set(context.pending.map((asked) => asked.id));
  return taken.has(id) ? `${id}~` : id;
}

/** Envelopes whose id/type/payload sit under `__proto__` or `constructor` (own keys, as JSON.parse makes them). */
function polluted(asked: Asked, variant: number): unknown {
  const id = JSON.stringify(asked.id);
  const success = JSON.stringify(`${asked.type}_SUCCESS`);
  const uri = JSON.stringify(`${SECURE_ORIGIN}/oauth/callback?code=c&state=s`);
  const variants = [
    `{"__proto__":{"id":${id},"type":${success},"payload":1}}`,
    `{"id":${id},"__proto__":{"type":${success}},"payload":1}`,
    `{"type":${success},"__proto__":{"id":${id}}}`,
    `{"constructor":{"prototype":{"polluted":true}},"id":${id},"type":"__proto__"}`,
    `{"__proto__":{"polluted":true},"type":"APPROVAL_REQUESTED","payload":{"__proto__":{"id":"r1"}}}`,
    `{"type":"APPROVAL_SETTLED","payload":{"constructor":{"prototype":{"id":"r1"}}}}`,
    `{"type":"SOCIAL_RESULT","payload":{"__proto__":{"uri":${uri}}}}`,
    `{"type":"SOCIAL_RESULT","__proto__":{"payload":{"uri":${uri}}}}`,
    `{"__proto__":{"type":"APPROVAL_REQUESTED","payload":{"id":"r1"}}}`,
    `[{"id":${id},"type":${success},"payload":1}]`,
  ];
  return JSON.parse(variants[variant % variants.length]!);
}

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

/** The data a generated message stands for, with the run's real ids. */
function materialize(context: Context, message: Genuine | Malformed): unknown {
  switch (message.k) {
    case 'success': {
      const asked = pick(context, message.to);
      return { id: asked.id, type: `${asked.type}_SUCCESS`, payload: message.payload };
    }
    case 'error': {
      const asked = pick(context, message.to);
      return { id: asked.id, type: `${asked.type}_ERROR`, payload: { message: message.message } };
    }
    case 'approval':
      return { type: message.type, payload: { id: message.id } };
    case 'social':
      return { type: 'SOCIAL_RESULT', payload: { uri: `${SECURE_ORIGIN}${message.path}` } };
    case 'ready':
      return { type: 'READY', payload: { version: '4' } };
    case 'raw':
      return message.data;
    case 'badType':
      return { id: pick(context, message.to).id, type: message.type, payload: {} };
    case 'unknownId': {
      const type = `${pick(context, 0).type}${message.suffix}`;
      return { id: missing(context, message.id), type, payload: {} };
    }
    case 'nearId': {
      const asked = pick(context, message.to);
      const near = {
        prefix: `x${asked.id}`,
        suffix: `${asked.id}x`,
        upper: asked.id.toUpperCase() === asked.id ? `${asked.id}X` : asked.id.toUpperCase(),
        space: ` ${asked.id}`,
      }[message.how];
      return { id: missing(context, near), type: `${asked.type}${message.suffix}`, payload: {} };
    }
    case 'badId': {
      const asked = pick(context, message.to);
      return { id: message.id, type: `${asked.type}_SUCCESS`, payload: {} };
    }
    case 'otherType': {
      const asked = pick(context, message.to);
      const other =
        message.other === asked.type
          ? REQUEST_TYPES[(REQUEST_TYPES.indexOf(asked.type) + 1) % REQUEST_TYPES.length]!
          : message.other;
      return { id: asked.id, type: `${other}${message.suffix}`, payload: { chainId: 'x' } };
    }
    case 'answered':
      return {
        id: context.answered.id,
        type: `${context.answered.type}${message.suffix}`,
        payload: message.payload,
      };
    case 'notAReply': {
      const asked = pick(context, message.to);
      return { id: asked.id, type: `${asked.type}${message.suffix}`, payload: {} };
    }
    case 'polluted':
      return polluted(pick(context, message.to), message.variant);
    case 'huge': {
      const asked = pick(context, message.to);
      const long = 'x'.repeat(message.size);
      if (message.where === 'type') return { id: asked.id, type: `A${long.toUpperCase()}` };
      if (message.where === 'id')
        return { id: `${asked.id}${long}`, type: `${asked.type}_SUCCESS` };
      if (message.where === 'payload')
        return { id: missing(context, 'nobody'), type: `${asked.type}_SUCCESS`, payload: long };
      if (message.where === 'uri')
        return { type: 'SOCIAL_RESULT', payload: { uri: `${SECURE_ORIGIN}/${long}` } };
      return { id: asked.id, type: nested(Math.min(message.size, 2_000)) };
    }
    case 'badEvent':
      return message.data;
    case 'eventWithId': {
      const asked = pick(context, message.to);
      return message.event === 'SOCIAL_RESULT'
        ? { id: asked.id, type: 'SOCIAL_RESULT', payload: { uri: `${SECURE_ORIGIN}/cb` } }
        : { id: asked.id, type: 'APPROVAL_REQUESTED', payload: { id: 'r1' } };
    }
    case 'foreignSocial':
      return { type: 'SOCIAL_RESULT', payload: { uri: message.uri } };
    case 'badReady':
      return { type: 'READY', payload: message.payload };
    case 'readyAgain':
      return { type: 'READY', payload: { version: '4' } };
  }
}

const to = fc.nat({ max: 7 });
const suffix = fc.constantFrom(...SUFFIXES);

const genuineArbitrary: fc.Arbitrary<Genuine> = fc.oneof(
  fc.record({ k: fc.constant('success' as const), to, payload: fc.jsonValue({ maxDepth: 2 }) }),
  fc.record({ k: fc.constant('error' as const), to, message: fc.string({ maxLength: 40 }) }),
  fc.record({
    k: fc.constant('approval' as const),
    type: fc.constantFrom('APPROVAL_REQUESTED' as const, 'APPROVAL_SETTLED' as const),
    id: fc.string({ minLength: 1, maxLength: 64 }),
  }),
  fc.record({ k: fc.constant('social' as const), path: callbackPathArbitrary }),
  fc.constant({ k: 'ready' as const }),
);

/** READY payloads that do not say the version the page asked for. */
const badReadyPayloadArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    undefined,
    null,
    {},
    '4',
    4,
    { version: 4 },
    { version: '3' },
    { version: '5' },
    { version: '' },
    { version: ' 4' },
    { version: '4 ' },
    { version: '4.0' },
    { version: '04' },
    { version: ['4'] },
    { version: { toString: '4' } },
    { version: 'x'.repeat(100_000) },
    JSON.parse('{"__proto__":{"version":"4"}}') as unknown,
  ),
  fc.record({ version: notAStringArbitrary }),
  fc.record({ version: fc.string({ maxLength: 20 }).filter((version) => version !== '4') }),
  anyValueArbitrary.filter(
    (value) => (value as { version?: unknown } | null | undefined)?.version !== '4',
  ),
);

/** Events the frame does not send: unknown types, bad ids, a result that is not a URI string. */
const badEventArbitrary: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({
    type: fc.constantFrom('APPROVAL_REQUESTED', 'APPROVAL_SETTLED'),
    payload: fc.oneof(
      fc.constantFrom(undefined, null, {}, [], 'r1', { id: '' }, { id: 'x'.repeat(65) }),
      fc.record({ id: notAStringArbitrary }),
    ),
  }),
  fc.record({
    type: fc.constantFrom(
      'APPROVAL_GRANTED',
      'APPROVAL',
      'SOCIAL_RESULTS',
      'SOCIAL',
      'READY_',
      'CONNECTED',
      'GET_USER_SUCCESS',
      'CONSTRUCTOR',
    ),
    payload: fc.oneof(fc.constant({ id: 'r1' }), fc.constant({ uri: `${SECURE_ORIGIN}/cb` })),
  }),
  fc.record({
    type: fc.constant('SOCIAL_RESULT'),
    payload: fc.oneof(
      fc.constantFrom(undefined, null, {}, `${SECURE_ORIGIN}/cb`, [`${SECURE_ORIGIN}/cb`]),
      fc.record({ uri: notAStringArbitrary }),
    ),
  }),
);

const malformedArbitrary: fc.Arbitrary<Malformed> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ k: fc.constant('raw' as const), data: anyValueArbitrary }) },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('badType' as const),
      to,
      type: fc.oneof(badTypeStringArbitrary, notAStringArbitrary),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('unknownId' as const),
      id: fc.string({ minLength: 1, maxLength: 64 }),
      suffix,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('nearId' as const),
      to,
      how: fc.constantFrom(
        'prefix' as const,
        'suffix' as const,
        'upper' as const,
        'space' as const,
      ),
      suffix,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('badId' as const),
      to,
      id: fc.oneof(notAStringArbitrary, fc.constant('')),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('otherType' as const),
      to,
      other: fc.constantFrom(...REQUEST_TYPES),
      suffix,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('answered' as const),
      suffix,
      payload: fc.jsonValue({ maxDepth: 1 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('notAReply' as const),
      to,
      suffix: fc.constantFrom('', '_PROGRESS', '_SUCCESSFUL', '_OK', '_SUCCESS_', '_ERROR_'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ k: fc.constant('polluted' as const), to, variant: fc.nat() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('huge' as const),
      to,
      where: fc.constantFrom(
        'type' as const,
        'id' as const,
        'payload' as const,
        'uri' as const,
        'depth' as const,
      ),
      size: fc.integer({ min: 4_097, max: 70_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ k: fc.constant('badEvent' as const), data: badEventArbitrary }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('eventWithId' as const),
      to,
      event: fc.constantFrom('APPROVAL_REQUESTED' as const, 'SOCIAL_RESULT' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('foreignSocial' as const),
      uri: fc.oneof(foreignUriArbitrary, notAStringArbitrary),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('badReady' as const),
      payload: badReadyPayloadArbitrary,
    }),
  },
);

/** Right shape, wrong origin (from any window); right shape and origin, wrong window; wrong shape. */
function hostileArbitrary(fromTheFrame: fc.Arbitrary<Genuine | Malformed>): fc.Arbitrary<Hostile> {
  return fc.oneof(
    fc.record({
      origin: wrongOriginArbitrary,
      source: fc.constantFrom<SourceName>('frame', 'otherWindow', 'page', 'none'),
      message: genuineArbitrary,
    }),
    fc.record({
      origin: fc.constant(SECURE_ORIGIN),
      source: fc.constantFrom<SourceName>('otherWindow', 'page', 'none'),
      message: genuineArbitrary,
    }),
    {
      weight: 3,
      arbitrary: fc.record({
        origin: fc.constant(SECURE_ORIGIN),
        source: fc.constant<SourceName>('frame'),
        message: fromTheFrame,
      }),
    },
  );
}

/** Before READY even the frame's genuine-looking replies and events are not to be taken. */
const loadingFromTheFrame: fc.Arbitrary<Genuine | Malformed> = fc.oneof(
  { weight: 3, arbitrary: malformedArbitrary },
  { weight: 1, arbitrary: genuineArbitrary.filter((message) => message.k !== 'ready') },
);

const WARNINGS = [
  /^ignored a frame message from .* \(.*\)$/,
  /^ignored a message from another window of https:\/\/secure\.example \(.*\)$/,
  /^ignored a malformed message from the secure frame \(.*\)$/,
  /^ignored a reply from the secure frame to no request \(.*\)$/,
  /^ignored a reply of another type \(.*\) to [A-Z_]+$/,
  /^ignored an event from the secure frame \(.*\)$/,
  /^ignored a READY from the secure frame .*$/,
];

// ---------------------------------------------------------------------------------------------

interface Opened {
  client: FrameClient;
  frame: HTMLIFrameElement;
  posts: Array<{ id?: string; type: string; payload?: unknown }>;
  warnings: string[];
  events: FrameEvent[];
  /** A message as the browser would deliver it. */
  deliver(data: unknown, origin: string, source: SourceName): void;
  /** Forgets what was posted, warned and heard so far (a run on a shared client). */
  reset(): void;
  close(): void;
}

/** Another window of the page (a second frame), and what the window reports as uncaught. */
let otherWindow: Window;
let uncaught: unknown[] = [];
const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
let consoleError: jest.SpyInstance;

beforeAll(() => {
  const other = document.createElement('iframe');
  document.body.appendChild(other);
  otherWindow = other.contentWindow!;
  window.addEventListener('error', onError);
});
afterAll(() => window.removeEventListener('error', onError));
beforeEach(() => {
  jest.useFakeTimers();
  sent = 0;
  uncaught = [];
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  shared?.close();
  shared = undefined;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/**
 * A guard against a hang, not a budget: a property's runs share one test and take seconds
 * alone, a minute or more on a loaded machine.
 */
const PROPERTY_TIMEOUT_MS = 10 * 60_000;

/**
 * A property's runs, kept to the test that started them: should the test end first (its
 * timeout), the next run fails at once instead of dispatching into the next test's window and
 * fake clock (extra warnings there, timers left after a destroy).
 */
function inThisTest<A extends unknown[]>(body: (...args: A) => Promise<void>) {
  const test = expect.getState().currentTestName;
  return async (...args: A) => {
    stillIn(test);
    await body(...args);
  };
}

function stillIn(test: string | undefined) {
  if (expect.getState().currentTestName !== test)
    throw new Error(`a run of "${test}" went on after its test ended`);
}

const flush = () => jest.advanceTimersByTimeAsync(0);

function open(): Opened {
  const warnings: string[] = [];
  const events: FrameEvent[] = [];
  const test = expect.getState().currentTestName;
  const client = createFrameClient({
    secureSiteUrl: SECURE_SITE_URL,
    parameters: { projectId: 'p1', chainId: 'eip155:1' },
    warn: (message) => warnings.push(message),
  });
  const frame = client.mount();
  const frameWindow = frame.contentWindow!;
  const posts: Opened['posts'] = [];
  const spy = jest.spyOn(frameWindow, 'postMessage').mockImplementation(((
    message: Opened['posts'][number],
    target: string,
  ) => {
    expect(target).toBe(SECURE_ORIGIN);
    posts.push(asPosted(message));
  }) as Window['postMessage']);
  client.onEvent((event) => events.push(event));
  const sources: Record<SourceName, Window | null> = {
    frame: frameWindow,
    otherWindow,
    page: window,
    none: null,
  };
  return {
    client,
    frame,
    posts,
    warnings,
    events,
    deliver(data, origin, source) {
      stillIn(test);
      window.dispatchEvent(
        new MessageEvent('message', { data: asPosted(data), origin, source: sources[source] }),
      );
    },
    reset() {
      posts.length = 0;
      warnings.length = 0;
      events.length = 0;
    },
    close() {
      client.destroy();
      spy.mockRestore();
    },
  };
}

/**
 * One ready client for a property's runs (each frame costs jsdom a whole window); every run
 * leaves nothing pending, and a run that failed leaves it for a fresh one.
 */
let shared: Opened | undefined;
async function onSharedClient(body: (opened: Opened) => Promise<void>): Promise<void> {
  shared ??= await openReady();
  shared.reset();
  try {
    await body(shared);
  } catch (error) {
    shared.close();
    shared = undefined;
    throw error;
  }
}

async function openReady(): Promise<Opened> {
  const opened = open();
  opened.deliver({ type: 'READY', payload: { version: '4' } }, SECURE_ORIGIN, 'frame');
  await jest.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS);
  expect(opened.client.status()).toBe('ready');
  return opened;
}

/**
 * Sends the hostile messages and checks each was warned about once (a READY once ready may be
 * dropped silently) on one bounded line, and that nothing threw, was logged as an error or
 * touched Object.prototype.
 */
function sendHostile(
  opened: Opened,
  context: Context,
  hostile: Hostile[],
  phase: 'loading' | 'ready',
) {
  const prototypeBefore = prototypeKeys();
  for (const [index, message] of hostile.entries()) {
    const data = materialize(context, message.message);
    const before = opened.warnings.length;
    opened.deliver(data, message.origin, message.source);
    sent += 1;
    const added = opened.warnings.slice(before);
    const readyAgain =
      phase === 'ready' && (data as { type?: unknown } | null | undefined)?.type === 'READY';
    if (added.length !== 1 && !(readyAgain && added.length === 0))
      throw new Error(`message ${index} (${message.message.k}) warned ${added.length} times`);
  }
  for (const warning of opened.warnings)
    if (!isOneBoundedLine(warning) || !WARNINGS.some((pattern) => pattern.test(warning)))
      throw new Error(`unexpected warning ${JSON.stringify(warning.slice(0, 200))}`);
  expect(uncaught).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  expect(prototypeKeys()).toBe(prototypeBefore);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

describe('secure frame messages (fuzzed)', () => {
  it(
    'once ready: nothing from another origin, another window or of another shape is taken',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.constantFrom(...REQUEST_TYPES), { minLength: 2, maxLength: 4 }),
          fc.array(hostileArbitrary(malformedArbitrary), READY_BATCH),
          fc.array(fc.jsonValue({ maxDepth: 2 }), { minLength: 4, maxLength: 4 }),
          inThisTest(async (types, hostile, payloads) =>
            onSharedClient(async (opened) => {
              const outcomes = types.map((type) => track(opened.client.request(type)));
              await flush();
              const asked = opened.posts.map(({ id, type }) => ({ id: id!, type }) as Asked);
              expect(asked.map((request) => request.type)).toEqual(types);
              // One request answered before: a second answer to it is not taken.
              const [answered, ...pending] = asked;
              opened.deliver(
                { id: answered!.id, type: `${answered!.type}_SUCCESS`, payload: 'first' },
                SECURE_ORIGIN,
                'frame',
              );
              await flush();
              expect(outcomes[0]).toEqual({ state: 'resolved', value: 'first' });

              sendHostile(opened, { pending, answered: answered! }, hostile, 'ready');
              await flush();
              expect(outcomes.slice(1).map((outcome) => outcome.state)).toEqual(
                pending.map(() => 'pending'),
              );
              expect(outcomes[0]).toEqual({ state: 'resolved', value: 'first' });
              expect(opened.events).toEqual([]);
              expect(opened.client.status()).toBe('ready');
              expect(opened.posts).toHaveLength(types.length);

              // The genuine replies and events are still taken.
              for (const [index, request] of pending.entries())
                opened.deliver(
                  { id: request.id, type: `${request.type}_SUCCESS`, payload: payloads[index] },
                  SECURE_ORIGIN,
                  'frame',
                );
              const approval = { type: 'APPROVAL_REQUESTED', payload: { id: 'genuine' } };
              opened.deliver(approval, SECURE_ORIGIN, 'frame');
              await flush();
              expect(outcomes.slice(1)).toEqual(
                pending.map((_, index) => ({ state: 'resolved', value: payloads[index] })),
              );
              expect(opened.events).toEqual([approval]);
            }),
          ),
        ),
        propertyRuns(READY_RUNS),
      );
      expect(sent).toBeGreaterThanOrEqual(floorOf(READY_RUNS, READY_BATCH));
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'while loading: no message makes the frame ready, answers a request not yet sent, or reaches a listener',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.constantFrom(...REQUEST_TYPES), { minLength: 1, maxLength: 3 }),
          fc.array(hostileArbitrary(loadingFromTheFrame), LOADING_BATCH),
          inThisTest(async (types, hostile) => {
            const opened = open();
            try {
              const ready = track(opened.client.ready());
              const outcomes = types.map((type) => track(opened.client.request(type)));
              await flush();
              expect(opened.posts).toEqual([]);
              // Ids are predictable (time and a counter): a reply may come before its request.
              const stamp = Date.now().toString(36);
              const guessed = types.map((type, index) => ({ id: `${stamp}-${index + 1}`, type }));
              const answered = { id: `${stamp}-0`, type: types[0]! };

              sendHostile(opened, { pending: guessed, answered }, hostile, 'loading');
              await jest.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS * 2);
              expect(opened.client.status()).toBe('loading');
              expect(ready.state).toBe('pending');
              expect(outcomes.map((outcome) => outcome.state)).toEqual(types.map(() => 'pending'));
              expect(opened.events).toEqual([]);
              expect(opened.posts).toEqual([]);

              // The genuine READY still makes it ready, and the requests are sent and answered.
              opened.deliver({ type: 'READY', payload: { version: '4' } }, SECURE_ORIGIN, 'frame');
              await jest.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS);
              expect(ready.state).toBe('resolved');
              expect(opened.posts.map(({ id, type }) => ({ id, type }))).toEqual(guessed);
              for (const request of guessed)
                opened.deliver(
                  { id: request.id, type: `${request.type}_SUCCESS`, payload: request.id },
                  SECURE_ORIGIN,
                  'frame',
                );
              await flush();
              expect(outcomes).toEqual(guessed.map(({ id }) => ({ state: 'resolved', value: id })));
            } finally {
              opened.close();
            }
          }),
        ),
        propertyRuns(LOADING_RUNS),
      );
      expect(sent).toBeGreaterThanOrEqual(floorOf(LOADING_RUNS, LOADING_BATCH));
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'a frame the host page removed: nothing of its origin is taken for it, whatever the window; its request fails with "Something went wrong"',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.record({
              source: fc.constantFrom<SourceName>('none', 'page', 'otherWindow'),
              message: genuineArbitrary,
            }),
            DETACHED_BATCH,
          ),
          inThisTest(async (hostile) => {
            const opened = await openReady();
            try {
              const outcome = track(opened.client.request('GET_USER'));
              await flush();
              const asked = { id: opened.posts[0]!.id!, type: 'GET_USER' as const };
              // A removed frame's window is null in browsers (jsdom keeps it: told here).
              opened.frame.remove();
              Object.defineProperty(opened.frame, 'contentWindow', { get: () => null });
              // Half before the client notices the removal (its observer runs after this
              // task), half after.
              for (const [index, { source, message }] of hostile.entries()) {
                if (index === hostile.length >> 1) await flush();
                opened.deliver(
                  materialize({ pending: [asked], answered: asked }, message),
                  SECURE_ORIGIN,
                  source,
                );
                sent += 1;
              }
              await flush();
              expect(outcome).toEqual({
                state: 'rejected',
                value: expect.objectContaining({
                  code: 'FRAME_ABORTED',
                  shortMessage: 'Something went wrong',
                }),
              });
              expect(opened.events).toEqual([]);
              expect(uncaught).toEqual([]);
              expect(consoleError).not.toHaveBeenCalled();
            } finally {
              opened.close();
            }
          }),
        ),
        propertyRuns(DETACHED_RUNS),
      );
      expect(sent).toBeGreaterThanOrEqual(floorOf(DETACHED_RUNS, DETACHED_BATCH));
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'control: the genuine replies and events, from the frame’s origin and window, are taken',
    async () => {
      const replyArbitrary = fc.oneof(
        fc.record({ ok: fc.jsonValue({ maxDepth: 3 }) }),
        fc.record(
          {
            message: fc.string({ maxLength: 200 }),
            code: fc.oneof(fc.integer({ min: -32_768, max: 5_760 }), fc.string({ maxLength: 20 })),
          },
          { requiredKeys: [] },
        ),
      );
      const eventArbitrary = fc.oneof(
        fc.record({
          type: fc.constantFrom('APPROVAL_REQUESTED' as const, 'APPROVAL_SETTLED' as const),
          payload: fc.record({ id: fc.string({ minLength: 1, maxLength: 64 }) }),
        }),
        fc.record({
          type: fc.constant('SOCIAL_RESULT' as const),
          payload: fc.record({
            uri: callbackPathArbitrary.map((path) => `${SECURE_ORIGIN}${path}`),
          }),
        }),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.constantFrom(...REQUEST_TYPES), replyArbitrary), {
            minLength: 1,
            maxLength: 4,
          }),
          fc.array(eventArbitrary, { maxLength: 4 }),
          inThisTest(async (requests, events) =>
            onSharedClient(async (opened) => {
              const outcomes = requests.map(([type]) => track(opened.client.request(type)));
              await flush();
              // Answered last first: each reply goes to its own request by id.
              for (const [index, [type, reply]] of [...requests.entries()].reverse()) {
                const id = opened.posts[index]!.id;
                opened.deliver(
                  'ok' in reply
                    ? { id, type: `${type}_SUCCESS`, payload: reply.ok }
                    : { id, type: `${type}_ERROR`, payload: reply },
                  SECURE_ORIGIN,
                  'frame',
                );
              }
              for (const event of events) opened.deliver(event, SECURE_ORIGIN, 'frame');
              await flush();
              requests.forEach(([, reply], index) => {
                if ('ok' in reply) {
                  expect(outcomes[index]).toEqual({ state: 'resolved', value: reply.ok });
                  return;
                }
                expect(outcomes[index]!.state).toBe('rejected');
                expect(outcomes[index]!.value).toMatchObject({
                  code: 'FRAME_REPLY_ERROR',
                  shortMessage: reply.message || 'An error occurred',
                  rpcCode: typeof reply.code === 'number' ? reply.code : undefined,
                });
              });
              expect(opened.events).toEqual(events);
              expect(opened.warnings).toEqual([]);
            }),
          ),
        ),
        propertyRuns(120),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'readiness: repeated genuine READYs, then a destroy at any moment, leave no timer running and no ready client',
    async () => {
      const stepArbitrary = fc.oneof(
        fc.constant('READY' as const),
        fc.integer({ min: 0, max: FRAME_READY_DELAY_MS + 100 }),
      );
      const perform = async (opened: Opened, step: 'READY' | number) => {
        if (step === 'READY')
          opened.deliver({ type: 'READY', payload: { version: '4' } }, SECURE_ORIGIN, 'frame');
        else await jest.advanceTimersByTimeAsync(step);
      };
      await fc.assert(
        fc.asyncProperty(
          fc.array(stepArbitrary, { maxLength: 6 }),
          fc.array(stepArbitrary, { maxLength: 3 }),
          inThisTest(async (before, after) => {
            jest.clearAllTimers(); // what an earlier, failed run left
            const opened = open();
            try {
              const ready = track(opened.client.ready());
              for (const step of before) await perform(opened, step);
              const wasReady = opened.client.status() === 'ready';
              opened.client.destroy();
              expect(jest.getTimerCount()).toBe(0);
              for (const step of after) await perform(opened, step);
              await jest.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS);
              expect(opened.client.status()).toBe('destroyed');
              expect(ready.state).toBe(wasReady ? 'resolved' : 'rejected');
            } finally {
              opened.close();
            }
          }),
        ),
        propertyRuns(25),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  // Each hostile property checks its own floor: together at least 10,000 messages.
  it(`the hostile properties' floors add up to ${MIN_MESSAGES.toLocaleString('en')} messages`, () => {
    expect(MIN_MESSAGES).toBeGreaterThanOrEqual(10_000);
  });
});
