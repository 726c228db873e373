/**
 * JSON-RPC 2.0 envelopes around the methods: single calls and batches, -32700 for a body that
 * is not JSON, -32600 for a request that is not `{ jsonrpc: '2.0', id, method, params? }`,
 * -32601 for an unknown method, -32602 for params that are not a list, and an RpcError thrown
 * by a method as its error answer. A method that fails otherwise answers -32603 and is logged.
 */
import {
  INTERNAL_ERROR,
  INVALID_REQUEST,
  METHOD_NOT_FOUND,
  PARSE_ERROR,
  RpcError,
  invalidParams,
} from './RpcError.mjs';

const MAX_BATCH = 1000;

const isId = (/** @type {unknown} */ id) =>
  typeof id === 'string' || Number.isSafeInteger(id) || id === null;
const failure = (
  /** @type {unknown} */ id,
  /** @type {{ code: number, message: string, data?: unknown }} */ error,
) => ({ jsonrpc: '2.0', error, id });

/**
 * @param {Record<string, (params: unknown[]) => unknown>} methods
 * @param {{ beforeCall?: () => void, log?: (line: string) => void }} [options]

 */
export function createJsonRpcHandler(methods, { beforeCall = () => {}, log = console.warn } = {}) {
  /** @param {any} request any: one parsed request, checked here */
  function answer(request) {
    const valid =
      request !== null &&
      typeof request === 'object' &&
      !Array.isArray(request) &&
      request.jsonrpc === '2.0' &&
      typeof request.method === 'string' &&
      isId(request.id);
    if (!valid) {
      const id = isId(request?.id) ? request.id : null;
      return failure(id, { code: INVALID_REQUEST, message: 'Invalid request' });
    }
    const { id, method, params = [] } = request;
    if (!Object.hasOwn(methods, method))
      return failure(id, { code: METHOD_NOT_FOUND, message: `Method not found: ${method}` });
    try {
      if (!Array.isArray(params)) throw invalidParams('Invalid params: expected a list');
      beforeCall();
      return { jsonrpc: '2.0', result: methods[method](params), id };
    } catch (error) {
      if (error instanceof RpcError) return failure(id, error.toJSON());
      log(`solana rpc: ${method} failed: ${error instanceof Error ? error.stack : error}`);
      return failure(id, { code: INTERNAL_ERROR, message: 'Internal error' });
    }
  }

  /**
   * A parsed payload's answer: one answer or a list of them.
   * @param {unknown} payload
   */
  function handlePayload(payload) {
    if (!Array.isArray(payload)) return answer(payload);
    if (payload.length === 0 || payload.length > MAX_BATCH)
      return failure(null, { code: INVALID_REQUEST, message: 'Invalid request' });
    return payload.map(answer);
  }

  return {
    handlePayload,
    /**
     * A request body's answer.
     * @param {string} text
     */
    handleText(text) {
      let payload;
      try {
        payload = JSON.parse(text);
      } catch {
        return failure(null, { code: PARSE_ERROR, message: 'Parse error' });
      }
      return handlePayload(payload);
    },
  };
}
