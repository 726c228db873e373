/** @jest-environment node */
import { ApiHttpError, isApiError } from '../../src/api/ApiError';
import { createPorticoApi } from '../../src/api/createPorticoApi';
import type { ApiClientOptions } from '../../src/api/createApiClient';
import { DEV_ADDRESSES } from '../../src/testing';
import { apiControls, type ApiControls } from '../stack/api/controls';
import { startTestApi, type TestApi } from '../support/startTestApi';
import { expectNoUnhandledRejections } from '../support/expectNoUnhandledRejections';

/** Each fault switch of the stand-in reaches the caller as the right typed ApiError. */

const ALICE = DEV_ADDRESSES[0];
let stack: TestApi;
let controls: ApiControls;
expectNoUnhandledRejections();

beforeAll(async () => {
  stack = await startTestApi();
  controls = apiControls(stack.controlUrl);
}, 120_000); // a guard against a hang: a stand-in starting on a busy machine
afterAll(async () => {
  await stack?.stop();
});
beforeEach(() => controls.reset());

/** Fast retries, so the real-timer tests stay quick; the timing itself is in retry.test.ts. */
const apiWith = (options: Partial<ApiClientOptions> = {}) =>
  createPorticoApi({
    baseUrl: stack.url,
    projectId: 'portico-test',
    sdkType: 'portico',
    sdkVersion: '0.1.0',
    retry: { baseDelayMs: 10 },
    ...options,
  });

const identityRequests = async () =>
  (await controls.requests()).filter((request) => request.route === 'identity');

describe('fault switches → ApiError', () => {
  it('parameters: status 500 → http 500 after 3 tries', async () => {
    await controls.setFault('identity', { kind: 'status', status: 500 });
    const error = await apiWith()
      .getIdentity({ address: ALICE })
      .catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toBeInstanceOf(ApiHttpError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 500,
      shortMessage: 'HTTP status code 500',
    });
    expect(await identityRequests()).toHaveLength(3);
  });

  it('parameters: status 429 → retried, then the answer', async () => {
    await controls.setFault('identity', { kind: 'status', status: 429 }, { times: 2 });
    await expect(apiWith().getIdentity({ address: ALICE })).resolves.toMatchObject({
      name: 'alice.portico',
    });
    expect((await identityRequests()).map((r) => r.status)).toEqual([429, 429, 200]);
  });

  it('parameters: status 404 → http 404 at once, no retry', async () => {
    await controls.setFault('history', { kind: 'status', status: 404 });
    await expect(
      apiWith().getTransactionHistory({ address: ALICE, chainId: 'eip155:31337' }),
    ).rejects.toMatchObject({ kind: 'http', status: 404 });
    expect((await controls.requests()).filter((r) => r.route === 'history')).toHaveLength(1);
  });

  it('parameters: malformed JSON → parse, not retried', async () => {
    await controls.setFault('balance', { kind: 'malformed' });
    await expect(
      apiWith().getAccountBalance({ address: ALICE, chainId: 'eip155:31337' }),
    ).rejects.toMatchObject({ kind: 'parse', code: 'API_PARSE_ERROR' });
    expect((await controls.requests()).filter((r) => r.route === 'balance')).toHaveLength(1);
  });

  it('parameters: wrong shape → parse, naming the field', async () => {
    await controls.setFault('config', { kind: 'wrongShape' });
    const error = await apiWith()
      .getProjectConfig()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'parse' });
    expect((error as Error).message).toMatch(/features/);
  });

  it('parameters: hang → timeout, each try aborted', async () => {
    await controls.setFault('origins', { kind: 'hang' });
    const started = Date.now();
    await expect(
      apiWith({ timeoutMs: 200, retry: { tries: 1 } }).getAllowedOrigins(),
    ).rejects.toMatchObject({
      kind: 'timeout',
      timeoutMs: 200,
    });
    // Under the client's default 10 s: the 200 ms applied (a wide margin for a busy machine).
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('parameters: latency under the timeout → the answer; over it → timeout', async () => {
    await controls.setFault('supportedChains', { kind: 'latency', ms: 150 });
    await expect(apiWith({ timeoutMs: 2_000 }).getSupportedChains()).resolves.toEqual({
      http: ['eip155:31337'],
      ws: [],
    });
    await expect(
      apiWith({ timeoutMs: 50, retry: { tries: 1 } }).getSupportedChains(),
    ).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('parameters: a POST with status 500 → http 500 after one try', async () => {
    await controls.setFault('onrampQuote', { kind: 'status', status: 500 });
    await expect(
      apiWith().getOnrampQuote({
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '100',
        network: 'local-31337',
      }),
    ).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect((await controls.requests()).filter((r) => r.route === 'onrampQuote')).toHaveLength(1);
  });

  it('parameters: nothing listening → network', async () => {
    const closed = apiWith({ baseUrl: 'http://127.0.0.1:9', retry: { tries: 1 } });
    await expect(closed.getSupportedChains()).rejects.toMatchObject({
      kind: 'network',
      code: 'API_NETWORK_ERROR',
    });
  });

  it('behavior: a fault on every route ("*") fails every call, and clearing restores them', async () => {
    await controls.setFault('*', { kind: 'status', status: 503 });
    const api = apiWith({ retry: { tries: 1 } });
    await expect(api.getSupportedChains()).rejects.toMatchObject({ status: 503 });
    await expect(api.getOnrampOptions()).rejects.toMatchObject({ status: 503 });
    await controls.clearFaults();
    await expect(api.getOnrampOptions()).resolves.toHaveProperty('paymentCurrencies');
  });
});
