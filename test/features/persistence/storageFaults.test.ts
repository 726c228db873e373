/**
 * Issue 25: storage that throws (QuotaExceededError, a third-party frame's SecurityError,
 * anything else) on reads, writes or removals of every key, from start-up or only once the
 * session runs. A real modal (eip155 adapter, dev wallet, default SIWX) connects, signs in,
 * switches chains and back, and disconnects: none of it may crash or log an error, it all
 * works in memory, and no record stored before is lost to a failure.
 */
import { storeOf } from '../../../src/modal/storeOf';
import fc from 'fast-check';
import type { CaipNetworkId } from '../../../src/adapter/CaipNetwork';
import { disconnect } from '../../../src/features/connections/connectionsSlice';
import type { StoredConnection } from '../../../src/features/connections/types';
import { connectorSelected } from '../../../src/features/connectors/connectorsSlice';
import { selectActiveNetwork } from '../../../src/features/networks/networksSelectors';
import { switchNetwork } from '../../../src/features/networks/networksSlice';
import {
  createBrowserStorage,
  createMemoryStorage,
} from '../../../src/features/persistence/createBrowserStorage';
import { guardStorage } from '../../../src/features/persistence/guardStorage';
import type { PorticoStorage } from '../../../src/features/persistence/PorticoStorage';
import {
  readLastUsedChain,
  readStoredConnections,
} from '../../../src/features/persistence/storedRecords';
import { createDefaultSiwx } from '../../../src/features/siwx/createDefaultSiwx';
import { selectSiwx } from '../../../src/features/siwx/siwxSelectors';
import { SIWX_SESSIONS_STORAGE_KEY } from '../../../src/features/siwx/siwxSessionStorage';
import { siwxSignRequested } from '../../../src/features/siwx/siwxSlice';
import type { SiwxSession } from '../../../src/features/siwx/types';
import {
  AUTH_STORAGE_KEYS,
  clearLogin,
  hasPastLogin,
  readTime,
} from '../../../src/frame/authStorage';
import { localChain } from '../../support/fixtures';
import { propertyRuns } from '../../support/propertyRuns';
import {
  addWallet,
  cleanupHarness,
  createTestModal,
  DEV_WALLET_ID,
  flush,
  secondChain,
  STORAGE_KEYS,
  waitFor,
  type TestModal,
} from '../../support/walletHarness';
import { CHAINS, signedSession } from '../../support/siwxFixtures';
import { watchConsole } from './watchConsole';

jest.setTimeout(30_000);

const KEYS = [
  STORAGE_KEYS.connections,
  STORAGE_KEYS.recentWallets,
  STORAGE_KEYS.lastUsedChain,
  SIWX_SESSIONS_STORAGE_KEY,
] as const;
type Key = (typeof KEYS)[number];
type Operation = 'getItem' | 'setItem' | 'removeItem';
const OPERATIONS: readonly Operation[] = ['getItem', 'setItem', 'removeItem'];

/** When a faulty operation starts throwing: never, from the first call, or once started. */
type FaultTiming = 'never' | 'always' | 'midSession';
type FaultPlan = Record<Key, Record<Operation, FaultTiming>>;

const failure = fc.constantFrom(
  () => new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
  () => new DOMException('The operation is insecure.', 'SecurityError'),
  () => new Error('host storage broke'),
  () => 'a thrown string',
);

const timing = fc.constantFrom<FaultTiming>('never', 'never', 'always', 'midSession');
const faultPlan: fc.Arbitrary<FaultPlan> = fc.record(
  Object.fromEntries(
    KEYS.map((key) => [key, fc.record({ getItem: timing, setItem: timing, removeItem: timing })]),
  ) as Record<Key, fc.Arbitrary<Record<Operation, FaultTiming>>>,
);

