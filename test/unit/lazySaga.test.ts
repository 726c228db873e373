/**
 * The interactive sagas (connect, network switch, disconnect, switching, pairing refresh) load
 * as one chunk: not at startup, but when the modal opens or on their first trigger, with no
 * trigger lost. Every test runs in a fresh module registry, so the chunk is really not loaded
 * yet (test/support/setupTests.ts preloads it for every other test).
 */
import type * as NetworksModule from '../../src/features/networks/networksSlice';
import type * as SelectorsModule from '../../src/features/networks/networksSelectors';
import type * as HarnessModule from '../support/walletHarness';

// Type-only imports: the modules themselves are required fresh in each test.
type Harness = typeof HarnessModule;
type Networks = typeof NetworksModule;
type Selectors = typeof SelectorsModule;

let chunkLoads: number;
let failNextLoad: boolean;

function freshModules(): { harness: Harness; networks: Networks; selectors: Selectors } {
  jest.resetModules();
  jest.doMock('../../src/store/interactiveSagas', () => {
    chunkLoads += 1;
    if (failNextLoad) {
      failNextLoad = false;
      throw new Error('chunk failed to load');
    }
    return jest.requireActual('../../src/store/interactiveSagas');
  });
  /* eslint-disable @typescript-eslint/no-require-imports */
  return {
    harness: require('../support/walletHarness') as Harness,
    networks: require('../../src/features/networks/networksSlice') as Networks,
    selectors: require('../../src/features/networks/networksSelectors') as Selectors,
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}

let harness: Harness;
beforeEach(() => {
  chunkLoads = 0;
  failNextLoad = false;
});
afterEach(() => harness?.cleanupHarness());
afterAll(() => jest.dontMock('../../src/store/interactiveSagas'));

describe('lazy interactive sagas', () => {
  it('default: the chunk is not loaded at startup, and loads once when the modal opens', async () => {
    const modules = freshModules();
    harness = modules.harness;
    const t = harness.createTestModal();
    await harness.flush();
    expect(chunkLoads).toBe(0);

    t.modal.open();
    await harness.flush();
    expect(chunkLoads).toBe(1);
    t.modal.close();
    t.modal.open();
    await harness.flush();
    expect(chunkLoads).toBe(1);
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
    expect(chunkLoads).toBe(1);

    // Once loaded, a trigger is handled within its dispatch.
    t.modal.dispatch(networks.switchNetwork('eip155:31337'));
    expect(selectors.selectActiveNetwork(t.state())?.caipNetworkId).toBe('eip155:31337');
  });

  it('errors: a failed load is reported, the stale trigger dropped, and the next trigger loads again', async () => {
    const { harness: h, networks, selectors } = freshModules();
    harness = h;
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    failNextLoad = true;
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
    expect(chunkLoads).toBe(2);
    consoleError.mockRestore();
  });
});
