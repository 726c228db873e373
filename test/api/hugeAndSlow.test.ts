/** @jest-environment node */
import { ApiHttpError, ApiParseError, ApiTimeoutError } from '../../src/api/ApiError';
import type { ApiClientOptions } from '../../src/api/createApiClient';
import { createPorticoApi } from '../../src/api/createPorticoApi';
import { createEsploraClient } from '../../adapters/bitcoin/createEsploraClient';
import { createFallbackTransport } from '../../src/adapter/rpc/createFallbackTransport';
import { createHttpTransport } from '../../src/adapter/rpc/createHttpTransport';
import { MAX_RESPONSE_BYTES } from '../../src/adapter/rpc/readCappedText';
import { RpcParseError, RpcTimeoutError } from '../../src/adapter/rpc/rpcErrors';
import { startScriptedServer, type ScriptedServer } from '../support/startScriptedServer';
import { expectNoUnhandledRejections } from '../support/expectNoUnhandledRejections';
import { waitFor } from '../support/walletHarness';

/**
 * Huge bodies and slow drips, from a real local server: a body past MAX_RESPONSE_BYTES is
 * refused with a typed error without reading it all (the server sees the connection closed
 * early), and a body that drips in slower than the timeout is aborted with the timeout error.
 */

const TEN_MB = 10 * 1024 * 1024;
const CHUNK = 64 * 1024;

let server: ScriptedServer;
expectNoUnhandledRejections();

beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

const apiWith = (options: Partial<ApiClientOptions> = {}) =>
  createPorticoApi({
    baseUrl: server.url,
    projectId: 'portico-test',
    sdkType: 'portico',
    sdkVersion: '0.1.0',
    retry: { baseDelayMs: 10 },
    ...options,
  });

/**
 * `{"http":["eip155:1",…],"ws":[]}` of exactly `bytes` bytes (valid JSON, a valid
 * supported-chains answer), produced chunk by chunk so the server never holds all of it.
 */
function* supportedChainsOf(bytes: number): Generator<string> {
  const head = '{"http":[';
  const tail = '"eip155:1"],"ws":[]}';
  const item = '"eip155:1",';
  let left = bytes - head.length - tail.length;
  yield head + ' '.repeat(left % item.length);
  left -= left % item.length;
  const perChunk = Math.floor(CHUNK / item.length);
  while (left > 0) {
    const items = Math.min(perChunk, left / item.length);
    yield item.repeat(items);
    left -= items * item.length;
  }
  yield tail;
}

const huge = (declared: boolean, bytes = TEN_MB, status = 200) =>
  server.answer({
    kind: 'stream',
    status,
    chunks: () => supportedChainsOf(bytes),
    declaredLength: declared ? bytes : undefined,
  });