/** A host store over `backing` that throws as `plan` says; `started` turns on mid-session faults. */
function faultyStorage(backing: PorticoStorage, plan: FaultPlan, makeError: () => unknown) {
  const state = { started: false, removed: [] as string[] };
  const fails = (key: string, operation: Operation) => {
    const when = (plan as Record<string, Record<Operation, FaultTiming>>)[key]?.[operation];
    return when === 'always' || (when === 'midSession' && state.started);
  };
  const guard = (key: string, operation: Operation) => {
    if (fails(key, operation)) throw makeError();
  };
  const storage: PorticoStorage = {
    getItem: (key) => (guard(key, 'getItem'), backing.getItem(key)),
    setItem: (key, value) => (guard(key, 'setItem'), backing.setItem(key, value)),
    removeItem: (key) => {
      state.removed.push(key);
      guard(key, 'removeItem');
      backing.removeItem(key);
    },
  };
  return { storage, state };
}

const OTHER: StoredConnection = {
  namespace: 'eip155',
  connectorId: 'other.wallet',
  kind: 'injected',
  status: 'disconnected',
  lastUsed: 1,
};

let otherSession: SiwxSession;
beforeAll(async () => {
  otherSession = (await signedSession()).session;
});

/** What an earlier visit left: another wallet, the second chain, a session on chain 1. */
function seeded(): PorticoStorage {
  const storage = createMemoryStorage();
  storage.setItem(STORAGE_KEYS.connections, JSON.stringify([OTHER]));
  storage.setItem(
    STORAGE_KEYS.recentWallets,
    JSON.stringify([{ id: OTHER.connectorId, namespaces: ['eip155'] }]),
  );
  storage.setItem(STORAGE_KEYS.lastUsedChain, JSON.stringify(secondChain.caipNetworkId));
  storage.setItem(SIWX_SESSIONS_STORAGE_KEY, JSON.stringify([otherSession]));
  return storage;
}

const json = (storage: PorticoStorage, key: string): unknown =>
  JSON.parse(storage.getItem(key) ?? 'null') as unknown;

const chainOf = (t: TestModal) =>
  t.state().connections.byNamespace.eip155?.caipAddress?.split(':').slice(0, 2).join(':') as
    CaipNetworkId | undefined;

async function signIn(t: TestModal) {
  await waitFor(() => selectSiwx(t.state()).status === 'awaitingSignature');
  storeOf(t.modal).dispatch(siwxSignRequested());
  await waitFor(() => selectSiwx(t.state()).status === 'signedIn');
}

/** Connect, sign in, switch chain (sign in there), switch back (still signed in), disconnect. */
async function session(t: TestModal) {
  t.modal.open();
  expect(t.modal.getSnapshot().isOpen).toBe(true);
  t.modal.dispatch(connectorSelected(DEV_WALLET_ID));
  await waitFor(() => t.state().connections.byNamespace.eip155?.status === 'connected');
  await signIn(t);
  const first = chainOf(t)!;
  const other = first === localChain.caipNetworkId ? secondChain : localChain;
  t.modal.dispatch(switchNetwork(other.caipNetworkId));
  await waitFor(() => chainOf(t) === other.caipNetworkId);
  await signIn(t);
  // Back on the first chain: its session is found again, in memory if storage failed.
  t.modal.dispatch(switchNetwork(first));
  await waitFor(() => chainOf(t) === first);
  await waitFor(() => selectSiwx(t.state()).status === 'signedIn');
  t.modal.dispatch(disconnect());
  await waitFor(() => t.state().connections.byNamespace.eip155 === undefined);
  await waitFor(() => selectSiwx(t.state()).status === 'idle');
}

let logs: ReturnType<typeof watchConsole>;
beforeEach(() => {
  logs = watchConsole();
});
afterEach(() => {
  logs.restore();
  cleanupHarness();
  expect(logs.logged).toEqual([]);
});

