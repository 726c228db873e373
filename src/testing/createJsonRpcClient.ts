import { ProviderRpcError } from '../adapter/providerErrors';
import { createHttpTransport, type HttpTransport } from '../adapter/rpc/createHttpTransport';
import { DevWalletRpcError } from './DevWalletRpcError';

type JsonRpcCall = (url: string, method: string, params: readonly unknown[]) => Promise<unknown>;

/**
 * The dev wallet's way to its chains: Portico's own HTTP transport (timeout, validated
 * answers), one per URL, with errors in the wallet's EIP-1193 shape. A node's error keeps its
 * code; a failed or malformed exchange becomes -32603, as MetaMask reports an unreachable RPC.
 */
export function createJsonRpcClient(options: {
  timeoutMs: number;
  fetch?: typeof fetch | undefined;
}): JsonRpcCall {
  const transports = new Map<string, HttpTransport>();
  return async (url, method, params) => {
    let transport = transports.get(url);
    if (!transport) {
      transport = createHttpTransport(url, {
        timeout: options.timeoutMs,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
      transports.set(url, transport);
    }
    try {
      return await transport.request({ method, params });
    } catch (error) {
      if (error instanceof ProviderRpcError) {
        throw new DevWalletRpcError(error.rpcCode, error.details ?? error.shortMessage, error.data);
      }
      const reason = error instanceof Error ? error.message : String(error);
      throw new DevWalletRpcError(-32603, `RPC ${method} to ${url} failed: ${reason}`);
    }
  };
}
