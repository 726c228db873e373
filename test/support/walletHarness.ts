/**
 * Shared set-up for the state-feature tests: a real modal with the real eip155 adapter and
 * real dev wallets (announced through EIP-6963), an in-memory storage, the host events it
 * emitted, and a log of every wallet request. Call `cleanupHarness()` in `afterEach`.
 */
import { storeOf } from '../../src/modal/storeOf';
import type { PorticoState } from '../../src/features/PorticoState';
import {
  eip155Adapter,
  type Eip155AdapterOptions,
} from '../../adapters/eip155/createEip155Adapter';
import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import type { ChainAdapter } from '../../src/adapter/ChainAdapter';
import type { ConfigInput } from '../../src/config/ConfigInput';
import type { PorticoEvent, PorticoEventRecord } from '../../src/features/events/types';
import { createMemoryStorage } from '../../src/features/persistence/createBrowserStorage';
import { STORAGE_KEYS, type PorticoStorage } from '../../src/features/persistence/PorticoStorage';
import type { StoredConnection } from '../../src/features/connections/types';
import {
  createWalletModal,
  type CreateWalletModalOptions,
  type WalletModal,
} from '../../src/modal/createWalletModal';
import {
  announceDevWallet,
  createDevWallet,
  DEV_ADDRESSES,
  type DevWallet,
  type DevWalletOptions,
  type RequestArguments,
} from '../../src/testing';
import { localChain } from './fixtures';

export { DEV_ADDRESSES, STORAGE_KEYS };

/** The rdns (and so the connector id) `announceDevWallet` uses by default. */
export const DEV_WALLET_ID = 'dev.portico.wallet';

/** A second configured chain. Its RPC URL is never fetched in jsdom (no global fetch there). */
export const secondChain: CaipNetwork = {
  ...localChain,
  id: 31338,
  name: 'Second local chain',
  caipNetworkId: 'eip155:31338',
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
};

/** A chain the dev wallets know but no test config lists: the "unknown wallet chain". */
export const UNCONFIGURED_CHAIN_ID = 31339;

export const caipOf = (chainId: number, index = 0) => `eip155:${chainId}:${DEV_ADDRESSES[index]}`;

export interface TestWallet {
  wallet: DevWallet;
  /** Connector id: the rdns it is announced with. */
  id: string;
  /** Every method asked of this wallet, in order. */
  calls: string[];
  /** From now on, calls of `method` never answer (a hung wallet). */
  hang(method: string): void;
  /** The next call of `method` answers `value` (rejects, for an Error) instead of the wallet. */
  answerNext(method: string, value: unknown): void;
}

const cleanups: (() => void)[] = [];

/** Undo everything the harness set up in this test (modals, announcements). */
export function cleanupHarness(): void {
  while (cleanups.length > 0) cleanups.pop()!();
}

export function onCleanup(cleanup: () => void): void {
  cleanups.push(cleanup);
}

/**
 * A dev wallet whose `request` is observed (calls logged, optionally hung or overridden),
 * announced through EIP-6963 under `rdns` unless `announce` is false.
 */
export function addWallet(
  options: Partial<DevWalletOptions> & { rdns?: string; announce?: boolean; log?: string[] } = {},
): TestWallet {
  const { rdns = DEV_WALLET_ID, announce = true, log, ...walletOptions } = options;
  const wallet = createDevWallet({
    chains: {
      31337: 'http://127.0.0.1:8545',
      31338: 'http://127.0.0.1:8546',
      [UNCONFIGURED_CHAIN_ID]: 'http://127.0.0.1:8547',
    },
    ...walletOptions,
  });
  const calls: string[] = [];
  const hung = new Set<string>();
  const overrides = new Map<string, unknown[]>();
  const original = wallet.request.bind(wallet);
  wallet.request = (args: RequestArguments) => {
    calls.push(args.method);
    log?.push(`${rdns}:${args.method}`);
    if (hung.has(args.method)) return new Promise<never>(() => undefined);
    const queued = overrides.get(args.method);
    if (queued && queued.length > 0) {
      const answer = queued.shift();
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
    }
    return original(args);
  };
  if (announce) {
    const name = rdns === DEV_WALLET_ID ? undefined : `Wallet ${rdns}`;
    onCleanup(announceDevWallet(wallet, { rdns, ...(name ? { name } : {}) }));
  }
  return {
    wallet,
    id: rdns,
    calls,
    hang: (method) => void hung.add(method),
    answerNext: (method, value) =>
      void overrides.set(method, [...(overrides.get(method) ?? []), value]),
  };
}

