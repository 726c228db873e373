/** @jest-environment node */
import { join } from 'node:path';
import { UniversalProvider } from '@walletconnect/universal-provider';
import { verifyMessage } from 'ethers';
import { eip155Chain } from '../../../adapters/eip155/eip155Chain';
import {
  universalAdapter,
  type UniversalProviderLike,
} from '../../../adapters/universal/createUniversalAdapter';
import type { AdapterEvent, ChainAdapter } from '../../../src/adapter/ChainAdapter';
import { PorticoError } from '../../../src/adapter/PorticoError';
import { peerWallet, relayFaults } from '../../stack/walletconnect/controls';
import { localChain } from '../../support/fixtures';
import { startServiceProcess } from '../../support/startServiceProcess';

/**
 * A request over the real local relay (test/stack/walletconnect) while the relay goes down: the
 * adapter waits while the relay is connected or comes back within `relayTimeoutMs`, and fails
 * with 'Relay unreachable' once it has stayed down that long, leaving no timer or listener.
 *
 * The clock is Jest's, running on its own (sockets, the SDK and the stand-ins work as usual):
 * the test moves it past the window only once the relayer has seen the outage, so neither the
 * pairing (bounded by the same window) nor a loaded machine decides the outcome.
 */

const STACK = join(__dirname, '../../stack/walletconnect');
const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const RELAY_TIMEOUT_MS = 15_000;
jest.setTimeout(60_000);

type Service = Awaited<ReturnType<typeof startServiceProcess<{ url: string; controlUrl: string }>>>;
let relayService: Service;
let walletService: Service;
let relay: ReturnType<typeof relayFaults>;
let wallet: ReturnType<typeof peerWallet>;

beforeAll(async () => {
  relayService = await startServiceProcess(join(STACK, 'relay.mjs'), ['--port', '0']);
  walletService = await startServiceProcess(join(STACK, 'peerWallet.mjs'), [
    '--port',
    '0',
    '--relay-url',
    relayService.ready.url,
    '--chains',
    `${localChain.id}=http://127.0.0.1:9`,
    '--proposals',
    'approve',
    '--requests',
    'manual',
  ]);
  relay = relayFaults(relayService.ready.controlUrl);
  wallet = peerWallet(walletService.ready.controlUrl);
});
afterAll(async () => {
  await walletService?.stop();
  await relayService?.stop();
});

/** The SDK's relayer, read for the test's own checks (listener counts, reconnection). */
interface RelayerInternals {
  connected: boolean;
  events: { listenerCount(event: string): number; once(event: string, listener: () => void): void };
  transportClose(): Promise<void>;
}
type RealProvider = UniversalProviderLike & {
  client: { core: { relayer: RelayerInternals; heartbeat: { stop(): void } } };
};

let created: RealProvider[] = [];
let storageCount = 0;
beforeEach(() => {
  // Timers and Date only: I/O callbacks and microtasks stay real.
  jest.useFakeTimers({
    advanceTimers: true,
    doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'hrtime', 'performance'],
  });
});
afterEach(async () => {
  await relay.reset();
  for (const p of created) {
    p.client.core.heartbeat.stop();
    await p.client.core.relayer.transportClose().catch(() => undefined);
  }
  created = [];
  jest.useRealTimers();
});

/** The adapter on the real SDK, paired with the peer wallet through the local relay. */
async function connected(): Promise<{ adapter: ChainAdapter; relayer: RelayerInternals }> {
  await wallet.reset({ proposals: 'approve', requests: 'manual' });
  const events: AdapterEvent[] = [];
  const adapter = universalAdapter({
    relayUrl: relayService.ready.url,
    chains: [eip155Chain],
    relayTimeoutMs: RELAY_TIMEOUT_MS,
    loadProvider: async (options) => {
      const store = new Map<string, unknown>();
      const provider = (await UniversalProvider.init({
        ...options,
        // Each adapter a clean dapp of its own; nothing printed.
        customStoragePrefix: `relay-outage-${(storageCount += 1)}`,
        logger: 'silent',
        storage: {
          getKeys: async () => [...store.keys()],
          getEntries: async () => [...store.entries()],
          getItem: async (key: string) => store.get(key),
          setItem: async (key: string, value: unknown) => void store.set(key, value),
          removeItem: async (key: string) => void store.delete(key),
        },
      } as Parameters<typeof UniversalProvider.init>[0])) as unknown as RealProvider;
      created.push(provider);
      return provider;
    },
  });
  adapter.setup({
    projectId: 'relay-outage-test',
    networks: [localChain],
    analytics: false,
    emit: (event) => {
      events.push(event);
      if (event.type === 'pairingUri') void wallet.pair(event.uri);
    },
  });
  await adapter.connect({ connectorId: 'walletConnect', network: localChain });
  return { adapter, relayer: created.at(-1)!.client.core.relayer };
}

