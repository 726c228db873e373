/** @jest-environment node */
import { storeOf } from '../../../src/modal/storeOf';
import { eip155Adapter } from '../../../adapters/eip155/createEip155Adapter';
import type { CaipNetwork } from '../../../src/adapter/CaipNetwork';
import type { ChainAdapter } from '../../../src/adapter/ChainAdapter';
import type { ConfigInput } from '../../../src/config/ConfigInput';
import { accountConnected } from '../../../src/features/connections/connectionsSlice';
import type { ConnectorKind } from '../../../src/adapter/ConnectorInfo';
import { createMemoryStorage } from '../../../src/features/persistence/createBrowserStorage';
import {
  selectActiveTokens,
  selectTokensState,
} from '../../../src/features/tokens/tokensSelectors';
import { tokensRequested, tokensRetryRequested } from '../../../src/features/tokens/tokensSlice';
import { ASSETS_TIMEOUT_MS } from '../../../src/features/tokens/tokensSaga';
import { createWalletModal, type WalletModal } from '../../../src/modal/createWalletModal';
import {
  createDevWallet,
  DEV_ADDRESSES,
  type DevWallet,
  type DevWalletOptions,
  type RequestArguments,
} from '../../../src/testing';
import { healthyApi } from '../../support/apiModal';
import { localChain } from '../../support/fixtures';
import { cleanupHarness, onCleanup, useSagaFakeTimers, waitFor } from '../../support/walletHarness';
import { drainMicrotasks } from '../../support/observedFetch';
import { startTestApi, type TestApi } from '../../support/startTestApi';

/**
 * The auth connector's (email or social wallet's) token balances come from its
 * wallet's asset discovery (`wallet_getAssets`) through the adapter, not from the product API,
 * and no other connection ever asks it. Against the real dev wallet on anvil: the stand-in is
 * started only to deploy and mint its PUSD and PTK tokens; no test here gives the modal its URL.
 */

const AUTH = 'test.email-wallet';
const ACCOUNT = DEV_ADDRESSES[0]!;
const CAIP_ADDRESS = `eip155:31337:${ACCOUNT}`;

let stack: TestApi;
let network: CaipNetwork;
beforeAll(async () => {
  stack = await startTestApi();
  network = { ...localChain, rpcUrls: { default: { http: [stack.chain.url] } } };
}, 120_000); // a guard against a hang: a stand-in starting on a busy machine
afterAll(() => stack?.stop());
afterEach(() => {
  cleanupHarness();
  jest.useRealTimers();
});

interface Setup {
  modal: WalletModal;
  wallet: DevWallet;
  adapter: ChainAdapter;
  getAssets: jest.SpyInstance;
  connect(kind?: ConnectorKind): void;
  entry(): ReturnType<typeof selectTokensState>['byCaipAddress'][string] | undefined;
}

/**
 * A modal whose eip155 adapter lists the dev wallet as connector `AUTH`; `connect` records the
 * connection the auth connector's connect would (the email wallet arrives in a later issue).
 * `wrap` may stand between the adapter and the wallet.
 */
function setup(
  options: {
    wallet?: Partial<DevWalletOptions>;
    config?: Partial<ConfigInput>;
    fetch?: ReturnType<typeof healthyApi>['fetch'];
    wrap?: (request: RequestArguments, wallet: DevWallet) => Promise<unknown> | undefined;
  } = {},
): Setup {
  const wallet = createDevWallet({
    chains: { 31337: stack.chain.url },
    authorized: true,
    ...options.wallet,
  });
  const { wrap } = options;
  const provider = wrap
    ? { ...wallet, request: (args: RequestArguments) => wrap(args, wallet) ?? wallet.request(args) }
    : wallet;
  const adapter = eip155Adapter({
    customConnectors: [{ id: AUTH, name: 'Email wallet', provider }],
  });
  const getAssets = jest.spyOn(adapter as Required<ChainAdapter>, 'getAssets');
  const modal = createWalletModal(
    { projectId: 'assets-test', networks: [network], adapters: [adapter], ...options.config },
    {
      storage: createMemoryStorage(),
      ...(options.fetch ? { api: { fetch: options.fetch, retry: { tries: 1 } } } : {}),
    },
  );
  onCleanup(() => modal.destroy());
  return {
    modal,
    wallet,
    adapter,
    getAssets,
    connect: (kind = 'auth') =>
      void storeOf(modal).dispatch(
        accountConnected({
          namespace: 'eip155',
          connectorId: AUTH,
          kind,
          capabilities: adapter.capabilities,
          caipAddress: CAIP_ADDRESS,
        }),
      ),
    entry: () => selectTokensState(storeOf(modal).getState()).byCaipAddress[CAIP_ADDRESS],
  };
}

