/** @jest-environment node */
import { PorticoError } from '../../../src/adapter/PorticoError';
import { ProviderRpcError } from '../../../src/adapter/providerErrors';
import { createFallbackTransport } from '../../../src/adapter/rpc/createFallbackTransport';
import { createHttpTransport } from '../../../src/adapter/rpc/createHttpTransport';
import {
  HttpRequestError,
  RpcParseError,
  RpcTimeoutError,
} from '../../../src/adapter/rpc/rpcErrors';
import type { RpcRequestArguments, RpcTransport } from '../../../src/adapter/rpc/RpcTransport';
import { startJsonRpcServer } from '../../support/startJsonRpcServer';

const URL_A = 'https://a.example/rpc';

interface FakeOptions {
  /** Ms each ping takes (fake timers). */
  latency?: number;
  /** Whether ping number `n` (0-based) fails. */
  pingFails?: (n: number) => boolean;
  /** What other calls resolve with, or reject with when an Error. */
  answer?: unknown;
}

/** A scripted transport: pings take `latency` ms of fake time; every call is recorded. */
function fakeTransport({ latency = 0, pingFails = () => false, answer = 'ok' }: FakeOptions = {}) {
  const calls: string[] = [];
  let pings = 0;
  const transport: RpcTransport = {
    request({ method }: RpcRequestArguments) {
      calls.push(method);
      if (method !== 'net_listening' && method !== 'eth_chainId') {
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
      }
      const fails = pingFails(pings++);
      return new Promise((resolve, reject) =>
        setTimeout(
          () => (fails ? reject(new HttpRequestError({ url: URL_A, status: 503 })) : resolve(true)),
          latency,
        ),
      );
    },
  };
  const pingCount = () =>
    calls.filter((method) => method === 'net_listening' || method === 'eth_chainId').length;
  const requests = () =>
    calls.filter((method) => method !== 'net_listening' && method !== 'eth_chainId');
  return { transport, calls, pingCount, requests };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );

