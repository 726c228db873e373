/** @jest-environment node */
import { createApiClient, type ApiClientOptions } from '../../src/api/createApiClient';
import { getSupportedChains } from '../../src/api/supportedChains';
import { getTokenPrices } from '../../src/api/fungiblePrice';
import { retryDelay, DEFAULT_RETRY } from '../../src/api/retryPolicy';
import { fakeFetch, type FakeAnswer } from './fakeFetch';

/** spec §9 query retry: 3 tries, 1 s doubling to 30 s; GET only; no retry for 4xx but 429. */

const CHAINS = { status: 200, body: { http: ['eip155:1'], ws: [] } };

function clientWith(answers: FakeAnswer[], options: Partial<ApiClientOptions> = {}) {
  const fake = fakeFetch(...answers);
  const client = createApiClient({
    baseUrl: 'https://api.test',
    projectId: 'p',
    sdkType: 'portico',
    sdkVersion: '1',
    fetch: fake.fetch,
    ...options,
  });
  return { client, calls: fake.calls };
}

/** Runs `promise` to its end under fake timers; resolves with its outcome, never rejects. */
async function settle<T>(promise: Promise<T>) {
  const outcome = promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  await jest.runAllTimersAsync();
  return outcome;
}

beforeEach(() => {
  jest.useFakeTimers({ now: 0 });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('retry and backoff', () => {
  it('default: a 500 is tried at 0 s, 1 s and 3 s, then rejects with HTTP 500', async () => {
    const { client, calls } = clientWith([{ status: 500 }]);
    const outcome = await settle(getSupportedChains(client));
    expect(calls.map((call) => call.at)).toEqual([0, 1_000, 3_000]);
    expect(outcome).toMatchObject({
      ok: false,
      error: {
        kind: 'http',
        status: 500,
        message: 'HTTP status code 500',
        endpoint: '/v1/supported-chains',
      },
    });
  });

  it('behavior: the attempt that succeeds ends the retries', async () => {
    const { client, calls } = clientWith(['network', { status: 503 }, CHAINS]);
    const outcome = await settle(getSupportedChains(client));
    expect(outcome).toEqual({ ok: true, value: { http: ['eip155:1'], ws: [] } });
    expect(calls.map((call) => call.at)).toEqual([0, 1_000, 3_000]);
  });

  it('behavior: 429 is retried', async () => {
    const { client, calls } = clientWith([{ status: 429 }, CHAINS]);
    expect(await settle(getSupportedChains(client))).toMatchObject({ ok: true });
    expect(calls.map((call) => call.at)).toEqual([0, 1_000]);
  });

  it.each([400, 401, 403, 404, 422])('behavior: %i is not retried', async (status) => {
    const { client, calls } = clientWith([
      { status, body: { reasons: [{ description: 'Nope' }] } },
    ]);
    const outcome = await settle(getSupportedChains(client));
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'http', status, reason: 'Nope' } });
    expect(calls).toHaveLength(1);
  });

  it('behavior: a parse error is not retried', async () => {
    const { client, calls } = clientWith([{ raw: '{"http": [' }]);
    expect(await settle(getSupportedChains(client))).toMatchObject({
      ok: false,
      error: { kind: 'parse' },
    });
    expect(calls).toHaveLength(1);
  });

  it('behavior: each try times out after timeoutMs, and timeouts are retried', async () => {
    const { client, calls } = clientWith(['hang'], { timeoutMs: 10_000 });
    const outcome = await settle(getSupportedChains(client));
    // 0 → timeout at 10 s, wait 1 s → 11 s → timeout at 21 s, wait 2 s → 23 s.
    expect(calls.map((call) => call.at)).toEqual([0, 11_000, 23_000]);
    expect(calls.every((call) => call.init.signal?.aborted)).toBe(true);
    expect(outcome).toMatchObject({
      ok: false,
      error: {
        kind: 'timeout',
        timeoutMs: 10_000,
        shortMessage: 'Request timed out after 10000 ms',
      },
    });
  });

  it('behavior: POSTs are tried once', async () => {
    const { client, calls } = clientWith([{ status: 500 }]);
    expect(await settle(getTokenPrices(client, { addresses: [] }))).toMatchObject({
      ok: false,
      error: { status: 500 },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      currency: 'usd',
      addresses: [],
      projectId: 'p',
    });
  });

  it('parameters: more tries double the wait up to the 30 s cap', async () => {
    const { client, calls } = clientWith(['network'], { retry: { tries: 8 } });
    await settle(getSupportedChains(client));
    const waits = calls.slice(1).map((call, i) => call.at - calls[i]!.at);
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(retryDelay(2, DEFAULT_RETRY)).toBe(1_000);
    expect(retryDelay(20, DEFAULT_RETRY)).toBe(30_000);
  });

  it('parameters: tries 1 turns retries off', async () => {
    const { client, calls } = clientWith(['network'], { retry: { tries: 1 } });
    expect(await settle(getSupportedChains(client))).toMatchObject({
      ok: false,
      error: { kind: 'network' },
    });
    expect(calls).toHaveLength(1);
  });

  it('default: the query carries projectId, st and sv', async () => {
    const { client, calls } = clientWith([CHAINS]);
    await settle(getSupportedChains(client));
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      projectId: 'p',
      st: 'portico',
      sv: '1',
    });
    expect(calls[0]!.url.pathname).toBe('/v1/supported-chains');
  });
});