const PUSD = () => stack.tokens.PUSD!;
const PTK = () => stack.tokens.PTK!;
const settled = (t: Setup) => () => ['loaded', 'failed'].includes(t.entry()?.status ?? '');

describe('token balances from the auth connector’s asset discovery', () => {
  it('default: an auth connection shows the wallet’s native and ERC-20 balances, without an apiUrl', async () => {
    const t = setup({
      wallet: {
        nativePrice: 3000,
        assets: [
          { address: PUSD(), name: 'Portico USD', symbol: 'PUSD', decimals: 6, price: 1 },
          { address: PTK(), name: 'Portico Token', symbol: 'PTK', decimals: 18, price: 0.5 },
        ],
      },
    });
    t.connect();
    await waitFor(settled(t));
    expect(t.getAssets).toHaveBeenCalledTimes(1);
    expect(t.getAssets).toHaveBeenCalledWith({
      connectorId: AUTH,
      address: ACCOUNT,
      network: expect.objectContaining(network),
    });
    expect(t.entry()).toMatchObject({ status: 'loaded', lastFailureAt: null });
    expect(t.entry()?.balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        price: 3000,
        value: 30_000_000,
        quantity: { decimals: '18', numeric: '10000' },
      },
      {
        name: 'Portico USD',
        symbol: 'PUSD',
        chainId: 'eip155:31337',
        address: `eip155:31337:${PUSD()}`,
        price: 1,
        value: 10_000,
        quantity: { decimals: '6', numeric: '10000' },
      },
      {
        name: 'Portico Token',
        symbol: 'PTK',
        chainId: 'eip155:31337',
        address: `eip155:31337:${PTK()}`,
        price: 0.5,
        value: 500,
        quantity: { decimals: '18', numeric: '1000' },
      },
    ]);
    expect(selectActiveTokens(storeOf(t.modal).getState())).toMatchObject({
      status: 'loaded',
      total: 30_010_500,
      rows: [
        { symbol: 'ETH', quantity: '10000.000' },
        { symbol: 'PUSD', quantity: '10000.000' },
        { symbol: 'PTK', quantity: '1000.000' },
      ],
    });
  });

  it('behavior: reused for 30 s like the API’s balances; a retry asks again', async () => {
    const t = setup();
    t.connect();
    await waitFor(settled(t));
    t.modal.dispatch(tokensRequested());
    await drainMicrotasks();
    expect(t.getAssets).toHaveBeenCalledTimes(1);
    storeOf(t.modal).dispatch(tokensRetryRequested());
    await waitFor(() => t.getAssets.mock.calls.length === 2);
  });

  it('behavior: tokens with decimals "0" are dropped; the others stay', async () => {
    const t = setup({
      wallet: { assets: [{ address: PTK(), name: 'Whole', symbol: 'WHOLE', decimals: 0 }] },
    });
    t.connect();
    await waitFor(settled(t));
    expect(t.entry()?.balances.map((b) => b.symbol)).toEqual(['ETH']);
  });

  it('behavior: assets that do not match the shape are ignored, the rest shown', async () => {
    const t = setup({
      wrap: ({ method }, wallet) =>
        method === 'wallet_getAssets'
          ? wallet.request({ method, params: [{ account: ACCOUNT }] }).then((answer) => {
              const assets = (answer as Record<string, unknown[]>)['0x7a69']!;
              return {
                '0x7a69': [{ type: 'ERC721', address: PTK(), balance: '0x1' }, ...assets, 'x'],
                '0x1': [{ type: 'ERC20' }],
              };
            })
          : undefined,
    });
    t.connect();
    await waitFor(settled(t));
    expect(t.entry()).toMatchObject({ status: 'loaded', balances: [{ symbol: 'ETH' }] });
  });

  it('errors: a rejection is Token Balance Unavailable with its time; nothing is asked for 30 s', async () => {
    const t = setup();
    t.wallet.controls.next('wallet_getAssets', 'reject');
    const before = Date.now();
    t.connect();
    await waitFor(settled(t));
    expect(t.entry()?.status).toBe('failed');
    expect(t.entry()?.lastFailureAt).toBeGreaterThanOrEqual(before);
    expect(t.entry()?.lastFailureAt).toBeLessThanOrEqual(Date.now());
    expect(selectActiveTokens(storeOf(t.modal).getState())).toMatchObject({
      status: 'failed',
      rows: [],
    });
    const log = t.modal.getLogs().find((e) => e.message === 'Token balances could not be fetched');
    expect(log?.context).toMatchObject({ error: expect.stringMatching(/rejected/i) });
    storeOf(t.modal).dispatch(tokensRetryRequested());
    await drainMicrotasks();
    expect(t.getAssets).toHaveBeenCalledTimes(1);
  });

  it('errors: an answer that is not the EIP-7811 map is Token Balance Unavailable', async () => {
    const t = setup({
      wrap: ({ method }) => (method === 'wallet_getAssets' ? Promise.resolve('0x0') : undefined),
    });
    t.connect();
    await waitFor(settled(t));
    expect(t.entry()?.status).toBe('failed');
  });

  it('errors: no answer within 10 s is Token Balance Unavailable, with the time it gave up', async () => {
    useSagaFakeTimers();
    const t = setup({
      wrap: ({ method }) =>
        method === 'wallet_getAssets' ? new Promise<never>(() => undefined) : undefined,
    });
    const start = Date.now();
    t.connect();
    await jest.advanceTimersByTimeAsync(ASSETS_TIMEOUT_MS - 1);
    expect(t.entry()?.status).toBe('loading');
    await jest.advanceTimersByTimeAsync(1);
    expect(t.entry()).toMatchObject({
      status: 'failed',
      lastFailureAt: start + ASSETS_TIMEOUT_MS,
    });
    expect(t.getAssets).toHaveBeenCalledTimes(1);
  });
});

