import type * as z from 'zod/mini';
import { MAX_RESPONSE_BYTES, readCappedText } from '../adapter/rpc/readCappedText';
import { withTimeout } from '../adapter/rpc/withTimeout';
import {
  ApiHttpError,
  ApiNetworkError,
  ApiParseError,
  ApiTimeoutError,
  isApiError,
  type ApiError,
} from './ApiError';
import { createResponseCache } from './createResponseCache';
import { firstReason, parseBody } from './readResponse';
import { DEFAULT_RETRY, isRetryable, retryDelay, type RetryOptions } from './retryPolicy';

export type FetchFn = (url: string, init: RequestInit) => Promise<Response>;
type QueryValue = string | number | boolean | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

export interface ApiClientOptions {
  /** The product API's origin (and base path), e.g. `http://127.0.0.1:8592`. */
  baseUrl: string;
  /** Sent as `projectId` on every request. */
  projectId: string;
  /** Sent as `st` on every request. */
  sdkType: string;
  /** Sent as `sv` on every request. */
  sdkVersion: string;
  /** The fetch to use. Default: `globalThis.fetch`, looked up at each request. */
  fetch?: FetchFn;
  /** Milliseconds before one try is aborted with `ApiTimeoutError`. Default 10 000. */
  timeoutMs?: number;
  /** GET retries. Default 3 tries, 1 s doubling, at most 30 s apart. */
  retry?: Partial<RetryOptions>;
  /** The cache's clock, in ms. Default `Date.now`. */
  now?: () => number;
}

interface CacheOptions {
  /** What the answer is cached under; `clearCache(prefix)` drops keys by prefix. */
  key: string;
  ttlMs: number;
  /** Skip the cached answer (still store the new one). Default false. */
  refresh?: boolean;
}

interface GetRequest<T> {
  path: string;
  query?: Query;
  schema: z.ZodMiniType<T>;
  cache?: CacheOptions;
}

interface PostRequest<T> {
  path: string;
  query?: Query;
  body: unknown;
  schema: z.ZodMiniType<T>;
}

export interface ApiClient {
  readonly projectId: string;
  /**
   * An idempotent GET: cached when `cache` is given, shared with an identical GET still in
   * flight, retried on network failure, timeout, 5xx and 429.
   */
  get<T>(request: GetRequest<T>): Promise<T>;
  /** A POST: tried once, its answer checked against `schema`. */
  post<T>(request: PostRequest<T>): Promise<T>;
  /** A POST whose answer carries nothing: any 2xx resolves. Tried once. */
  send(request: { path: string; query?: Query; body: unknown }): Promise<void>;
  /** Drops cached answers whose key starts with `prefix`; all without one. */
  clearCache(prefix?: string): void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The request core of the product-API client: every request carries `projectId`, `st` and
 * `sv`, has a timeout, and rejects with an `ApiError` only. Creating a client sends nothing.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retry: RetryOptions = { ...DEFAULT_RETRY, ...options.retry };
  const cache = createResponseCache(options.now ?? (() => Date.now()));
  const inFlight = new Map<string, { schema: unknown; promise: Promise<unknown> }>();
  const base = options.baseUrl.replace(/\/+$/, '');

  const urlFor = (path: string, query: Query = {}) => {
    const params = new URLSearchParams({
      projectId: options.projectId,
      st: options.sdkType,
      sv: options.sdkVersion,
    });
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) params.set(name, String(value));
    }
    return `${base}${path}?${params}`;
  };

  /** One try: the body of a 2xx answer, or an ApiError. */
  const fetchText = (url: string, path: string, init: RequestInit) =>
    withTimeout(
      async (signal) => {
        const fetchFn = options.fetch ?? globalThis.fetch;
        let response: Response;
        try {
          response = await fetchFn(url, { ...init, signal });
        } catch (cause) {
          throw new ApiNetworkError(path, cause);
        }
        let text: string;
        try {
          // Inside the timeout: a body that drips in slowly is aborted like a silent server.
          text = await readCappedText(
            response,
            MAX_RESPONSE_BYTES,
            () => new ApiParseError(path, `Response body over ${MAX_RESPONSE_BYTES} bytes`),
          );
        } catch (cause) {
          if (!(cause instanceof ApiParseError)) throw new ApiNetworkError(path, cause);
          // An oversized error body only loses its reason: the status still says what happened.
          if (!response.ok) throw new ApiHttpError(path, response.status);
          throw cause;
        }
        if (!response.ok) throw new ApiHttpError(path, response.status, firstReason(text));
        return text;
      },
      timeoutMs,
      () => new ApiTimeoutError(path, timeoutMs),
    );

  // Anything unexpected (a fetch that throws a non-Error, say) still leaves as an ApiError.
  const toApiError = (error: unknown, path: string): ApiError =>
    isApiError(error) ? error : new ApiNetworkError(path, error);

  async function withRetry<T>(path: string, run: () => Promise<T>): Promise<T> {
    for (let tryNumber = 1; ; tryNumber += 1) {
      try {
        return await run();
      } catch (error) {
        const apiError = toApiError(error, path);
        if (tryNumber >= retry.tries || !isRetryable(apiError)) throw apiError;
        await sleep(retryDelay(tryNumber + 1, retry));
      }
    }
  }

  const postInit = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  return {
    projectId: options.projectId,

    get<T>({ path, query, schema, cache: caching }: GetRequest<T>) {
      if (caching && !caching.refresh) {
        const hit = cache.get(caching.key, schema);
        if (hit) return Promise.resolve(hit.value);
      }
      const url = urlFor(path, query);
      const shared = inFlight.get(url);
      // Sound: an entry is only shared with a request of the same URL and the same schema.
      if (shared && shared.schema === schema) return shared.promise as Promise<T>;
      const promise = (async () => {
        try {
          const value = await withRetry(path, async () =>
            parseBody(await fetchText(url, path, { method: 'GET' }), schema, path),
          );
          if (caching) cache.set(caching.key, schema, value, caching.ttlMs);
          return value;
        } finally {
          // A GET of the same URL with another schema may have replaced this entry.
          if (inFlight.get(url)?.schema === schema) inFlight.delete(url);
        }
      })();
      inFlight.set(url, { schema, promise });
      return promise;
    },

    async post<T>({ path, query, body, schema }: PostRequest<T>) {
      try {
        return parseBody(await fetchText(urlFor(path, query), path, postInit(body)), schema, path);
      } catch (error) {
        throw toApiError(error, path);
      }
    },

    async send({ path, query, body }) {
      try {
        await fetchText(urlFor(path, query), path, postInit(body));
      } catch (error) {
        throw toApiError(error, path);
      }
    },

    clearCache: (prefix) => cache.clear(prefix),
  };
}