const sign = (adapter: ChainAdapter, message: string) =>
  adapter.signMessage({ connectorId: 'walletConnect', address: ACCOUNT_0, message });

/** Resolves on the relayer's next event of that name (`relayer_connect`, `relayer_disconnect`). */
function next(relayer: RelayerInternals, event: string): Promise<void> {
  return new Promise((resolve) => relayer.events.once(event, () => resolve()));
}

/**
 * Refuses reconnects and closes every socket: the dapp and the wallet are cut off, and the dapp's
 * relayer has seen it.
 */
async function relayDown(relayer: RelayerInternals) {
  const disconnected = next(relayer, 'relayer_disconnect');
  await relay.refuse(true);
  await relay.dropAll();
  await disconnected;
  expect(relayer.connected).toBe(false);
}

/** Lets the relay accept again and resolves once the dapp's relayer is back. */
async function relayBack(relayer: RelayerInternals) {
  const connected = next(relayer, 'relayer_connect');
  await relay.refuse(false);
  await connected;
  expect(relayer.connected).toBe(true);
}

/** Whether `work` has settled, after the callbacks already due have run. */
async function settled(work: Promise<unknown>): Promise<boolean> {
  let done = false;
  work.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

const listeners = (relayer: RelayerInternals) =>
  ['relayer_connect', 'relayer_disconnect'].map((event) => relayer.events.listenerCount(event));

test('the relay down longer than relayTimeoutMs: the request fails with "Relay unreachable", no listener left', async () => {
  const { adapter, relayer } = await connected();
  const before = listeners(relayer);
  const signing = sign(adapter, 'long outage');
  signing.catch(() => undefined);
  const pending = await wallet.waitForRequest('personal_sign');
  expect(listeners(relayer)).toEqual(before.map((n) => n + 1));
  await relayDown(relayer);
  jest.advanceTimersByTime(RELAY_TIMEOUT_MS - 1_000);
  expect(await settled(signing)).toBe(false);
  jest.advanceTimersByTime(1_000);
  const error: unknown = await signing.catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(PorticoError);
  expect(error).toMatchObject({ code: 'RELAY_UNREACHABLE' });
  expect((error as PorticoError).shortMessage).toBe('Relay unreachable');
  expect(listeners(relayer)).toEqual(before);
  // The wallet's late answer, once the relay is back, settles the SDK's own wait (5 min).
  await relayBack(relayer);
  await wallet.rejectRequest(pending.id);
});

test('a short outage: the same request completes once the relay is back', async () => {
  const { adapter, relayer } = await connected();
  const before = listeners(relayer);
  const signing = sign(adapter, 'short outage');
  const pending = await wallet.waitForRequest('personal_sign');
  await relayDown(relayer);
  jest.advanceTimersByTime(RELAY_TIMEOUT_MS - 1_000);
  // Back within the window (the SDK reconnects on its own): the count starts again.
  await relayBack(relayer);
  jest.advanceTimersByTime(RELAY_TIMEOUT_MS - 1_000);
  expect(await settled(signing)).toBe(false);
  await wallet.approveRequest(pending.id);
  expect(verifyMessage('short outage', (await signing) as string)).toBe(ACCOUNT_0);
  expect(listeners(relayer)).toEqual(before);
});

test('the relay connected throughout: a request slower than relayTimeoutMs still completes', async () => {
  const { adapter } = await connected();
  const signing = sign(adapter, 'slow wallet');
  const pending = await wallet.waitForRequest('personal_sign');
  jest.advanceTimersByTime(RELAY_TIMEOUT_MS + 1_000);
  expect(await settled(signing)).toBe(false);
  await wallet.approveRequest(pending.id);
  expect(verifyMessage('slow wallet', (await signing) as string)).toBe(ACCOUNT_0);
});
