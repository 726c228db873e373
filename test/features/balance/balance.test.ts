/** @jest-environment node */
import type { CaipNetwork } from '../../../src/adapter/CaipNetwork';
import { BALANCE_CACHE_MS } from '../../../src/config/cacheDurations';
import {
  selectActiveBalance,
  selectShowsBalance,
} from '../../../src/features/balance/balanceSelectors';
import { balanceRequested } from '../../../src/features/balance/balanceSlice';
import { connectorSelected } from '../../../src/features/connectors/connectorsSlice';
import { switchNetwork } from '../../../src/features/networks/networksSlice';
import { localChain } from '../../support/fixtures';
import {
  addWallet,
  caipOf,
  cleanupHarness,
  createTestModal,
  flush,
  UNCONFIGURED_CHAIN_ID,
  waitFor,
  type TestModal,
} from '../../support/walletHarness';
import { startTestChain, type TestChain } from '../../support/startTestChain';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain(31337);
});
afterAll(() => chain?.stop());

let balanceCalls: number;
let clockOffset: number;
beforeEach(() => {
  balanceCalls = 0;
  clockOffset = 0;
  const realFetch = globalThis.fetch;
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    balanceCalls += body.split('"eth_getBalance"').length - 1;
    return realFetch(input, init);
  });
  const realNow = Date.now.bind(Date);
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + clockOffset);
});
afterEach(() => {
  cleanupHarness();
  jest.restoreAllMocks();
});

const onAnvil = (network: CaipNetwork, extra: Partial<CaipNetwork> = {}): CaipNetwork => ({
  ...network,
  rpcUrls: { default: { http: [chain.url] } },
  ...extra,
});

const CONNECTOR = 'dev';

/** A modal whose dev wallet is a custom connector (no window here, so no EIP-6963). */
function setup(networks: CaipNetwork[], walletChainId = 31337) {
  const dev = addWallet({
    announce: false,
    chainId: walletChainId,
    chains: { 31337: chain.url, 31338: chain.url, [UNCONFIGURED_CHAIN_ID]: chain.url },
  });
  const t = createTestModal(
    { networks },
    {
      adapterOptions: { customConnectors: [{ id: CONNECTOR, name: 'Dev', provider: dev.wallet }] },
    },
  );
  return { dev, t };
}

async function connect(t: TestModal) {
  t.modal.dispatch(connectorSelected(CONNECTOR));
  await waitFor(() => t.modal.getSnapshot().caipAddress !== null);
}

const second = (): CaipNetwork =>
  onAnvil({ ...localChain, id: 31338, name: 'Second', caipNetworkId: 'eip155:31338' });

describe('balance', () => {
  it('behavior: fetches the native balance of a dev account and shows it with 3 decimals', async () => {
    const { t } = setup([onAnvil(localChain)]);
    expect(selectActiveBalance(t.state())).toBeNull();
    await connect(t);
    await waitFor(() => t.state().balance!.byCaipAddress[caipOf(31337)] !== undefined);
    expect(t.state().balance!.byCaipAddress[caipOf(31337)]).toEqual({
      caipAddress: caipOf(31337),
      balance: expect.stringMatching(/^10000(\.0*)?$/),
      symbol: 'ETH',
      timestamp: expect.any(Number),
    });
    expect(selectActiveBalance(t.state())).toMatchObject({ formatted: '10000.000', symbol: 'ETH' });
    expect(t.state().balance!.status).toBe('idle');
    expect(balanceCalls).toBe(1);
  });

  it('behavior: a balance is reused for 30 s per CAIP address, then fetched again', async () => {
    const { t } = setup([onAnvil(localChain)]);
    await connect(t);
    await waitFor(() => t.state().balance!.byCaipAddress[caipOf(31337)] !== undefined);
    expect(balanceCalls).toBe(1);

    clockOffset = BALANCE_CACHE_MS - 1000;
    t.modal.dispatch(balanceRequested());
    await flush();
    expect(balanceCalls).toBe(1);

    clockOffset = BALANCE_CACHE_MS + 1;
    const before = t.state().balance!.byCaipAddress[caipOf(31337)]!.timestamp;
    t.modal.dispatch(balanceRequested());
    await waitFor(() => t.state().balance!.byCaipAddress[caipOf(31337)]!.timestamp > before);
    expect(balanceCalls).toBe(2);

    // A forced refresh ignores the cache.
    t.modal.dispatch(balanceRequested({ force: true }));
    await waitFor(() => balanceCalls === 3);
  });

  it('behavior: another network is another CAIP address, so it is fetched, and coming back uses the cache', async () => {
    const { t } = setup([onAnvil(localChain), second()]);
    await connect(t);
    await waitFor(() => balanceCalls === 1 && t.state().balance!.status === 'idle');

    t.modal.dispatch(switchNetwork('eip155:31338'));
    await waitFor(() => t.state().balance!.byCaipAddress[caipOf(31338)] !== undefined);
    expect(balanceCalls).toBe(2);
    expect(selectActiveBalance(t.state())).toMatchObject({ formatted: '10000.000', symbol: 'ETH' });

    t.modal.dispatch(switchNetwork('eip155:31337'));
    await waitFor(() => t.modal.getSnapshot().caipAddress === caipOf(31337));
    await flush();
    expect(balanceCalls).toBe(2);
  });

  it('behavior: no balance is fetched or shown on a testnet', async () => {
    const { t } = setup([onAnvil(localChain, { testnet: true })]);
    await connect(t);
    t.modal.dispatch(balanceRequested({ force: true }));
    await flush();
    expect(selectShowsBalance(t.state())).toBe(false);
    expect(selectActiveBalance(t.state())).toBeNull();
    expect(balanceCalls).toBe(0);
    expect(t.state().balance!.byCaipAddress).toEqual({});
  });

  it('behavior: no balance is fetched or shown on a chain the app did not configure', async () => {
    const { t } = setup([onAnvil(localChain)], UNCONFIGURED_CHAIN_ID);
    await connect(t);
    t.modal.dispatch(balanceRequested({ force: true }));
    await flush();
    expect(t.modal.getSnapshot().caipAddress).toBe(caipOf(UNCONFIGURED_CHAIN_ID));
    expect(selectActiveBalance(t.state())).toBeNull();
    expect(balanceCalls).toBe(0);
  });

  it('errors: an unreachable node marks the balance failed and shows the default 0.000', async () => {
    const { t } = setup([
      { ...localChain, rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } } },
    ]);
    await connect(t);
    await waitFor(() => t.state().balance!.status === 'failed');
    expect(selectActiveBalance(t.state())).toMatchObject({ formatted: '0.000', symbol: 'ETH' });
    expect(t.state().balance!.byCaipAddress).toEqual({});
  });
});
