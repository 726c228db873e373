/** @jest-environment node */
import { PorticoError } from '../../../src/adapter/PorticoError';
import { ProviderRpcError } from '../../../src/adapter/providerErrors';
import type { FetchFn } from '../../../src/adapter/rpc/createHttpTransport';
import { createHttpTransport } from '../../../src/adapter/rpc/createHttpTransport';
import {
  HttpRequestError,
  RpcParseError,
  RpcTimeoutError,
} from '../../../src/adapter/rpc/rpcErrors';
import type { JsonRpcServer, ReceivedCall } from '../../support/startJsonRpcServer';
import { startJsonRpcServer } from '../../support/startJsonRpcServer';

let server: JsonRpcServer;
beforeEach(async () => {
  server = await startJsonRpcServer();
});
afterEach(async () => {
  jest.useRealTimers();
  await server.close();
});

const reply =
  (body: unknown, status = 200) =>
  () => ({ status, body: JSON.stringify(body) });
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
const asBatch = (payload: ReceivedCall | ReceivedCall[]) =>
  Array.isArray(payload) ? payload : [payload];

describe('createHttpTransport', () => {
  it('default: POSTs one JSON-RPC 2.0 call as a plain object and resolves with its result', async () => {
    const transport = createHttpTransport(server.url);
    await expect(transport.request({ method: 'eth_chainId' })).resolves.toEqual({
      method: 'eth_chainId',
      params: null,
    });
    expect(server.posts).toEqual([{ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }]);
    expect(server.headers[0]?.['content-type']).toBe('application/json');
    expect(transport.url).toBe(server.url);
  });

  it('parameters: params, and headers are sent', async () => {
    const transport = createHttpTransport(server.url, { headers: { 'x-sdk-version': '1.2.3' } });
    await transport.request({ method: 'eth_getBalance', params: ['0xabc', 'latest'] });
    expect(server.posts).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: ['0xabc', 'latest'] },
    ]);
    expect(server.headers[0]?.['x-sdk-version']).toBe('1.2.3');
  });

  it('behavior: calls made in one tick share one POST, each gets its own result', async () => {
    const transport = createHttpTransport(server.url);
    const results = await Promise.all(
      ['a', 'b', 'c'].map((method) => transport.request({ method })),
    );
    expect(results).toEqual(['a', 'b', 'c'].map((method) => ({ method, params: null })));
    expect(server.posts).toEqual([
      [
        { jsonrpc: '2.0', id: 1, method: 'a' },
        { jsonrpc: '2.0', id: 2, method: 'b' },
        { jsonrpc: '2.0', id: 3, method: 'c' },
      ],
    ]);
  });

  it('behavior: calls in separate ticks go in separate POSTs by default', async () => {
    const transport = createHttpTransport(server.url);
    await transport.request({ method: 'a' });
    await transport.request({ method: 'b' });
    expect(server.posts).toHaveLength(2);
  });

  it('parameters: batchWait collects calls made within the window', async () => {
    const transport = createHttpTransport(server.url, { batchWait: 50 });
    const first = transport.request({ method: 'a' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = transport.request({ method: 'b' });
    await Promise.all([first, second]);
    expect(server.posts).toHaveLength(1);
    expect(asBatch(server.posts[0] ?? []).map((call) => call.method)).toEqual(['a', 'b']);
  });

  it('behavior: 2500 calls go in 3 POSTs of 1000, 1000 and 500', async () => {
    const transport = createHttpTransport(server.url);
    const methods = Array.from({ length: 2500 }, (_, i) => `m${i}`);
    const results = await Promise.all(methods.map((method) => transport.request({ method })));
    expect(server.posts.map((post) => asBatch(post).length)).toEqual([1000, 1000, 500]);
    expect(results).toEqual(methods.map((method) => ({ method, params: null })));
    expect(asBatch(server.posts[2] ?? []).at(-1)).toEqual({
      jsonrpc: '2.0',
      id: 2500,
      method: 'm2499',
    });
  });

  it('parameters: batchSize splits smaller batches; 1 turns batching off', async () => {
    const transport = createHttpTransport(server.url, { batchSize: 1 });
    await Promise.all(['a', 'b'].map((method) => transport.request({ method })));
    expect(server.posts).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'a' },
      { jsonrpc: '2.0', id: 2, method: 'b' },
    ]);
  });

  it('behavior: matches out-of-order batch responses by id', async () => {
    server.setHandler((payload) => ({
      body: JSON.stringify(
        asBatch(payload)
          .reverse()
          .map((call) => ({ jsonrpc: '2.0', id: call.id, result: `result of ${call.method}` })),
      ),
    }));
    const transport = createHttpTransport(server.url);
    const results = await Promise.all(
      ['a', 'b', 'c'].map((method) => transport.request({ method })),
    );
    expect(results).toEqual(['result of a', 'result of b', 'result of c']);
  });

  it('behavior: a null result is a result', async () => {
    server.setHandler(reply({ jsonrpc: '2.0', id: 1, result: null }));
    await expect(
      createHttpTransport(server.url).request({ method: 'eth_getTransactionReceipt' }),
    ).resolves.toBeNull();
  });

  it.each([
    [4001, 'USER_REJECTED', 'User rejected the request'],
    [-32601, 'METHOD_NOT_FOUND', 'The method does not exist'],
    [-32003, 'TRANSACTION_REJECTED', 'Transaction creation failed'],
    [12345, 'UNKNOWN_RPC_ERROR', 'node said no'],
  ])(
    'behavior: JSON-RPC error %i becomes ProviderRpcError %s',
    async (code, name, shortMessage) => {
      server.setHandler(
        reply({ jsonrpc: '2.0', id: 1, error: { code, message: 'node said no', data: '0x01' } }),
      );
      const error = await rejection(createHttpTransport(server.url).request({ method: 'x' }));
      expect(error).toBeInstanceOf(ProviderRpcError);
      expect(error).toMatchObject({
        code: name,
        rpcCode: code,
        shortMessage,
        details: 'node said no',
        data: '0x01',
      });
    },
  );

  it('behavior: in a batch, an error fails only its own call', async () => {
    server.setHandler((payload) => ({
      body: JSON.stringify(
        asBatch(payload).map((call) =>
          call.method === 'bad'
            ? { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'Method not found' } }
            : { jsonrpc: '2.0', id: call.id, result: 'ok' },
        ),
      ),
    }));
    const transport = createHttpTransport(server.url);
    const [good, bad] = await Promise.allSettled([
      transport.request({ method: 'good' }),
      transport.request({ method: 'bad' }),
    ]);
    expect(good).toEqual({ status: 'fulfilled', value: 'ok' });
    expect(bad.status === 'rejected' && bad.reason).toMatchObject({
      name: 'ProviderRpcError',
      rpcCode: -32601,
    });
  });

  it('behavior: a lone error object answering a batch fails every call with it', async () => {
    server.setHandler(
      reply({ jsonrpc: '2.0', id: null, error: { code: -32005, message: 'rate limited' } }),
    );
    const transport = createHttpTransport(server.url);
    const settled = await Promise.allSettled([
      transport.request({ method: 'a' }),
      transport.request({ method: 'b' }),
    ]);
    expect(
      settled.map((s) => s.status === 'rejected' && (s.reason as ProviderRpcError).code),
    ).toEqual(['LIMIT_EXCEEDED', 'LIMIT_EXCEEDED']);
  });

  it.each([500, 429, 404])(
    'behavior: HTTP %i rejects with HttpRequestError "HTTP status code {n}"',
    async (status) => {
      server.setHandler(() => ({ status, body: 'upstream trouble' }));
      const error = await rejection(createHttpTransport(server.url).request({ method: 'x' }));
      expect(error).toBeInstanceOf(HttpRequestError);
      expect(error).toBeInstanceOf(PorticoError);
      expect(error).toMatchObject({
        code: 'HTTP_STATUS_ERROR',
        status,
        shortMessage: `HTTP status code ${status}`,
      });
      const { details } = error as HttpRequestError;
      expect(details).toBe(`URL: ${new URL(server.url).origin}\nBody: upstream trouble`);
      expect(details).not.toContain('secret-project');
    },
  );

  it('behavior: a failed HTTP status fails every call of the batch', async () => {
    server.setHandler(() => ({ status: 502, body: '' }));
    const transport = createHttpTransport(server.url);
    const settled = await Promise.allSettled([
      transport.request({ method: 'a' }),
      transport.request({ method: 'b' }),
    ]);
    expect(
      settled.map((s) => s.status === 'rejected' && (s.reason as HttpRequestError).shortMessage),
    ).toEqual(['HTTP status code 502', 'HTTP status code 502']);
  });

  it('behavior: an unreachable endpoint rejects with a network HttpRequestError', async () => {
    // Start the replacement first, so the closed port cannot be handed to it.
    const replacement = await startJsonRpcServer();
    const { url } = server;
    await server.close();
    server = replacement;
    const error = await rejection(createHttpTransport(url).request({ method: 'x' }));
    expect(error).toBeInstanceOf(HttpRequestError);
    expect(error).toMatchObject({
      code: 'HTTP_NETWORK_ERROR',
      status: undefined,
      shortMessage: 'HTTP request failed',
    });
  });

  it('behavior: malformed JSON rejects with RpcParseError', async () => {
    server.setHandler(() => ({ body: '{"jsonrpc":"2.0","id":1,"result":' }));
    const error = await rejection(createHttpTransport(server.url).request({ method: 'x' }));
    expect(error).toBeInstanceOf(RpcParseError);
    expect(error).toMatchObject({
      code: 'RPC_PARSE_ERROR',
      shortMessage: 'Invalid JSON in RPC response',
    });
  });

  it.each([
    ['wrong version', { jsonrpc: '1.0', id: 1, result: 1 }, 'Invalid JSON-RPC response'],
    ['no result nor error', { jsonrpc: '2.0', id: 1 }, 'Invalid JSON-RPC response'],
    [
      'error code not a number',
      { jsonrpc: '2.0', id: 1, error: { code: '4001', message: 'no' } },
      'Invalid JSON-RPC response',
    ],
    ['a bare value', 42, 'Invalid JSON-RPC response'],
    ['an empty batch', [], 'Missing JSON-RPC response for request id 1'],
  ])(
    'behavior: a wrong-shape response (%s) rejects with RpcParseError',
    async (_, body, shortMessage) => {
      server.setHandler(reply(body));
      const error = await rejection(createHttpTransport(server.url).request({ method: 'x' }));
      expect(error).toBeInstanceOf(RpcParseError);
      expect(error).toMatchObject({ code: 'RPC_PARSE_ERROR', shortMessage });
    },
  );

  it('behavior: a reply with another id rejects with RpcParseError', async () => {
    server.setHandler(reply({ jsonrpc: '2.0', id: 7, result: 'x' }));
    const error = await rejection(createHttpTransport(server.url).request({ method: 'x' }));
    expect(error).toMatchObject({
      name: 'RpcParseError',
      shortMessage: 'Missing JSON-RPC response for request id 1',
    });
  });

  it('behavior: a batch reply missing an id, or with an invalid entry, fails only that call', async () => {
    server.setHandler(() => ({
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, result: 'one' },
        { jsonrpc: '2.0', id: 3, resul: 'typo' },
      ]),
    }));
    const transport = createHttpTransport(server.url);
    const settled = await Promise.allSettled(
      ['a', 'b', 'c'].map((method) => transport.request({ method })),
    );
    expect(settled[0]).toEqual({ status: 'fulfilled', value: 'one' });
    const reasons = settled.slice(1).map((s) => s.status === 'rejected' && s.reason);
    expect(reasons.every((reason) => reason instanceof RpcParseError)).toBe(true);
    expect(reasons.map((reason) => (reason as RpcParseError).shortMessage)).toEqual([
      'Missing JSON-RPC response for request id 2',
      'Invalid JSON-RPC response',
    ]);
  });

  describe('timeout', () => {
    it('behavior: aborts after 10 000 ms by default with RpcTimeoutError', async () => {
      server.setHandler(() => 'hang');
      let signal: AbortSignal | undefined;
      const recordingFetch: FetchFn = (url, init) => {
        signal = init.signal ?? undefined;
        return fetch(url, init);
      };
      jest.useFakeTimers();
      const settled = createHttpTransport(server.url, { fetch: recordingFetch })
        .request({ method: 'x' })
        .then(
          () => 'resolved',
          (error: unknown) => error,
        );
      await jest.advanceTimersByTimeAsync(9_999);
      expect(signal?.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const error = await settled;
      expect(error).toBeInstanceOf(RpcTimeoutError);
      expect(error).toMatchObject({
        code: 'RPC_TIMEOUT',
        timeout: 10_000,
        shortMessage: 'Request timed out after 10000 ms',
      });
      expect(signal?.aborted).toBe(true);
    });

    it('parameters: timeout, even when the fetch ignores the abort signal', async () => {
      const neverFetch: FetchFn = () => new Promise(() => undefined);
      jest.useFakeTimers();
      const settled = createHttpTransport(server.url, { fetch: neverFetch, timeout: 250 })
        .request({ method: 'x' })
        .then(
          () => 'resolved',
          (error: unknown) => error,
        );
      await jest.advanceTimersByTimeAsync(250);
      expect(await settled).toMatchObject({
        name: 'RpcTimeoutError',
        shortMessage: 'Request timed out after 250 ms',
      });
    });
  });
});
