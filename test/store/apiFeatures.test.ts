/** @jest-environment node */
/**
 * The product API's features and client load as chunks, only with an apiUrl: each feature's
 * chunk on its first trigger (the project configuration after startup), the client on first
 * use. Each test runs in a fresh module registry, so the chunks really are not loaded yet.
 */
import { selectProject } from '../../src/features/project/projectSelectors';
import type * as AfterStartupModule from '../../src/store/afterStartup';
import type * as ApiModalModule from '../support/apiModal';
import { expectConsoleError } from '../support/consoleGuard';
import { drainMicrotasks } from '../support/observedFetch';
import type * as HarnessModule from '../support/walletHarness';

type ApiModal = typeof ApiModalModule;
type Harness = typeof HarnessModule;

/** The chunks of the product API's features. */
const API_CHUNKS = [
  '../../src/features/project/projectChunk',
  '../../src/features/identity/identityChunk',
  '../../src/features/tokens/tokensChunk',
  '../../src/features/analytics/analyticsChunk',
];

let sagaChunkLoads: number;
let clientChunkLoads: number;
let failNextSagaLoad: boolean;

function freshModules(): {
  apiModal: ApiModal;
  harness: Harness;
  afterStartup: typeof AfterStartupModule.afterStartup;
} {
  jest.resetModules();
  for (const path of API_CHUNKS) {
    jest.doMock(path, () => {
      sagaChunkLoads += 1;
      if (failNextSagaLoad) {
        failNextSagaLoad = false;
        throw new Error('chunk failed to load');
      }
      return jest.requireActual(path);
    });
  }
  jest.doMock('../../src/api/createPorticoApi', () => {
    clientChunkLoads += 1;
    return jest.requireActual('../../src/api/createPorticoApi');
  });
  /* eslint-disable @typescript-eslint/no-require-imports */
  return {
    apiModal: require('../support/apiModal') as ApiModal,
    harness: require('../support/walletHarness') as Harness,
    // The registry's own: it waits for this registry's modal to have started its sagas.
    afterStartup: (require('../../src/store/afterStartup') as typeof AfterStartupModule)
      .afterStartup,
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
}

let harness: Harness;
beforeEach(() => {
  sagaChunkLoads = 0;
  clientChunkLoads = 0;
  failNextSagaLoad = false;
});
afterEach(() => harness?.cleanupHarness());
afterAll(() => {
  for (const path of API_CHUNKS) jest.dontMock(path);
  jest.dontMock('../../src/api/createPorticoApi');
});

describe('lazy product-API features', () => {
  it('default: without an apiUrl neither chunk ever loads', async () => {
    const { apiModal, harness: h, afterStartup } = freshModules();
    harness = h;
    const api = apiModal.healthyApi();
    const modal = apiModal.createApiModal(undefined, {}, { fetch: api.fetch });
    modal.open();
    apiModal.connectAccount(modal);
    // Past the moment the configuration's chunk would load (the page idle after startup), and
    // what the open and the account trigger (chunk loads are promise steps).
    await afterStartup();
    await drainMicrotasks();
    expect([sagaChunkLoads, clientChunkLoads]).toEqual([0, 0]);
    expect(api.calls).toEqual([]);
  });

  it('behavior: with an apiUrl the configuration and the client load once, after startup, before any open; each other feature on its first trigger', async () => {
    const { apiModal, harness: h } = freshModules();
    harness = h;
    const api = apiModal.healthyApi();
    const modal = apiModal.createApiModal('https://api.test', {}, { fetch: api.fetch });
    // Creating the instance loads and requests nothing.
    expect([sagaChunkLoads, clientChunkLoads, api.calls.length]).toEqual([0, 0, 0]);
    await h.waitFor(() => selectProject(h.storeOf(modal).getState()).status === 'loaded');
    expect([sagaChunkLoads, clientChunkLoads]).toEqual([1, 1]);
    apiModal.connectAccount(modal);
    modal.open();
    await h.waitFor(() => api.count('balance') === 1);
    // Identity, tokens and analytics: one chunk each; still one client.
    expect([sagaChunkLoads, clientChunkLoads]).toEqual([4, 1]);
  });

  it('behavior: triggers that come before the chunk are not lost', async () => {
    const { apiModal, harness: h } = freshModules();
    harness = h;
    const api = apiModal.healthyApi();
    const modal = apiModal.createApiModal('https://api.test', {}, { fetch: api.fetch });
    apiModal.connectAccount(modal); // at once: the chunk is not there yet
    await h.waitFor(() => api.count('identity') === 1 && api.count('balance') === 1);
  });

  it('behavior: a failed chunk load is logged, and the next trigger tries again', async () => {
    const { apiModal, harness: h } = freshModules();
    harness = h;
    failNextSagaLoad = true;
    expectConsoleError(/^\[portico\] could not load the project chunk Error: chunk failed to load/);
    const api = apiModal.healthyApi();
    const modal = apiModal.createApiModal('https://api.test', {}, { fetch: api.fetch });
    await h.waitFor(() => modal.getLogs().length > 0);
    expect(modal.getLogs()[0]?.message).toBe('The project chunk could not be loaded');
    modal.open();
    await h.waitFor(() => selectProject(h.storeOf(modal).getState()).status === 'loaded');
  });
});
