/**
 * Issue 25, the embedded wallet's keys (`portico.auth.*`, the sealed session among them):
 * garbage under them, and a store that throws on them. A real modal with the embedded wallet
 * (the secure site's frame played by `secureFrameHarness`) starts on that storage, then the
 * user logs in by email: never a crash or a logged error, garbage reads as no login, and the
 * login works and is what storage holds afterwards.
 */
import { storeOf } from '../../../src/modal/storeOf';
import fc from 'fast-check';
import {
  emailOtpSubmitted,
  emailSubmitted,
} from '../../../src/features/authWallet/authWalletActions';
import { selectEmailLogin } from '../../../src/features/authWallet/authWalletSelectors';
import { createMemoryStorage } from '../../../src/features/persistence/createBrowserStorage';
import type { PorticoStorage } from '../../../src/features/persistence/PorticoStorage';
import { AUTH_CONNECTOR_ID } from '../../../src/frame/AuthWallet';
import { propertyRuns } from '../../support/propertyRuns';
import {
  AUTH_STORAGE_KEYS,
  createAuthTest,
  eip155Connection,
  frameReady,
  setUpAuthTests,
  STORAGE_KEYS,
  tick,
  type AuthTest,
} from '../../support/authModal';
import {
  type installSecureFrame,
  LOGIN_CODE,
  SESSION_TOKEN,
  USER_ADDRESS,
  USER_EMAIL,
} from '../../support/secureFrameHarness';
import { garbageText, storedConnection } from './storageArbitraries';
import { watchConsole } from './watchConsole';

jest.setTimeout(30_000);
setUpAuthTests();

const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);
let logs: ReturnType<typeof watchConsole>;
beforeEach(() => {
  jest.setSystemTime(T0);
  logs = watchConsole();
});
afterEach(() => {
  logs.restore();
  expect(logs.logged).toEqual([]);
});

const AUTH_KEYS = Object.values(AUTH_STORAGE_KEYS);
const garbage = garbageText((raw) => raw === SESSION_TOKEN);

/** What a time key may hold: garbage, or numbers no login wrote (zero, negative, a minute on). */
const garbageTime = fc.oneof(
  garbage,
  fc.double().map(String),
  fc.integer({ min: 60_000, max: 2 ** 40 }).map((ms) => String(T0 + ms)),
  fc.constantFrom('0', '-1', '1e400', 'Infinity', ' 1 ', '0x10'),
);

/** The user logs in by email with the right code; the embedded wallet connects. */
async function emailLogin(t: AuthTest) {
  t.modal.open();
  storeOf(t.modal).dispatch(emailSubmitted(USER_EMAIL));
  await tick();
  await frameReady();
  expect(selectEmailLogin(t.state())).toMatchObject({ step: 'verifyOtp', error: null });
  storeOf(t.modal).dispatch(emailOtpSubmitted(LOGIN_CODE));
  await tick();
  expect(selectEmailLogin(t.state())).toMatchObject({ step: 'connected', error: null });
  expect(eip155Connection(t)).toMatchObject({
    status: 'connected',
    connectorId: AUTH_CONNECTOR_ID,
    caipAddress: `eip155:31337:${USER_ADDRESS}`,
  });
}

describe('embedded wallet storage fuzz', () => {
  it('errors: garbage under the auth keys reads as no login; the email login works and replaces it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          keys: fc.dictionary(fc.constantFrom(...AUTH_KEYS), garbage),
          time: fc.option(garbageTime, { nil: undefined }),
          flag: fc.boolean(),
          // An auth connection stored as active (so the startup tries the garbage session).
          connection: fc.boolean(),
        }),
        async ({ keys, time, flag, connection }) => {
          const storage = createMemoryStorage();
          for (const [key, raw] of Object.entries(keys)) storage.setItem(key, raw);
          if (time !== undefined) storage.setItem(AUTH_STORAGE_KEYS.lastEmailLoginTime, time);
          if (flag) storage.setItem(AUTH_STORAGE_KEYS.loginEmailUsed, 'true');
          if (connection)
            storage.setItem(
              STORAGE_KEYS.connections,
              JSON.stringify([
                {
                  namespace: 'eip155',
                  connectorId: AUTH_CONNECTOR_ID,
                  kind: 'auth',
                  status: 'active',
                  lastUsed: T0 - 60_000,
                },
              ]),
            );
          logs.logged.length = 0;
          const t = createAuthTest({ storage });
          try {
            await tick();
            await frameReady();
            // A garbage sealed session connects nobody.
            expect(eip155Connection(t)?.status).not.toBe('connected');
            await emailLogin(t);
            expect(t.storage.getItem(AUTH_STORAGE_KEYS.session)).toBe(SESSION_TOKEN);
            expect(t.storage.getItem(AUTH_STORAGE_KEYS.loginEmailUsed)).toBe('true');
            expect(t.storage.getItem(AUTH_STORAGE_KEYS.email)).toBe(USER_EMAIL);
            expect(logs.logged).toEqual([]);
          } finally {
            t.modal.destroy();
            (t.frame as ReturnType<typeof installSecureFrame>).restore();
            document.body.innerHTML = '';
          }
        },
      ),
      propertyRuns(20),
    );
  });

  // The embedded wallet writes through `guardStorage` too (createPorticoStore), so a quota
  // error does not fail the login.
  it('errors: a store throwing on the auth keys: the email login works in memory and loses nothing stored', async () => {
    const failure = fc.constantFrom(
      () => new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
      () => new DOMException('The operation is insecure.', 'SecurityError'),
      () => new Error('host storage broke'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.subarray(AUTH_KEYS, { minLength: 1 }),
        fc.subarray(['getItem', 'setItem', 'removeItem'] as const, { minLength: 1 }),
        failure,
        storedConnection({ status: fc.constant('disconnected') }),
        async (failing, operations, makeError, other) => {
          const backing = createMemoryStorage();
          backing.setItem(STORAGE_KEYS.connections, JSON.stringify([other]));
          backing.setItem(AUTH_STORAGE_KEYS.preferredAccountType, 'eoa');
          const before = Object.fromEntries(AUTH_KEYS.map((key) => [key, backing.getItem(key)]));
          const fails = (key: string, operation: (typeof operations)[number]) =>
            (failing as string[]).includes(key) && operations.includes(operation);
          const storage: PorticoStorage = {
            getItem: (key) => {
              if (fails(key, 'getItem')) throw makeError();
              return backing.getItem(key);
            },
            setItem: (key, value) => {
              if (fails(key, 'setItem')) throw makeError();
              backing.setItem(key, value);
            },
            removeItem: (key) => {
              if (fails(key, 'removeItem')) throw makeError();
              backing.removeItem(key);
            },
          };
          logs.logged.length = 0;
          const t = createAuthTest({ storage });
          try {
            await tick();
            await emailLogin(t);
            // A key the store refused to write holds what it held before.
            for (const key of failing)
              if (operations.includes('setItem'))
                expect([key, backing.getItem(key)]).toEqual([key, before[key]]);
            expect(logs.logged).toEqual([]);
          } finally {
            t.modal.destroy();
            (t.frame as ReturnType<typeof installSecureFrame>).restore();
            document.body.innerHTML = '';
          }
        },
      ),
      propertyRuns(15),
    );
  });
});
