/**
 * Lazy features (src/store/featureRunner.ts): nothing of a feature's chunk at startup; it
 * loads on its first trigger (or the open, for the first open's features), its slice joins the
 * store then and only once, the triggers dispatched before are reduced and handled, and the
 * feature's selectors answer its initial state before. Every test runs in a fresh module
 * registry, so the chunks really are not loaded yet (setupTests preloads them for other tests).
 */
import type * as NetworksModule from '../../src/features/networks/networksSlice';
import type * as SelectorsModule from '../../src/features/networks/networksSelectors';
import type * as WalletListActions from '../../src/features/walletList/walletListActions';
import type * as WalletListSelectors from '../../src/features/walletList/walletListSelectors';
import { expectConsoleError } from '../support/consoleGuard';
import type * as HarnessModule from '../support/walletHarness';

// Type-only imports: the modules themselves are required fresh in each test.
type Harness = typeof HarnessModule;

const loads: Record<string, number> = {};
let failNext: string | null = null;

const CHUNKS = {
  networks: '../../src/features/networks/networksChunk',
  connections: '../../src/features/connections/connectionsChunk',
  walletList: '../../src/features/walletList/walletListChunk',
} as const;

function freshModules() {
  jest.resetModules();
  for (const [name, path] of Object.entries(CHUNKS)) {
    jest.doMock(path, () => {
      loads[name] = (loads[name] ?? 0) + 1;
      if (failNext === name) {
        failNext = null;
        throw new Error('chunk failed to load');
      }
      return jest.requireActual(path);
    });
  }
  /* eslint-disable @typescript-eslint/no-require-imports */
  return {
    harness: require('../support/walletHarness') as Harness,
    networks: require('../../src/features/networks/networksSlice') as typeof NetworksModule,
    selectors: require('../../src/features/networks/networksSelectors') as typeof SelectorsModule,
    walletList:
      require('../../src/features/walletList/walletListActions') as typeof WalletListActions,
    walletListSelectors:
      require('../../src/features/walletList/walletListSelectors') as typeof WalletListSelectors,
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}

let harness: Harness;
beforeEach(() => {
  for (const name of Object.keys(loads)) delete loads[name];
  failNext = null;
});
afterEach(() => harness?.cleanupHarness());
afterAll(() => {
  for (const path of Object.values(CHUNKS)) jest.dontMock(path);
});

describe('lazy features', () => {
  it('default: no chunk at startup; the first open loads the connect and switch chunks once', async () => {
    const modules = freshModules();
    harness = modules.harness;
    const t = harness.createTestModal();
    await harness.flush();
    expect(loads).toEqual({});

    t.modal.open();
    await harness.waitFor(() => loads.networks === 1 && loads.connections === 1);
    expect(loads).toEqual({ networks: 1, connections: 1 });
    t.modal.close();
    t.modal.open();
    await harness.flush();
    expect(loads).toEqual({ networks: 1, connections: 1 });
  });

  it("behavior: the open starts loading those chunks only after the dialog's next frame (off the click's path)", async () => {
    const frames: FrameRequestCallback[] = [];
    const requestFrame = jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    try {
      const modules = freshModules();
      harness = modules.harness;
      const t = harness.createTestModal();
      await harness.flush();
      t.modal.open();
      await harness.waitFor(() => frames.length > 0);
      await harness.flush();
      expect(loads).toEqual({});

      for (const frame of frames.splice(0)) frame(performance.now());
      await harness.waitFor(() => loads.networks === 1 && loads.connections === 1);
    } finally {
      requestFrame.mockRestore();
    }
  });

  it('behavior: a trigger dispatched before the chunk is there is buffered and handled', async () => {
    const { harness: h, networks, selectors } = freshModules();
    harness = h;
    const t = h.createTestModal();
    // The host switches network with the modal closed: the first trigger loads the chunk.
    t.modal.dispatch(networks.switchNetwork(h.secondChain.caipNetworkId));
    expect(selectors.selectActiveNetwork(t.state())?.caipNetworkId).toBe('eip155:31337');
    await h.waitFor(
      () => selectors.selectActiveNetwork(t.state())?.caipNetworkId === 'eip155:31338',
    );
    expect(loads.networks).toBe(1);

    // Once loaded, a trigger is handled within its dispatch.
    t.modal.dispatch(networks.switchNetwork('eip155:31337'));
    expect(selectors.selectActiveNetwork(t.state())?.caipNetworkId).toBe('eip155:31337');
  });

  it('behavior: a lazy slice is absent before its feature loads, its selectors answer the initial state, and it joins once with the buffered triggers reduced', async () => {
    const { harness: h, walletList, walletListSelectors } = freshModules();
    harness = h;
    const t = h.createTestModal();
    expect('walletList' in t.state()).toBe(false);
    expect(walletListSelectors.selectWalletList(t.state())).toMatchObject({
      status: 'idle',
      wallets: [],
    });
    expect(walletListSelectors.selectWalletListHasMore(t.state())).toBe(false);

    // Two triggers before the chunk is there: the slice reduces both once it joins.
    h.storeOf(t.modal).dispatch(walletList.walletListRequested({ search: ' rain ' }));
    h.storeOf(t.modal).dispatch(walletList.walletListRequested({ search: 'zerion' }));
    expect('walletList' in t.state()).toBe(false);
    await h.waitFor(() => walletListSelectors.selectWalletList(t.state()).status === 'ready');
    expect(t.state().walletList?.search).toBe('zerion');
    expect(walletListSelectors.selectWalletList(t.state()).wallets.map((w) => w.name)).toEqual([
      'Zerion',
    ]);
    h.storeOf(t.modal).dispatch(walletList.walletListRequested({ search: '' }));
    await h.waitFor(() => walletListSelectors.selectWalletList(t.state()).search === '');
    expect(loads.walletList).toBe(1);
    // Another instance on the page has its own store: its slice is absent until it asks.
    const other = h.createTestModal();
    expect('walletList' in other.state()).toBe(false);
    expect(loads.walletList).toBe(1);
  });

  it('errors: a failed load is reported, the stale trigger dropped, and the next trigger loads again', async () => {
    const { harness: h, networks, selectors } = freshModules();
    harness = h;
    expectConsoleError(/^\[portico\] could not load the networks chunk/);
    // Calls through to the guard, which checks the message; read here to wait for it.
    const consoleError = jest.spyOn(console, 'error');
    failNext = 'networks';
    const t = h.createTestModal();
    t.modal.dispatch(networks.switchNetwork(h.secondChain.caipNetworkId));
    await h.waitFor(() => consoleError.mock.calls.length > 0);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('could not load');
    await h.flush();
    expect(selectors.selectActiveNetwork(t.state())?.caipNetworkId).toBe('eip155:31337');

    // The earlier request is not replayed: only the new one applies.
    t.modal.dispatch(networks.switchNetwork('eip155:31337'));
    t.modal.dispatch(networks.switchNetwork(h.secondChain.caipNetworkId));
    await h.waitFor(
      () => selectors.selectActiveNetwork(t.state())?.caipNetworkId === 'eip155:31338',
    );
    expect(loads.networks).toBe(2);
    consoleError.mockRestore();
  });
});