describe('only the auth connector uses asset discovery', () => {
  it('errors: an injected connection never calls getAssets, and without an apiUrl asks nothing', async () => {
    const t = setup();
    const asked = jest.spyOn(t.wallet, 'request');
    t.connect('injected');
    t.modal.dispatch(tokensRequested());
    storeOf(t.modal).dispatch(tokensRetryRequested());
    await drainMicrotasks();
    expect(t.getAssets).not.toHaveBeenCalled();
    expect(asked).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'wallet_getAssets' }));
    expect(selectActiveTokens(storeOf(t.modal).getState())).toBeNull();
  });

  it('errors: with an apiUrl, pairing, injected and custom connections use the product API', async () => {
    for (const kind of ['pairing', 'injected', 'custom'] as const) {
      const api = healthyApi();
      const t = setup({ config: { apiUrl: 'https://api.test' }, fetch: api.fetch });
      t.connect(kind);
      await waitFor(settled(t));
      expect(t.getAssets).not.toHaveBeenCalled();
      expect(api.count('balance')).toBe(1);
      expect(t.entry()?.status).toBe('loaded');
      cleanupHarness();
    }
  });

  it('behavior: with an apiUrl too, the auth connection’s balances come from its wallet', async () => {
    const api = healthyApi();
    const t = setup({ config: { apiUrl: 'https://api.test' }, fetch: api.fetch });
    t.connect('auth');
    await waitFor(settled(t));
    expect(t.getAssets).toHaveBeenCalledTimes(1);
    expect(api.count('balance')).toBe(0);
    expect(t.entry()?.balances.map((b) => b.symbol)).toEqual(['ETH']);
  });

  it('default: without an apiUrl, email or social login nothing of the tokens feature runs', async () => {
    const t = setup({ config: { features: { email: false, socials: false } } });
    t.connect('auth');
    await drainMicrotasks();
    expect(t.getAssets).not.toHaveBeenCalled();
    expect('tokens' in storeOf(t.modal).getState()).toBe(false);
  });
});
