/**
 * Issue 25: storage holding garbage, other versions and mixed lists, for every key the
 * product writes. Parse-level properties run the readers directly (hundreds of runs); the
 * whole-modal ones start a real modal (eip155 adapter, dev wallet, default SIWX) on that
 * storage and connect and sign in (tens of runs).
 */
import { storeOf } from '../../../src/modal/storeOf';
import fc from 'fast-check';
import { connectorSelected } from '../../../src/features/connectors/connectorsSlice';
import { selectActiveNetwork } from '../../../src/features/networks/networksSelectors';
import { createMemoryStorage } from '../../../src/features/persistence/createBrowserStorage';
import type { PorticoStorage } from '../../../src/features/persistence/PorticoStorage';
import {
  readLastUsedChain,
  readRecentWallets,
  readStoredConnections,
} from '../../../src/features/persistence/storedRecords';
import { createDefaultSiwx } from '../../../src/features/siwx/createDefaultSiwx';
import { selectSiwx } from '../../../src/features/siwx/siwxSelectors';
import {
  readSiwxSessions,
  SIWX_SESSIONS_STORAGE_KEY,
} from '../../../src/features/siwx/siwxSessionStorage';
import { siwxSignRequested } from '../../../src/features/siwx/siwxSlice';
import type { SiwxSession } from '../../../src/features/siwx/types';
import { AUTH_STORAGE_KEYS, hasPastLogin, readTime } from '../../../src/frame/authStorage';
import { localChain } from '../../support/fixtures';
import { propertyRuns } from '../../support/propertyRuns';
import {
  addWallet,
  caipOf,
  cleanupHarness,
  createTestModal,
  DEV_ADDRESSES,
  DEV_WALLET_ID,
  flush,
  secondChain,
  STORAGE_KEYS,
  waitFor,
} from '../../support/walletHarness';
import { CHAINS, NOW, signedSession } from '../../support/siwxFixtures';
import {
  garbageConnectionItem,
  garbageRecentItem,
  garbageText,
  mixedList,
  normalisedRecent,
  parsed,
  recentWallet,
  storedConnection,
} from './storageArbitraries';
import { watchConsole } from './watchConsole';

const KEYS = [
  STORAGE_KEYS.connections,
  STORAGE_KEYS.recentWallets,
  STORAGE_KEYS.lastUsedChain,
  SIWX_SESSIONS_STORAGE_KEY,
] as const;

// The documented record forms (not the product's checks): text holding one of them is not
// garbage, whichever key it is under. Random generators hit these only by chance.
const NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'];
const looksLikeRecord = (item: unknown): boolean =>
  (typeof item === 'string' && item.length > 0) ||
  (typeof item === 'object' &&
    item !== null &&
    (('id' in item && typeof item.id === 'string' && item.id !== '') ||
      ('namespace' in item && NAMESPACES.includes(item.namespace as string))));
const isUsable = (raw: string): boolean => {
  const value = parsed(raw);
  if (typeof value === 'string') return /^[-a-z0-9]{3,8}:/.test(value);
  return Array.isArray(value) && value.some(looksLikeRecord);
};
const garbage = garbageText(isUsable);

jest.setTimeout(30_000);

let sessions: SiwxSession[];
beforeAll(async () => {
  sessions = await Promise.all(
    ['aaaaaaaa1111', 'bbbbbbbb2222', 'cccccccc3333'].map(
      async (nonce) => (await signedSession({ nonce })).session,
    ),
  );
});

let logs: ReturnType<typeof watchConsole>;
beforeEach(() => {
  logs = watchConsole();
});
afterEach(() => {
  logs.restore();
  cleanupHarness();
  expect(logs.logged).toEqual([]);
});

const polluted = () => ({}) as Record<string, unknown>;

