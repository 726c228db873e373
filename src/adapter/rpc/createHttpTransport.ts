import type { RpcRequestArguments, RpcTransport } from './RpcTransport';
import { HttpRequestError, RpcParseError, RpcTimeoutError } from './rpcErrors';
import { matchRpcResponses } from './matchRpcResponses';
import { MAX_RESPONSE_BYTES, readCappedText } from './readCappedText';
import { withTimeout } from './withTimeout';

export type FetchFn = (url: string, init: RequestInit) => Promise<Response>;

interface HttpTransportOptions {
  /** The fetch to use. Default: `globalThis.fetch`, looked up at each request. */
  fetch?: FetchFn;
  /** Milliseconds before a POST is aborted with `RpcTimeoutError`. Default 10 000. */
  timeout?: number;
  /** Most calls in one POST; more are split across several. Default 1000; 1 turns batching off. */
  batchSize?: number;
  /** Milliseconds to collect calls before sending. Default 0: the calls of one tick share a POST. */
  batchWait?: number;
  /** Extra request headers. Default none. */
  headers?: Readonly<Record<string, string>>;
}

export interface HttpTransport extends RpcTransport {
  readonly url: string;
}

interface PendingCall {
  id: number;
  args: RpcRequestArguments;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

/** A JSON-RPC 2.0 client over HTTP POST for one URL, with batching. */
export function createHttpTransport(
  url: string,
  options: HttpTransportOptions = {},
): HttpTransport {
  const { timeout = 10_000, batchWait = 0, headers = {} } = options;
  const batchSize = Math.max(1, options.batchSize ?? 1000);
  let nextId = 1;
  let queue: PendingCall[] = [];

  /** POSTs `payload` and returns the parsed JSON body, or throws a typed error. */
  const post = async (payload: unknown): Promise<unknown> => {
    const fetchFn = options.fetch ?? globalThis.fetch;
    const { status, ok, text } = await withTimeout(
      async (signal) => {
        let response: Response;
        try {
          response = await fetchFn(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify(payload),
            signal,
          });
        } catch (cause) {
          throw new HttpRequestError({ url, cause });
        }
        let text: string;
        try {
          // Inside the timeout: a body that drips in slowly is aborted like a silent server.
          text = await readCappedText(
            response,
            MAX_RESPONSE_BYTES,
            () => new RpcParseError(`RPC response over ${MAX_RESPONSE_BYTES} bytes`, { url }),
          );
        } catch (cause) {
          if (!(cause instanceof RpcParseError)) throw new HttpRequestError({ url, cause });
          // An oversized error body only loses its text: the status still says what happened.
          if (!response.ok) throw new HttpRequestError({ url, status: response.status });
          throw cause;
        }
        return { status: response.status, ok: response.ok, text };
      },
      timeout,
      () => new RpcTimeoutError({ url, timeout }),
    );
    if (!ok) throw new HttpRequestError({ url, status, body: text });
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new RpcParseError('Invalid JSON in RPC response', { url, body: text });
    }
  };

  const send = async (calls: readonly PendingCall[]) => {
    const requests = calls.map(({ id, args }) => ({
      jsonrpc: '2.0',
      id,
      method: args.method,
      params: args.params,
    }));
    try {
      // A lone call goes as a plain object: every server accepts that, not all accept batches.
      const body = await post(requests.length === 1 ? requests[0] : requests);
      const outcomes = matchRpcResponses(
        calls.map((call) => call.id),
        body,
        (message) => new RpcParseError(message, { url }),
      );
      calls.forEach((call, i) => {
        const outcome = outcomes[i];
        if (outcome?.ok) call.resolve(outcome.result);
        else call.reject(outcome?.error);
      });
    } catch (error) {
      for (const call of calls) call.reject(error);
    }
  };

  const flush = () => {
    const calls = queue;
    queue = [];
    for (let start = 0; start < calls.length; start += batchSize)
      void send(calls.slice(start, start + batchSize));
  };

  return {
    url,
    request(args) {
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, args, resolve, reject });
        if (queue.length > 1) return;
        // A resolved promise, not setTimeout(0), for the default: it flushes right after the
        // current synchronous run and is not held back by fake timers in tests.
        if (batchWait > 0) setTimeout(flush, batchWait);
        else void Promise.resolve().then(flush);
      });
    },
  };
}