describe('storage faults', () => {
  it('errors: a host store throwing on any key and operation: the session works in memory and loses nothing stored', async () => {
    await fc.assert(
      fc.asyncProperty(faultPlan, failure, async (plan, makeError) => {
        try {
          logs.logged.length = 0;
          const backing = seeded();
          const before = Object.fromEntries(KEYS.map((key) => [key, backing.getItem(key)]));
          const { storage, state } = faultyStorage(backing, plan, makeError);
          addWallet();
          const siwx = createDefaultSiwx({ chains: CHAINS, storage });
          const t = createTestModal({ siwx }, { storage });
          await flush();
          state.started = true;

          // Start-up read what it could: a key it could not read is empty.
          const unread = (key: Key) => plan[key].getItem === 'always';
          expect(t.state().connections.stored).toEqual(
            unread(STORAGE_KEYS.connections) ? [] : [OTHER],
          );
          expect(t.state().connectors.recent.map((w) => w.id)).toEqual(
            unread(STORAGE_KEYS.recentWallets) ? [] : [OTHER.connectorId],
          );
          expect(selectActiveNetwork(t.state())?.caipNetworkId).toBe(
            unread(STORAGE_KEYS.lastUsedChain)
              ? localChain.caipNetworkId
              : secondChain.caipNetworkId,
          );

          await session(t);
          expect(t.state().connections.stored.map((c) => [c.connectorId, c.status])).toEqual([
            ...(unread(STORAGE_KEYS.connections) ? [] : [[OTHER.connectorId, 'disconnected']]),
            [DEV_WALLET_ID, 'disconnected'],
          ]);

          // No record was removed, and a key the session could not write or read is as it was.
          expect(state.removed).toEqual([]);
          for (const key of KEYS) {
            if (plan[key].setItem !== 'never' || unread(key))
              expect([key, backing.getItem(key)]).toEqual([key, before[key]]);
          }
          // Where storage worked, it holds what the session wrote.
          if (
            plan[STORAGE_KEYS.connections].setItem === 'never' &&
            !unread(STORAGE_KEYS.connections)
          )
            expect(json(backing, STORAGE_KEYS.connections)).toEqual(t.state().connections.stored);
          if (
            plan[STORAGE_KEYS.recentWallets].setItem === 'never' &&
            !unread(STORAGE_KEYS.recentWallets)
          )
            expect(json(backing, STORAGE_KEYS.recentWallets)).toEqual(t.state().connectors.recent);
          // The other account's sign-in is never lost.
          const sessions = json(backing, SIWX_SESSIONS_STORAGE_KEY) as SiwxSession[];
          expect(sessions.map((s) => s.signature)).toContain(otherSession.signature);
          expect(logs.logged).toEqual([]);
        } finally {
          cleanupHarness();
        }
      }),
      propertyRuns(15),
    );
  });

  it('errors: the record readers on a throwing store read nothing, and the guard never throws', () => {
    fc.assert(
      fc.property(
        fc.subarray([...OPERATIONS], { minLength: 1 }),
        failure,
        fc.array(fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom<Operation>(...OPERATIONS))),
        (operations, makeError, calls) => {
          const backing = seeded();
          const plan = Object.fromEntries(
            KEYS.map((key) => [
              key,
              Object.fromEntries(
                OPERATIONS.map((op) => [op, operations.includes(op) ? 'always' : 'never']),
              ),
            ]),
          ) as unknown as FaultPlan;
          const { storage } = faultyStorage(backing, plan, makeError);
          // Every reader gets the store through the guard (createPorticoStore applies it once).
          const read = operations.includes('getItem') ? null : secondChain.caipNetworkId;
          expect(readLastUsedChain(guardStorage(storage))).toBe(read);
          expect(readStoredConnections(guardStorage(storage))).toEqual(read && [OTHER]);
          // Any sequence of calls through the guard: no throw, and it reads its own writes.
          const guarded = guardStorage(storage);
          const mine = new Map<string, string | null>();
          calls.forEach(([key, op], i) => {
            if (op === 'setItem') guarded.setItem(key, `value ${i}`);
            if (op === 'removeItem') guarded.removeItem(key);
            if (op !== 'getItem') mine.set(key, op === 'setItem' ? `value ${i}` : null);
            const expected = mine.has(key) ? mine.get(key) : read && backing.getItem(key);
            expect(guarded.getItem(key)).toBe(expected);
          });
        },
      ),
      propertyRuns(200),
    );
  });

  it('errors: the embedded wallet keys on a throwing store read as no login; clearing clears the rest', () => {
    fc.assert(
      fc.property(
        fc.subarray(Object.values(AUTH_STORAGE_KEYS)),
        fc.constantFrom<Operation[]>(['getItem'], ['removeItem'], ['getItem', 'removeItem']),
        failure,
        (failing, operations, makeError) => {
          const backing = createMemoryStorage();
          for (const key of Object.values(AUTH_STORAGE_KEYS)) backing.setItem(key, 'true');
          backing.setItem(AUTH_STORAGE_KEYS.lastEmailLoginTime, '1700000000000');
          const plan = Object.fromEntries(
            failing.map((key) => [
              key,
              Object.fromEntries(
                OPERATIONS.map((op) => [op, operations.includes(op) ? 'always' : 'never']),
              ),
            ]),
          ) as unknown as FaultPlan;
          // The embedded wallet gets the store through the guard (createPorticoStore).
          const storage = guardStorage(faultyStorage(backing, plan, makeError).storage);
          const readFails = (key: string) =>
            failing.includes(key as never) && operations.includes('getItem');
          expect(hasPastLogin(storage)).toBe(!readFails(AUTH_STORAGE_KEYS.loginEmailUsed));
          expect(readTime(storage, AUTH_STORAGE_KEYS.lastEmailLoginTime)).toBe(
            readFails(AUTH_STORAGE_KEYS.lastEmailLoginTime) ? null : 1700000000000,
          );
          clearLogin(storage);
          // Every key the store let go of is gone, whichever others failed; a key whose read
          // failed is left as stored (the guard never writes what it could not read).
          for (const key of [
            AUTH_STORAGE_KEYS.loginEmailUsed,
            AUTH_STORAGE_KEYS.email,
            AUTH_STORAGE_KEYS.session,
          ]) {
            const removeFails = failing.includes(key) && operations.includes('removeItem');
            const unread = key === AUTH_STORAGE_KEYS.loginEmailUsed && readFails(key);
            expect([key, backing.getItem(key)]).toEqual([
              key,
              removeFails || unread ? 'true' : null,
            ]);
            // What this session sees: signed out either way.
            expect(storage.getItem(key)).toBeNull();
          }
        },
      ),
      propertyRuns(200),
    );
  });
});