describe('storage fuzz: parse level', () => {
  it('errors: garbage under any key reads as empty, is dropped, and pollutes nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KEYS), garbage, (key, raw) => {
        const storage = createMemoryStorage();
        storage.setItem(key, raw);
        const read = {
          [STORAGE_KEYS.connections]: () => readStoredConnections(storage) ?? [],
          [STORAGE_KEYS.recentWallets]: () => readRecentWallets(storage) ?? [],
          [STORAGE_KEYS.lastUsedChain]: () => readLastUsedChain(storage),
          [SIWX_SESSIONS_STORAGE_KEY]: () => readSiwxSessions(storage, NOW, CHAINS),
        }[key];
        const value = read();
        expect(value === null || (Array.isArray(value) && value.length === 0)).toBe(true);
        // Either removed or left as an empty list: never garbage read again next time.
        const after = storage.getItem(key);
        expect(after === null || after === '[]').toBe(true);
        expect(polluted().polluted).toBeUndefined();
      }),
      propertyRuns(400),
    );
  });

  it('behavior: a list of valid connections mixed with garbage keeps every valid one, in order', () => {
    fc.assert(
      fc.property(mixedList(storedConnection(), garbageConnectionItem), ({ valid, list }) => {
        const storage = createMemoryStorage();
        storage.setItem(STORAGE_KEYS.connections, JSON.stringify(list));
        expect(readStoredConnections(storage)).toEqual(valid);
      }),
      propertyRuns(300),
    );
  });

  it('behavior: a list of recent wallets mixed with garbage keeps the first valid ones', () => {
    fc.assert(
      fc.property(mixedList(recentWallet, garbageRecentItem), ({ valid, list }) => {
        const storage = createMemoryStorage();
        storage.setItem(STORAGE_KEYS.recentWallets, JSON.stringify(list));
        expect(readRecentWallets(storage)).toEqual(valid.map(normalisedRecent).slice(0, 2));
      }),
      propertyRuns(300),
    );
  });

  it('behavior: stored sign-in sessions mixed with garbage keep every valid one, in storage too', () => {
    fc.assert(
      fc.property(
        mixedList(fc.constantFrom(...sessions), fc.oneof(garbageConnectionItem, garbageRecentItem)),
        ({ valid, list }) => {
          const storage = createMemoryStorage();
          storage.setItem(SIWX_SESSIONS_STORAGE_KEY, JSON.stringify(list));
          expect(readSiwxSessions(storage, NOW, CHAINS)).toEqual(valid);
          expect(JSON.parse(storage.getItem(SIWX_SESSIONS_STORAGE_KEY) ?? '[]')).toEqual(valid);
        },
      ),
      propertyRuns(150),
    );
  });

  it('errors: the embedded wallet keys read garbage as no login and no time', () => {
    fc.assert(
      fc.property(fc.oneof(garbage, fc.string()), (raw) => {
        const storage = createMemoryStorage();
        storage.setItem(AUTH_STORAGE_KEYS.loginEmailUsed, raw);
        storage.setItem(AUTH_STORAGE_KEYS.lastEmailLoginTime, raw);
        expect(hasPastLogin(storage)).toBe(raw === 'true');
        const time = readTime(storage, AUTH_STORAGE_KEYS.lastEmailLoginTime);
        // A time is only ever a positive number the text spells exactly.
        if (time !== null) expect(time).toBe(Number(raw));
        expect(time === null || (Number.isFinite(time) && time > 0)).toBe(true);
      }),
      propertyRuns(300),
    );
  });
});

/** A modal with default SIWX on `storage`, connected and signed in with the dev wallet. */
async function connectAndSignIn(storage: PorticoStorage) {
  addWallet();
  const siwx = createDefaultSiwx({ chains: CHAINS, storage });
  const t = createTestModal({ siwx }, { storage });
  await flush();
  const before = t.state();
  t.modal.open();
  expect(t.modal.getSnapshot().isOpen).toBe(true);
  t.modal.dispatch(connectorSelected(DEV_WALLET_ID));
  await waitFor(() => selectSiwx(t.state()).status === 'awaitingSignature');
  storeOf(t.modal).dispatch(siwxSignRequested());
  await waitFor(() => selectSiwx(t.state()).status === 'signedIn');
  return { t, before };
}

const storedJson = (storage: PorticoStorage, key: string): unknown => {
  const raw = storage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as unknown);
};

