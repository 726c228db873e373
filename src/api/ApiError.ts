import { PorticoError } from '../adapter/PorticoError';

/** What went wrong with a product-API request (see `ApiError`). */
type ApiErrorKind = 'network' | 'http' | 'parse' | 'timeout';

/**
 * The base of the four API error classes. `endpoint` is the request's path without the query
 * (the query carries the project id, and hosts forward these errors to their logs); it is a
 * field, not part of `message`, so an HTTP error's message is exactly 'HTTP status code {n}'.
 */
export abstract class ApiErrorBase extends PorticoError {
  abstract readonly kind: ApiErrorKind;
  readonly endpoint: string;

  protected constructor(
    code: string,
    shortMessage: string,
    endpoint: string,
    options: { details?: string; cause?: unknown } = {},
  ) {
    super(code, shortMessage, options);
    this.endpoint = endpoint;
  }
}

/** No HTTP answer at all: offline, refused, reset, CORS. */
export class ApiNetworkError extends ApiErrorBase {
  override readonly name = 'ApiNetworkError';
  readonly kind = 'network';

  constructor(endpoint: string, cause?: unknown) {
    super('API_NETWORK_ERROR', 'Network request failed', endpoint, {
      details: cause instanceof Error ? cause.message : undefined,
      cause,
    });
  }
}

/**
 * A non-2xx answer: message and shortMessage 'HTTP status code {n}'. `reason` is the
 * API's first reason description when the body has one (it is shown when present).
 */
export class ApiHttpError extends ApiErrorBase {
  override readonly name = 'ApiHttpError';
  readonly kind = 'http';
  readonly status: number;
  readonly reason: string | undefined;

  constructor(endpoint: string, status: number, reason?: string) {
    super('API_HTTP_ERROR', `HTTP status code ${status}`, endpoint);
    this.status = status;
    this.reason = reason;
  }
}

/** A 2xx answer that is not JSON, or JSON of another shape than the call's schema. */
export class ApiParseError extends ApiErrorBase {
  override readonly name = 'ApiParseError';
  readonly kind = 'parse';

  constructor(endpoint: string, details: string) {
    super('API_PARSE_ERROR', 'Unexpected response from the API', endpoint, { details });
  }
}

/** No complete answer within `timeoutMs`; the request was aborted. */
export class ApiTimeoutError extends ApiErrorBase {
  override readonly name = 'ApiTimeoutError';
  readonly kind = 'timeout';
  readonly timeoutMs: number;

  constructor(endpoint: string, timeoutMs: number) {
    super('API_TIMEOUT', `Request timed out after ${timeoutMs} ms`, endpoint);
    this.timeoutMs = timeoutMs;
  }
}

/**
 * Every way an API call can fail, discriminated by `kind`; API functions reject with nothing
 * else. `switch (error.kind)` narrows: `status` exists on `'http'` only.
 */
export type ApiError = ApiNetworkError | ApiHttpError | ApiParseError | ApiTimeoutError;

/** Narrows a caught value to `ApiError`. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiErrorBase;
}