export interface TestModal {
  modal: WalletModal;
  adapter: ChainAdapter;
  storage: PorticoStorage;
  /** Every host event, in order. */
  events: PorticoEventRecord[];
  eventsOf<T extends PorticoEvent['type']>(type: T): Extract<PorticoEventRecord, { type: T }>[];
  state(): PorticoState;
}

// For tests that load this harness from a fresh module registry: the same registry's accessor.
export { storeOf };

/** A modal on the two local chains with the real eip155 adapter and an in-memory storage. */
export function createTestModal(
  config: Partial<ConfigInput> = {},
  extra: {
    storage?: PorticoStorage;
    adapterOptions?: Eip155AdapterOptions;
    api?: CreateWalletModalOptions['api'];
  } = {},
): TestModal {
  const storage = extra.storage ?? createMemoryStorage();
  const adapter = eip155Adapter(extra.adapterOptions);
  const modal = createWalletModal(
    {
      projectId: 'test-project',
      networks: [localChain, secondChain],
      adapters: [adapter],
      ...config,
    },
    { storage, ...(extra.api ? { api: extra.api } : {}) },
  );
  const events: PorticoEventRecord[] = [];
  const unsubscribe = modal.subscribeEvents((event) => events.push(event));
  onCleanup(() => {
    unsubscribe();
    modal.destroy();
  });
  return {
    modal,
    adapter,
    storage,
    events,
    eventsOf: <T extends PorticoEvent['type']>(type: T) =>
      events.filter((e): e is Extract<PorticoEventRecord, { type: T }> => e.type === type),
    state: () => storeOf(modal).getState(),
  };
}

/** A storage holding these records, as an earlier visit would have left it. */
export function storageWith(records: {
  connections?: StoredConnection[] | string;
  recentWallets?: string[] | string;
  lastUsedChain?: string;
}): PorticoStorage {
  const storage = createMemoryStorage();
  const raw = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  if (records.connections !== undefined)
    storage.setItem(STORAGE_KEYS.connections, raw(records.connections));
  if (records.recentWallets !== undefined)
    storage.setItem(STORAGE_KEYS.recentWallets, raw(records.recentWallets));
  if (records.lastUsedChain !== undefined)
    storage.setItem(STORAGE_KEYS.lastUsedChain, records.lastUsedChain);
  return storage;
}

/** The JSON stored under `key`, parsed; null when absent. */
export function readStored(storage: PorticoStorage, key: keyof typeof STORAGE_KEYS): unknown {
  const raw = storage.getItem(STORAGE_KEYS[key]);
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

/** Lets pending wallet promises and saga steps run (real timers). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

// Captured at import, so `waitFor` polls on real time even while a test fakes timers.
const realSetTimeout = globalThis.setTimeout;
const realNow = Date.now.bind(Date);

/**
 * Waits until `predicate` holds, polling on real timers (also under fake ones: it never moves
 * the fake clock). `timeoutMs` only guards against a hang: generous, for a busy machine.
 */
export async function waitFor(predicate: () => boolean, timeoutMs = 25_000): Promise<void> {
  const deadline = realNow() + timeoutMs;
  while (!predicate()) {
    if (realNow() > deadline) throw new Error(`waitFor: condition not met in ${timeoutMs} ms`);
    await new Promise((resolve) => realSetTimeout(resolve, 1));
  }
}

/** Fake timers that leave microtask scheduling real, so wallet promises settle as usual. */
export function useSagaFakeTimers(): void {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
}