describe('storage faults: the browser default over localStorage', () => {
  const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
  afterEach(() => {
    Object.defineProperty(window, 'localStorage', descriptor);
    window.localStorage.clear();
  });

  it('errors: localStorage denied (a third-party frame): connecting works, in memory', async () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const storage = createBrowserStorage();
    addWallet();
    const siwx = createDefaultSiwx({ chains: CHAINS });
    const t = createTestModal({ siwx }, { storage });
    await session(t);
    expect(t.state().connectors.recent.map((w) => w.id)).toEqual([DEV_WALLET_ID]);
    // It reads back what the session wrote.
    expect(json(storage, STORAGE_KEYS.recentWallets)).toEqual([
      { id: DEV_WALLET_ID, namespaces: ['eip155'] },
    ]);
  });

  it('errors: localStorage throwing on any operation: the session works and what it held stays', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.subarray([...OPERATIONS], { minLength: 1 }),
        failure,
        async (operations, makeError) => {
          const earlier = seeded();
          window.localStorage.clear();
          for (const key of KEYS) window.localStorage.setItem(key, earlier.getItem(key)!);
          const spies = operations.map((op) =>
            jest.spyOn(Storage.prototype, op).mockImplementation(() => {
              throw makeError();
            }),
          );
          try {
            logs.logged.length = 0;
            addWallet();
            const storage = createBrowserStorage();
            const siwx = createDefaultSiwx({ chains: CHAINS });
            const t = createTestModal({ siwx }, { storage });
            await flush();
            await session(t);
            spies.forEach((spy) => spy.mockRestore());
            // A failed read or write leaves every record as the earlier visit stored it.
            if (operations.includes('getItem') || operations.includes('setItem'))
              for (const key of KEYS)
                expect([key, window.localStorage.getItem(key)]).toEqual([
                  key,
                  earlier.getItem(key),
                ]);
            const sessions = json(window.localStorage, SIWX_SESSIONS_STORAGE_KEY) as SiwxSession[];
            expect(sessions.map((s) => s.signature)).toContain(otherSession.signature);
            expect(logs.logged).toEqual([]);
          } finally {
            spies.forEach((spy) => spy.mockRestore());
            cleanupHarness();
          }
        },
      ),
      propertyRuns(10),
    );
  });
});
