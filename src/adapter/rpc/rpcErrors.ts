import { PorticoError } from '../PorticoError';

/**
 * The endpoint as shown in error details: origin only, because RPC paths and queries often
 * carry keys (`/v3/{key}`, `?projectId=`) and hosts forward these errors to their logs.
 */
function describeEndpoint(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '(invalid URL)';
  }
}

const snippet = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

/**
 * A request that got no usable HTTP answer: a non-2xx status (`status` set, shortMessage
 * 'HTTP status code {n}'), or a network failure before any response (`status` undefined).
 */
export class HttpRequestError extends PorticoError {
  override readonly name = 'HttpRequestError';
  readonly status: number | undefined;

  constructor({
    url,
    status,
    body,
    cause,
  }: {
    url: string;
    status?: number;
    body?: string;
    cause?: unknown;
  }) {
    const reason = body
      ? `Body: ${snippet(body)}`
      : cause instanceof Error
        ? cause.message
        : undefined;
    super(
      status === undefined ? 'HTTP_NETWORK_ERROR' : 'HTTP_STATUS_ERROR',
      status === undefined ? 'HTTP request failed' : `HTTP status code ${status}`,
      { details: [`URL: ${describeEndpoint(url)}`, reason].filter(Boolean).join('\n'), cause },
    );
    this.status = status;
  }
}

/** No complete answer within `timeout` ms; the request was aborted. */
export class RpcTimeoutError extends PorticoError {
  override readonly name = 'RpcTimeoutError';
  readonly timeout: number;

  constructor({ url, timeout }: { url: string; timeout: number }) {
    super('RPC_TIMEOUT', `Request timed out after ${timeout} ms`, {
      details: `URL: ${describeEndpoint(url)}`,
    });
    this.timeout = timeout;
  }
}

/** The answer was not JSON, not JSON-RPC 2.0, or had no reply for this call's id. */
export class RpcParseError extends PorticoError {
  override readonly name = 'RpcParseError';

  constructor(shortMessage: string, { url, body }: { url: string; body?: string }) {
    super('RPC_PARSE_ERROR', shortMessage, {
      details: [
        `URL: ${describeEndpoint(url)}`,
        body === undefined ? undefined : `Body: ${snippet(body)}`,
      ]
        .filter(Boolean)
        .join('\n'),
    });
  }
}
