/**
 * Fuzzing the social login popup's result (issue 25, spec §5: a social result is taken only
 * from the secure site's origin): generated results from other origins (look-alikes
 * included), from windows other than the popup, of other shapes, and with a URI of another
 * site or another login's `state` reach the real `awaitSocialResult` in jsdom. None may be
 * taken: the wait goes on (and the genuine result still ends it), nothing throws or logs an
 * error, and a look-alike is warned about once, on one line. A control property proves
 * genuine results are taken. Replay a failure with
 * `PORTICO_FC_SEED=… PORTICO_FC_PATH=… npx jest test/frame/socialResultFuzz`.
 */
import fc from 'fast-check';
import { awaitSocialResult } from '../../src/frame/awaitSocialResult';
import { propertyRuns } from '../support/propertyRuns';
import {
  anyValueArbitrary,
  asPosted,
  callbackPathArbitrary,
  foreignUriArbitrary,
  isOneBoundedLine,
  notAStringArbitrary,
  prototypeKeys,
  SECURE_ORIGIN,
  wrongOriginArbitrary,
} from './hostileMessages';

const RUNS = 150;
const BATCH = { minLength: 20, maxLength: 30 };
const PROPERTY_TIMEOUT_MS = 60_000;

/** Hostile messages dispatched by this file's properties. */
let sent = 0;

type SourceName = 'popup' | 'otherWindow' | 'page' | 'none';

/** The result the popup's page posts (its origin and window make it genuine or not). */
type Shape =
  | { k: 'result'; path: string }
  | { k: 'raw'; data: unknown }
  | { k: 'badUri'; uri: unknown }
  | { k: 'overlong'; size: number }
  | { k: 'foreign'; uri: string }
  | { k: 'otherState'; path: string; how: 'none' | 'other' | 'fragment' | 'case' | 'longer' }
  | { k: 'polluted'; variant: number };

interface Hostile {
  origin: string;
  source: SourceName;
  shape: Shape;
}

/** The login's state, as the provider URL the popup went to carries it. */
const STATE = 'st4te-Of-This-Login';

function callback(path: string, state: string | null = STATE): string {
  const url = new URL(`${SECURE_ORIGIN}${path}`);
  if (state === null) url.searchParams.delete('state');
  else url.searchParams.set('state', state);
  return url.toString();
}

function materialize(shape: Shape): unknown {
  switch (shape.k) {
    case 'result':
      return { type: 'SOCIAL_RESULT', payload: { uri: callback(shape.path) } };
    case 'raw':
      return shape.data;
    case 'badUri':
      return { type: 'SOCIAL_RESULT', payload: { uri: shape.uri } };
    case 'overlong':
      // Built by hand: jsdom's URL parser is slow on long paths.
      return {
        type: 'SOCIAL_RESULT',
        payload: { uri: `${SECURE_ORIGIN}/${'x'.repeat(shape.size)}?state=${STATE}` },
      };
    case 'foreign':
      return { type: 'SOCIAL_RESULT', payload: { uri: shape.uri } };
    case 'otherState': {
      const uri = {
        none: callback(shape.path, null),
        other: callback(shape.path, `${STATE}-of-another-login`),
        fragment: `${callback(shape.path, null)}#state=${STATE}`,
        case: callback(shape.path, STATE.toUpperCase()),
        longer: callback(shape.path, `${STATE} `),
      }[shape.how];
      return { type: 'SOCIAL_RESULT', payload: { uri } };
    }
    case 'polluted': {
      const uri = JSON.stringify(callback('/oauth/callback'));
      const variants = [
        `{"type":"SOCIAL_RESULT","payload":{"__proto__":{"uri":${uri}}}}`,
        `{"type":"SOCIAL_RESULT","__proto__":{"payload":{"uri":${uri}}}}`,
        `{"__proto__":{"type":"SOCIAL_RESULT","payload":{"uri":${uri}}}}`,
        `[{"type":"SOCIAL_RESULT","payload":{"uri":${uri}}}]`,
        `{"type":"SOCIAL_RESULT","payload":[${uri}]}`,
      ];
      return JSON.parse(variants[shape.variant % variants.length]!);
    }
  }
}

/**
 * Whether the product deliberately warns about this: a message shaped as a result that is
 * refused (for its origin, its window or its URI). Other messages are not ours: silent.
 */
function warned(hostile: Hostile): boolean {
  const { k } = hostile.shape;
  const fromThePopup = hostile.origin === SECURE_ORIGIN && hostile.source === 'popup';
  return k === 'foreign' || k === 'otherState' || (k === 'result' && !fromThePopup);
}

const resultArbitrary = fc.record({
  k: fc.constant('result' as const),
  path: callbackPathArbitrary,
});

const shapeArbitrary: fc.Arbitrary<Shape> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ k: fc.constant('raw' as const), data: anyValueArbitrary }) },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('badUri' as const),
      uri: fc.oneof(notAStringArbitrary, fc.constant(undefined)),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('overlong' as const),
      size: fc.integer({ min: 4_097, max: 70_000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ k: fc.constant('foreign' as const), uri: foreignUriArbitrary }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('otherState' as const),
      path: callbackPathArbitrary,
      how: fc.constantFrom(
        'none' as const,
        'other' as const,
        'fragment' as const,
        'case' as const,
        'longer' as const,
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ k: fc.constant('polluted' as const), variant: fc.nat() }),
  },
);