/** Waits until the server has seen every request end (closed or complete); 10 s hang guard. */
const settled = async () => {
  await waitFor(() => !server.requests.some((r) => r.end === 'open'));
  return server.requests;
};

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value).slice(0, 100)}`);
    },
    (error: unknown) => error,
  );

describe.each([
  ['with Content-Length', true],
  ['chunked', false],
])('huge bodies, %s', (_label, declared) => {
  it('behavior: a 10 MB answer from the API → ApiParseError, not retried, connection closed early', async () => {
    huge(declared);
    const error = await rejection(apiWith().getSupportedChains());
    expect(error).toBeInstanceOf(ApiParseError);
    expect(error).toMatchObject({
      kind: 'parse',
      details: `Response body over ${MAX_RESPONSE_BYTES} bytes`,
    });
    const [seen, ...others] = await settled();
    expect(others).toEqual([]);
    expect(seen?.end).toBe('early');
    expect(seen?.sentBytes).toBeLessThan(TEN_MB);
  });

  it('behavior: an answer of exactly the cap resolves; one byte more does not', async () => {
    huge(declared, MAX_RESPONSE_BYTES);
    const chains = await apiWith().getSupportedChains();
    expect(chains.http).toHaveLength(Math.floor((MAX_RESPONSE_BYTES - 29) / 11) + 1);
    huge(declared, MAX_RESPONSE_BYTES + 1);
    await expect(apiWith().getSupportedChains()).rejects.toBeInstanceOf(ApiParseError);
  });

  it('behavior: a 10 MB error body → ApiHttpError with its status, retried as a 5xx', async () => {
    huge(declared, TEN_MB, 503);
    const error = await rejection(
      apiWith({ retry: { tries: 2, baseDelayMs: 10 } }).getIdentity({ address: '0x1' }),
    );
    expect(error).toBeInstanceOf(ApiHttpError);
    expect(error).toMatchObject({ status: 503, reason: undefined });
    const seen = await settled();
    expect(seen.map((request) => request.end)).toEqual(['early', 'early']);
  });

  it('behavior: a 10 MB JSON-RPC answer → RpcParseError, connection closed early', async () => {
    huge(declared);
    const transport = createHttpTransport(`${server.url}/rpc`);
    const error = await rejection(transport.request({ method: 'eth_chainId' }));
    expect(error).toBeInstanceOf(RpcParseError);
    expect((error as RpcParseError).shortMessage).toBe(
      `RPC response over ${MAX_RESPONSE_BYTES} bytes`,
    );
    const [seen] = await settled();
    expect(seen?.end).toBe('early');
  });

  it('behavior: a 10 MB Esplora answer (bitcoin) → RpcParseError, connection closed early', async () => {
    huge(declared);
    const client = createEsploraClient(`${server.url}/api`);
    const error = await rejection(client.getAddressBalance('bcrt1qtest'));
    expect(error).toBeInstanceOf(RpcParseError);
    expect((error as RpcParseError).shortMessage).toBe(
      `Esplora answer over ${MAX_RESPONSE_BYTES} bytes`,
    );
    const [seen] = await settled();
    expect(seen?.end).toBe('early');
  });
});

describe('the RPC fallback', () => {
  let healthy: ScriptedServer;
  beforeAll(async () => {
    healthy = await startScriptedServer();
    healthy.answerJson({ jsonrpc: '2.0', id: 1, result: '0x7a69' });
  });
  afterAll(() => healthy.close());

  it.each([
    ['a 10 MB answer', () => huge(false)],
    ['a drip', () => server.answer({ kind: 'drip', byte: ' ', everyMs: 200 })],
  ])('behavior: %s from the first URL → the next URL answers', async (_label, fault) => {
    fault();
    const transport = createFallbackTransport([
      createHttpTransport(`${server.url}/rpc`, { timeout: 500 }),
      createHttpTransport(`${healthy.url}/rpc`, { timeout: 500 }),
    ]);
    await expect(transport.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
    expect(await settled()).toEqual([expect.objectContaining({ end: 'early' })]);
  });
});

describe('slow drips', () => {
  // Headers at once, then one byte every 200 ms: valid JSON would need far longer than the timeout.
  const drip = () => server.answer({ kind: 'drip', byte: ' ', everyMs: 200 });

  it('behavior: a GET whose body drips → ApiTimeoutError after each try, retried, sockets closed', async () => {
    drip();
    const started = Date.now();
    const error = await rejection(
      apiWith({ timeoutMs: 500, retry: { tries: 2, baseDelayMs: 10 } }).getSupportedChains(),
    );
    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 500 });
    // Well under the client's default 10 s: the 500 ms applied (a wide margin for a busy machine).
    expect(Date.now() - started).toBeLessThan(10_000);
    const seen = await settled();
    expect(seen).toHaveLength(2);
    // Each try was aborted: the server saw the client leave, bytes had dripped.
    for (const request of seen) {
      expect(request.end).toBe('early');
      expect(request.sentBytes).toBeGreaterThan(0);
    }
  });

  it('behavior: a POST whose body drips → ApiTimeoutError after one try', async () => {
    drip();
    const error = await rejection(
      apiWith({ timeoutMs: 500 }).getOnrampQuote({
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '100',
        network: 'local-31337',
      }),
    );
    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect(await settled()).toEqual([expect.objectContaining({ method: 'POST', end: 'early' })]);
  });

  it('behavior: a JSON-RPC answer that drips → RpcTimeoutError, socket closed', async () => {
    drip();
    const transport = createHttpTransport(`${server.url}/rpc`, { timeout: 500 });
    const error = await rejection(transport.request({ method: 'eth_blockNumber' }));
    expect(error).toBeInstanceOf(RpcTimeoutError);
    expect(await settled()).toEqual([expect.objectContaining({ end: 'early' })]);
  });
});
