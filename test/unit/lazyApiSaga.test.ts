/** @jest-environment node */
/**
 * The product API's sagas and client load as chunks, only with an apiUrl: the sagas' chunk on
 * the first trigger (the project configuration after startup), the client on first use. Each
 * test runs in a fresh module registry, so the chunks really are not loaded yet.
 */
import type * as ApiModalModule from '../support/apiModal';
import type * as HarnessModule from '../support/walletHarness';

type ApiModal = typeof ApiModalModule;
type Harness = typeof HarnessModule;

let sagaChunkLoads: number;
let clientChunkLoads: number;
let failNextSagaLoad: boolean;

function freshModules(): { apiModal: ApiModal; harness: Harness } {
  jest.resetModules();
  jest.doMock('../../src/store/apiSagas', () => {
    sagaChunkLoads += 1;
    if (failNextSagaLoad) {
      failNextSagaLoad = false;
      throw new Error('chunk failed to load');
    }
    return jest.requireActual('../../src/store/apiSagas');
  });
  jest.doMock('../../src/api/createPorticoApi', () => {
    clientChunkLoads += 1;
    return jest.requireActual('../../src/api/createPorticoApi');
  });
  /* eslint-disable @typescript-eslint/no-require-imports */
  return {
    apiModal: require('../support/apiModal') as ApiModal,
    harness: require('../support/walletHarness') as Harness,
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
  jest.dontMock('../../src/store/apiSagas');
  jest.dontMock('../../src/api/createPorticoApi');
});

describe('lazy product-API sagas', () => {
  it('default: without an apiUrl neither chunk ever loads', async () => {
    const { apiModal, harness: h } = freshModules();
    harness = h;
    const api = apiModal.healthyApi();
    const modal = apiModal.createApiModal(undefined, {}, { fetch: api.fetch });
    modal.open();
    apiModal.connectAccount(modal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([sagaChunkLoads, clientChunkLoads]).toEqual([0, 0]);
    expect(api.calls).toEqual([]);
  });

  it('behavior: with an apiUrl both load once, after startup, before any open', async () => {
    const { apiModal, harness: h } = freshModules();
    harness = h;
    const api = apiModal.healthyApi();
    const modal = apiModal.createApiModal('http://api.test', {}, { fetch: api.fetch });
    // Creating the instance loads and requests nothing.
    expect([sagaChunkLoads, clientChunkLoads, api.calls.length]).toEqual([0, 0, 0]);
    await h.waitFor(() => modal.store.getState().project.status === 'loaded');
    expect([sagaChunkLoads, clientChunkLoads]).toEqual([1, 1]);
    apiModal.connectAccount(modal);
    modal.open();
    await h.waitFor(() => api.count('balance') === 1);
    expect([sagaChunkLoads, clientChunkLoads]).toEqual([1, 1]);
  });

  it('behavior: triggers that come before the chunk are not lost', async () => {
    const { apiModal, harness: h } = freshModules();
    harness = h;
    const api = apiModal.healthyApi();
    const modal = apiModal.createApiModal('http://api.test', {}, { fetch: api.fetch });
    apiModal.connectAccount(modal); // at once: the chunk is not there yet
    await h.waitFor(() => api.count('identity') === 1 && api.count('balance') === 1);
  });

  it('behavior: a failed chunk load is logged, and the next trigger tries again', async () => {
    const { apiModal, harness: h } = freshModules();
    harness = h;
    failNextSagaLoad = true;
    const api = apiModal.healthyApi();
    const modal = apiModal.createApiModal('http://api.test', {}, { fetch: api.fetch });
    await h.waitFor(() => modal.getLogs().length > 0);
    expect(modal.getLogs()[0]?.message).toBe('The projectSaga chunk could not be loaded');
    modal.open();
    await h.waitFor(() => modal.store.getState().project.status === 'loaded');
  });
});