describe('storage fuzz: whole modal', () => {
  it('errors: garbage under any keys reads as empty; connect and sign-in work and replace it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...KEYS), garbage, { minKeys: 1 }),
        async (records) => {
          try {
            logs.logged.length = 0;
            const storage = createMemoryStorage();
            for (const [key, raw] of Object.entries(records)) storage.setItem(key, raw);
            const { t, before } = await connectAndSignIn(storage);

            expect(before.connections.stored).toEqual([]);
            expect(before.connectors.recent).toEqual([]);
            expect(selectActiveNetwork(before)?.caipNetworkId).toBe(localChain.caipNetworkId);
            expect(t.state().connections.byNamespace.eip155?.caipAddress).toBe(
              caipOf(localChain.id as number),
            );
            // Each key now holds what the product wrote, never the garbage.
            expect(storedJson(storage, STORAGE_KEYS.connections)).toEqual(
              t.state().connections.stored,
            );
            expect(t.state().connections.stored.map((c) => c.connectorId)).toEqual([DEV_WALLET_ID]);
            expect(storedJson(storage, STORAGE_KEYS.recentWallets)).toEqual([
              { id: DEV_WALLET_ID, namespaces: ['eip155'] },
            ]);
            expect(storedJson(storage, STORAGE_KEYS.lastUsedChain)).toBeNull();
            const signedIn = storedJson(storage, SIWX_SESSIONS_STORAGE_KEY) as SiwxSession[];
            expect(signedIn.map((s) => s.data.accountAddress)).toEqual([DEV_ADDRESSES[0]]);
            expect(logs.logged).toEqual([]);
            expect(polluted().polluted).toBeUndefined();
          } finally {
            cleanupHarness();
          }
        },
      ),
      propertyRuns(30),
    );
  });

  it('behavior: valid records next to garbage survive start-up and the next writes', async () => {
    const otherWallet = storedConnection().filter((c) => c.connectorId !== DEV_WALLET_ID);
    const otherRecent = recentWallet.filter((w) => normalisedRecent(w).id !== DEV_WALLET_ID);
    await fc.assert(
      fc.asyncProperty(
        mixedList(otherWallet, garbageConnectionItem),
        mixedList(otherRecent, garbageRecentItem),
        fc.boolean(),
        async (connections, recent, chainIsGarbage) => {
          try {
            logs.logged.length = 0;
            const storage = createMemoryStorage();
            storage.setItem(STORAGE_KEYS.connections, JSON.stringify(connections.list));
            storage.setItem(STORAGE_KEYS.recentWallets, JSON.stringify(recent.list));
            storage.setItem(
              STORAGE_KEYS.lastUsedChain,
              chainIsGarbage ? '{"version":2}' : JSON.stringify(secondChain.caipNetworkId),
            );
            storage.setItem(
              SIWX_SESSIONS_STORAGE_KEY,
              JSON.stringify([7, sessions[0], { data: {} }]),
            );
            const { t, before } = await connectAndSignIn(storage);

            expect(before.connections.stored).toEqual(connections.valid);
            expect(before.connectors.recent).toEqual(
              recent.valid.map(normalisedRecent).slice(0, 2),
            );
            expect(selectActiveNetwork(before)?.caipNetworkId).toBe(
              chainIsGarbage ? localChain.caipNetworkId : secondChain.caipNetworkId,
            );
            // After connecting: the stored list is the remembered ones (the eip155 one that
            // was active is now only connected) plus the dev wallet, active.
            const remembered = connections.valid.map((c) =>
              c.namespace === 'eip155' && c.status === 'active' ? { ...c, status: 'connected' } : c,
            );
            const stored = storedJson(storage, STORAGE_KEYS.connections) as {
              connectorId: string;
            }[];
            expect(stored.filter((c) => c.connectorId !== DEV_WALLET_ID)).toEqual(remembered);
            expect(stored).toEqual(t.state().connections.stored);
            expect(storedJson(storage, STORAGE_KEYS.recentWallets)).toEqual([
              { id: DEV_WALLET_ID, namespaces: ['eip155'] },
              ...recent.valid
                .map(normalisedRecent)
                .filter((w) => w.id !== DEV_WALLET_ID)
                .slice(0, 1),
            ]);
            // The other session (anvil's account on chain 1) is kept beside the new one.
            const signedIn = storedJson(storage, SIWX_SESSIONS_STORAGE_KEY) as SiwxSession[];
            expect(signedIn.map((s) => s.data.chainId)).toEqual([
              'eip155:1',
              localChain.caipNetworkId,
            ]);
            expect(logs.logged).toEqual([]);
          } finally {
            cleanupHarness();
          }
        },
      ),
      propertyRuns(20),
    );
  });
});
