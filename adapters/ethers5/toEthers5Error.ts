import { PorticoError } from '../../src/adapter/PorticoError';
import { ProviderRpcError, toProviderError } from '../../src/adapter/providerErrors';
import { HttpRequestError, RpcParseError, RpcTimeoutError } from '../../src/adapter/rpc/rpcErrors';

type Layer = Record<string, unknown>;

/** ethers 5 nests the error it wraps at `error`: a node's answer is seldom more than 3 deep. */
const MAX_DEPTH = 6;

const isLayer = (value: unknown): value is Layer => typeof value === 'object' && value !== null;

/** A JSON-RPC error in a response body ethers 5 kept as text: `{ "error": { code, message } }`. */
function rpcErrorInBody(body: unknown): Layer | undefined {
  if (typeof body !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    const error = isLayer(parsed) ? parsed.error : undefined;
    return isLayer(error) && typeof error.code === 'number' ? error : undefined;
  } catch {
    return undefined;
  }
}

/** ethers 5's own transport failures (`@ethersproject/web`), as our RPC client's errors. */
function transportError(layer: Layer): PorticoError | undefined {
  const { url } = layer;
  if (typeof url !== 'string') return undefined;
  if (layer.code === 'TIMEOUT') return new RpcTimeoutError({ url, timeout: Number(layer.timeout) });
  if (layer.code !== 'SERVER_ERROR') return undefined;
  if (typeof layer.status === 'number') {
    const body = typeof layer.body === 'string' ? layer.body : undefined;
    return new HttpRequestError({ url, status: layer.status, ...(body && { body }) });
  }
  if ('serverError' in layer) return new HttpRequestError({ url, cause: layer.serverError });
  return undefined;
}

/**
 * What ethers 5 threw, as the error the wallet or node gave: ethers 5 wraps a node's answer
 * (`INSUFFICIENT_FUNDS`, `UNPREDICTABLE_GAS_LIMIT`, `NONCE_EXPIRED`, `SERVER_ERROR`…) with the
 * original at `error`, `error.error`, or as JSON in `body`. That original (numeric `code`,
 * `message`, `data`) becomes a `ProviderRpcError`, which `parseNodeError` types like eip155's;
 * `ACTION_REJECTED` is the wallet's 4001; a timeout, an HTTP status, a network failure or a
 * malformed answer are our RPC client's errors (with the URL's origin only).
 */
export function toEthers5Error(error: unknown): PorticoError {
  let unexplainedUrl: string | undefined;
  let layer: unknown = error;
  for (let depth = 0; isLayer(layer) && depth < MAX_DEPTH; depth += 1, layer = layer.error) {
    if (layer instanceof PorticoError) return layer;
    if (typeof layer.code === 'number') return toProviderError(layer);
    if (layer.code === 'ACTION_REJECTED') {
      const reason = typeof layer.reason === 'string' ? layer.reason : '';
      return new ProviderRpcError(4001, reason, { cause: error });
    }
    const transport = transportError(layer);
    if (transport) return transport;
    const inBody = rpcErrorInBody(layer.body);
    if (inBody) return toProviderError(inBody);
    if (layer.code === 'SERVER_ERROR' && typeof layer.url === 'string')
      unexplainedUrl ??= layer.url;
  }
  // An answer ethers could not read (invalid JSON, no result), without a node error inside.
  if (unexplainedUrl !== undefined)
    return new RpcParseError('Invalid JSON-RPC response', { url: unexplainedUrl });
  return toProviderError(error);
}
