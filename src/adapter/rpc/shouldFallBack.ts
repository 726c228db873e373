import { HttpRequestError, RpcParseError, RpcTimeoutError } from './rpcErrors';

/**
 * Whether a failed call is worth retrying on the next transport: the endpoint is unreachable,
 * slow, broken (5xx, unparseable answer) or rate-limiting us (429). Not when the node answered
 * with a JSON-RPC error, or refused the request itself (4xx): another node would say the same.
 */
export function shouldFallBack(error: unknown): boolean {
  if (error instanceof RpcTimeoutError || error instanceof RpcParseError) return true;
  if (!(error instanceof HttpRequestError)) return false;
  const { status } = error;
  return status === undefined || status === 429 || status < 400 || status >= 500;
}