const hostileArbitrary: fc.Arbitrary<Hostile> = fc.oneof(
  fc.record({
    origin: wrongOriginArbitrary,
    source: fc.constantFrom<SourceName>('popup', 'otherWindow', 'page', 'none'),
    shape: fc.oneof(resultArbitrary, shapeArbitrary),
  }),
  fc.record({
    origin: fc.constant(SECURE_ORIGIN),
    source: fc.constantFrom<SourceName>('otherWindow', 'page', 'none'),
    shape: fc.oneof(resultArbitrary, shapeArbitrary),
  }),
  {
    weight: 3,
    arbitrary: fc.record({
      origin: fc.constant(SECURE_ORIGIN),
      source: fc.constant<SourceName>('popup'),
      shape: shapeArbitrary,
    }),
  },
);

const WARNINGS = [
  /^ignored a social login result from .* that is not the popup's$/,
  /^ignored a social login result that is not a callback of https:\/\/secure\.example for this login$/,
];

// ---------------------------------------------------------------------------------------------

let popup: Window;
let otherWindow: Window;
let uncaught: unknown[] = [];
const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
let consoleError: jest.SpyInstance;

function frameWindow(): Window {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  return frame.contentWindow!;
}

beforeAll(() => {
  // Real windows: the popup (its `closed` is read each second) and another one.
  popup = frameWindow();
  otherWindow = frameWindow();
  window.addEventListener('error', onError);
});
afterAll(() => window.removeEventListener('error', onError));
beforeEach(() => {
  jest.useFakeTimers();
  uncaught = [];
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function deliver(data: unknown, origin: string, source: SourceName) {
  const sources: Record<SourceName, Window | null> = {
    popup,
    otherWindow,
    page: window,
    none: null,
  };
  window.dispatchEvent(
    new MessageEvent('message', { data: asPosted(data), origin, source: sources[source] }),
  );
}

interface Waiting {
  outcome: { state: 'pending' | 'resolved' | 'rejected'; value?: unknown };
  warnings: string[];
  controller: AbortController;
}

function wait(state: string | undefined): Waiting {
  const warnings: string[] = [];
  const controller = new AbortController();
  const outcome: Waiting['outcome'] = { state: 'pending' };
  awaitSocialResult({
    popup,
    origin: SECURE_ORIGIN,
    ...(state === undefined ? {} : { state }),
    checkClosed: true,
    signal: controller.signal,
    warn: (message) => warnings.push(message),
  }).then(
    (value) => Object.assign(outcome, { state: 'resolved', value }),
    (error: unknown) => Object.assign(outcome, { state: 'rejected', value: error }),
  );
  return { outcome, warnings, controller };
}

describe('social login result (fuzzed)', () => {
  it(
    'nothing from another origin, another window, of another shape or for another login is taken',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(hostileArbitrary, BATCH),
          callbackPathArbitrary,
          async (hostile, genuinePath) => {
            const waiting = wait(STATE);
            try {
              const prototypeBefore = prototypeKeys();
              for (const [index, message] of hostile.entries()) {
                const before = waiting.warnings.length;
                deliver(materialize(message.shape), message.origin, message.source);
                sent += 1;
                const added = waiting.warnings.length - before;
                if (added !== (warned(message) ? 1 : 0))
                  throw new Error(`message ${index} (${message.shape.k}) warned ${added} times`);
              }
              // A second passes: the closed check runs, the popup is still open.
              await jest.advanceTimersByTimeAsync(1_000);
              expect(waiting.outcome.state).toBe('pending');
              for (const warning of waiting.warnings)
                if (
                  !isOneBoundedLine(warning) ||
                  !WARNINGS.some((pattern) => pattern.test(warning))
                )
                  throw new Error(`unexpected warning ${JSON.stringify(warning.slice(0, 200))}`);
              expect(uncaught).toEqual([]);
              expect(consoleError).not.toHaveBeenCalled();
              expect(prototypeKeys()).toBe(prototypeBefore);

              const uri = callback(genuinePath);
              deliver({ type: 'SOCIAL_RESULT', payload: { uri } }, SECURE_ORIGIN, 'popup');
              await jest.advanceTimersByTimeAsync(0);
              expect(waiting.outcome).toEqual({ state: 'resolved', value: uri });
            } finally {
              waiting.controller.abort();
            }
          },
        ),
        propertyRuns(RUNS),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'control: the genuine result, from the popup on the secure origin, is taken (with or without a known state)',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          callbackPathArbitrary,
          fc.option(fc.string({ minLength: 1, maxLength: 64 }), { nil: undefined }),
          fc.boolean(),
          async (path, state, extraKeys) => {
            const uri = callback(path, state ?? null);
            const waiting = wait(state);
            try {
              const payload = extraKeys ? { uri, provider: 'google' } : { uri };
              deliver(
                { type: 'SOCIAL_RESULT', payload, ...(extraKeys && { id: 'x' }) },
                SECURE_ORIGIN,
                'popup',
              );
              await jest.advanceTimersByTimeAsync(0);
              expect(waiting.outcome).toEqual({ state: 'resolved', value: uri });
              expect(waiting.warnings).toEqual([]);
            } finally {
              waiting.controller.abort();
            }
          },
        ),
        propertyRuns(300),
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(`counts at least ${(RUNS * BATCH.minLength).toLocaleString('en')} hostile results sent`, () => {
    expect(sent).toBeGreaterThanOrEqual(RUNS * BATCH.minLength);
  });
});
