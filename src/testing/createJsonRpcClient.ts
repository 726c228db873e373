import { DevWalletRpcError } from './DevWalletRpcError';

export type JsonRpcCall = (
  url: string,
  method: string,
  params: readonly unknown[],
) => Promise<unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A minimal JSON-RPC 2.0 client over HTTP: one POST per call, a timeout on each, and the
 * answer checked before use. A node's error keeps its code; a failed or malformed exchange
 * becomes -32603 (internal error), as MetaMask reports an unreachable RPC.
 */
export function createJsonRpcClient(options: {
  timeoutMs: number;
  fetch?: typeof fetch;
}): JsonRpcCall {
  let nextId = 1;
  return async (url, method, params) => {
    const doFetch = options.fetch ?? globalThis.fetch;
    if (typeof doFetch !== 'function') {
      throw new DevWalletRpcError(-32603, 'No fetch available to reach the chain RPC');
    }
    const id = nextId++;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    let body: unknown;
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
        signal: controller.signal,
      });
      if (!response.ok && response.status !== 400 && response.status !== 500) {
        throw new Error(`HTTP ${response.status}`);
      }
      body = await response.json();
    } catch (cause) {
      const reason = controller.signal.aborted
        ? `no answer within ${options.timeoutMs} ms`
        : cause instanceof Error
          ? cause.message
          : String(cause);
      throw new DevWalletRpcError(-32603, `RPC ${method} to ${url} failed: ${reason}`);
    } finally {
      clearTimeout(timer);
    }
    if (!isRecord(body) || body.id !== id) {
      throw new DevWalletRpcError(-32603, `RPC ${method} to ${url}: malformed answer`);
    }
    if (isRecord(body.error)) {
      const { code, message, data } = body.error;
      throw new DevWalletRpcError(
        typeof code === 'number' ? code : -32603,
        typeof message === 'string' ? message : `RPC ${method} failed`,
        data,
      );
    }
    if (!('result' in body))
      throw new DevWalletRpcError(-32603, `RPC ${method} to ${url}: no result`);
    return body.result;
  };
}