describe('createFallbackTransport', () => {
  afterEach(() => jest.useRealTimers());

  it('default: tries the transports in the given order, without pinging', async () => {
    jest.useFakeTimers();
    const a = fakeTransport({ answer: 'from a' });
    const b = fakeTransport({ answer: 'from b' });
    const fallback = createFallbackTransport([a.transport, b.transport]);
    await expect(fallback.request({ method: 'eth_blockNumber' })).resolves.toBe('from a');
    await jest.advanceTimersByTimeAsync(20_000);
    expect(a.calls).toEqual(['eth_blockNumber']);
    expect(b.calls).toEqual([]);
    expect(fallback.getRanking().map((rank) => rank.index)).toEqual([0, 1]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it.each([
    ['HTTP 500', new HttpRequestError({ url: URL_A, status: 500 })],
    ['HTTP 503', new HttpRequestError({ url: URL_A, status: 503 })],
    ['HTTP 429', new HttpRequestError({ url: URL_A, status: 429 })],
    [
      'a network failure',
      new HttpRequestError({ url: URL_A, cause: new TypeError('fetch failed') }),
    ],
    ['a timeout', new RpcTimeoutError({ url: URL_A, timeout: 10_000 })],
    ['an unparseable answer', new RpcParseError('Invalid JSON in RPC response', { url: URL_A })],
  ])('behavior: falls back to the next transport on %s', async (_, error) => {
    const a = fakeTransport({ answer: error });
    const b = fakeTransport({ answer: 'from b' });
    const fallback = createFallbackTransport([a.transport, b.transport]);
    await expect(fallback.request({ method: 'eth_blockNumber' })).resolves.toBe('from b');
    expect([a.requests(), b.requests()]).toEqual([['eth_blockNumber'], ['eth_blockNumber']]);
  });

  it.each([
    ['a JSON-RPC error', new ProviderRpcError(-32601, 'Method not found')],
    ['a revert', new ProviderRpcError(3, 'execution reverted: nope')],
    ['HTTP 400', new HttpRequestError({ url: URL_A, status: 400 })],
    ['HTTP 401', new HttpRequestError({ url: URL_A, status: 401 })],
    ['HTTP 403', new HttpRequestError({ url: URL_A, status: 403 })],
    ['HTTP 404', new HttpRequestError({ url: URL_A, status: 404 })],
    ['an unexpected error', new Error('bug')],
  ])('behavior: does not fall back on %s', async (_, error) => {
    const a = fakeTransport({ answer: error });
    const b = fakeTransport({ answer: 'from b' });
    const fallback = createFallbackTransport([a.transport, b.transport]);
    expect(await rejection(fallback.request({ method: 'eth_call' }))).toBe(error);
    expect(b.calls).toEqual([]);
  });

  it('behavior: rejects with the last error when every transport fails', async () => {
    const last = new HttpRequestError({ url: URL_A, status: 502 });
    const a = fakeTransport({ answer: new RpcTimeoutError({ url: URL_A, timeout: 10_000 }) });
    const b = fakeTransport({ answer: last });
    expect(
      await rejection(createFallbackTransport([a.transport, b.transport]).request({ method: 'x' })),
    ).toBe(last);
  });

  it('behavior: needs at least one transport', () => {
    expect(() => createFallbackTransport([])).toThrow(PorticoError);
    expect(() => createFallbackTransport([])).toThrow(
      'A fallback transport needs at least one transport',
    );
  });

  describe('ranking', () => {
    beforeEach(() => jest.useFakeTimers());

    it('behavior: pings every 4000 ms with net_listening, starting at the first request, not at creation', async () => {
      const a = fakeTransport();
      const b = fakeTransport();
      const fallback = createFallbackTransport([a.transport, b.transport], { rank: true });
      await jest.advanceTimersByTimeAsync(20_000);
      expect([a.pingCount(), b.pingCount()]).toEqual([0, 0]);
      await fallback.request({ method: 'eth_blockNumber' });
      expect(a.calls).toEqual(['net_listening', 'eth_blockNumber']);
      expect(b.calls).toEqual(['net_listening']);
      await jest.advanceTimersByTimeAsync(3_999);
      expect([a.pingCount(), b.pingCount()]).toEqual([1, 1]);
      await jest.advanceTimersByTimeAsync(1);
      expect([a.pingCount(), b.pingCount()]).toEqual([2, 2]);
      await jest.advanceTimersByTimeAsync(4_000 * 3);
      expect([a.pingCount(), b.pingCount()]).toEqual([5, 5]);
      fallback.destroy();
    });

    it('behavior: a flaky fast transport ranks below a stable slow one, and requests follow the ranking', async () => {
      const flakyFast = fakeTransport({
        latency: 10,
        pingFails: (n) => n % 2 === 1,
        answer: 'fast',
      });
      const stableSlow = fakeTransport({ latency: 100, answer: 'slow' });
      const fallback = createFallbackTransport([flakyFast.transport, stableSlow.transport], {
        rank: true,
      });
      // Before any ping has landed, the given order holds.
      await expect(fallback.request({ method: 'eth_blockNumber' })).resolves.toBe('fast');
      await jest.advanceTimersByTimeAsync(4_000 * 9 + 100); // ten rounds
      const [first, second] = fallback.getRanking();
      expect(first).toEqual({ index: 1, score: 0.7, stability: 1, latency: 100, samples: 10 });
      expect(second).toMatchObject({ index: 0, stability: 0.5, latency: 10, samples: 10 });
      expect(second?.score).toBeCloseTo(0.7 * 0.5 + 0.3 * (1 - 10 / 100), 10);
      await expect(fallback.request({ method: 'eth_blockNumber' })).resolves.toBe('slow');
      await jest.advanceTimersByTimeAsync(4_000 * 3); // the window keeps the last 10 pings
      expect(fallback.getRanking().map((rank) => rank.samples)).toEqual([10, 10]);
      expect(stableSlow.pingCount()).toBe(13);
      fallback.destroy();
    });

    it('behavior: among equally stable transports, the faster ranks first', async () => {
      const slow = fakeTransport({ latency: 200 });
      const fast = fakeTransport({ latency: 50 });
      const middle = fakeTransport({ latency: 100 });
      const fallback = createFallbackTransport([slow.transport, fast.transport, middle.transport], {
        rank: true,
      });
      await fallback.request({ method: 'eth_blockNumber' });
      await jest.advanceTimersByTimeAsync(4_000 * 2 + 200); // three rounds
      expect(fallback.getRanking()).toEqual([
        { index: 1, score: 0.7 + 0.3 * (1 - 50 / 200), stability: 1, latency: 50, samples: 3 },
        { index: 2, score: 0.7 + 0.3 * (1 - 100 / 200), stability: 1, latency: 100, samples: 3 },
        { index: 0, score: 0.7, stability: 1, latency: 200, samples: 3 },
      ]);
      fallback.destroy();
    });

    it('behavior: falls back in ranked order', async () => {
      const down = new HttpRequestError({ url: URL_A, status: 503 });
      const third = fakeTransport({ latency: 300, answer: 'third' });
      const best = fakeTransport({ latency: 10, answer: down });
      const second = fakeTransport({ latency: 100, answer: 'second' });
      const fallback = createFallbackTransport(
        [third.transport, best.transport, second.transport],
        { rank: true },
      );
      await fallback.request({ method: 'warm_up' });
      await jest.advanceTimersByTimeAsync(300);
      expect(fallback.getRanking().map((rank) => rank.index)).toEqual([1, 2, 0]);
      await expect(fallback.request({ method: 'eth_call' })).resolves.toBe('second');
      expect([best.requests(), second.requests(), third.requests()]).toEqual([
        ['eth_call'],
        ['eth_call'],
        ['warm_up'],
      ]);
      fallback.destroy();
    });

    it('parameters: rank.interval, rank.ping and rank.sampleCount', async () => {
      const recovering = fakeTransport({ latency: 5, pingFails: (n) => n < 3 });
      const fallback = createFallbackTransport([recovering.transport], {
        rank: { interval: 1_000, ping: { method: 'eth_chainId' }, sampleCount: 3 },
      });
      await fallback.request({ method: 'eth_blockNumber' });
      expect(recovering.calls).toEqual(['eth_chainId', 'eth_blockNumber']);
      await jest.advanceTimersByTimeAsync(1_000 * 2 + 5); // pings 0-2 failed
      expect(fallback.getRanking()[0]).toEqual({
        index: 0,
        score: 0,
        stability: 0,
        latency: undefined,
        samples: 3,
      });
      await jest.advanceTimersByTimeAsync(1_000); // ping 3 succeeded, ping 0 left the window
      expect(fallback.getRanking()[0]).toMatchObject({ stability: 1 / 3, latency: 5, samples: 3 });
      await jest.advanceTimersByTimeAsync(1_000 * 2);
      expect(fallback.getRanking()[0]).toMatchObject({ stability: 1, samples: 3 });
      expect(recovering.pingCount()).toBe(6);
      fallback.destroy();
    });

    it('behavior: a ping slower than the interval is not sent twice', async () => {
      const sluggish = fakeTransport({ latency: 10_000 });
      const fallback = createFallbackTransport([sluggish.transport], { rank: true });
      await fallback.request({ method: 'eth_blockNumber' });
      await jest.advanceTimersByTimeAsync(8_000);
      expect(sluggish.pingCount()).toBe(1);
      await jest.advanceTimersByTimeAsync(2_000);
      expect(fallback.getRanking()[0]).toMatchObject({ latency: 10_000, samples: 1 });
      await jest.advanceTimersByTimeAsync(2_000);
      expect(sluggish.pingCount()).toBe(2);
      fallback.destroy();
    });

    it('behavior: destroy stops the pings, and a ping in flight adds no sample', async () => {
      const a = fakeTransport({ latency: 100 });
      const fallback = createFallbackTransport([a.transport], { rank: true });
      await fallback.request({ method: 'eth_blockNumber' });
      await jest.advanceTimersByTimeAsync(4_000 + 50); // second ping in flight
      expect(a.pingCount()).toBe(2);
      fallback.destroy();
      await jest.advanceTimersByTimeAsync(40_000);
      expect(a.pingCount()).toBe(2);
      expect(fallback.getRanking()[0]?.samples).toBe(1);
      expect(jest.getTimerCount()).toBe(0);
      await expect(fallback.request({ method: 'eth_blockNumber' })).resolves.toBe('ok');
      await jest.advanceTimersByTimeAsync(40_000);
      expect(a.pingCount()).toBe(2);
    });
  });

  describe('over HTTP', () => {
    it('behavior: skips an unreachable and a failing endpoint, and stops at a JSON-RPC error', async () => {
      const closed = await startJsonRpcServer();
      const failing = await startJsonRpcServer(() => ({ status: 503, body: 'busy' }));
      const healthy = await startJsonRpcServer();
      await closed.close();
      try {
        const fallback = createFallbackTransport(
          [closed.url, failing.url, healthy.url].map((url) => createHttpTransport(url)),
        );
        await expect(fallback.request({ method: 'eth_chainId' })).resolves.toEqual({
          method: 'eth_chainId',
          params: null,
        });
        expect([failing.posts.length, healthy.posts.length]).toEqual([1, 1]);

        failing.setHandler(() => ({
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 2,
            error: { code: -32601, message: 'Method not found' },
          }),
        }));
        const error = await rejection(fallback.request({ method: 'eth_foo' }));
        expect(error).toMatchObject({
          name: 'ProviderRpcError',
          code: 'METHOD_NOT_FOUND',
          rpcCode: -32601,
        });
        expect([failing.posts.length, healthy.posts.length]).toEqual([2, 1]);
      } finally {
        await Promise.all([failing.close(), healthy.close()]);
      }
    });
  });
});
