import { PorticoError } from '../../src/adapter/PorticoError';
import { PROVIDER_ERRORS, ProviderRpcError } from '../../src/adapter/providerErrors';

/** The wallet's own EIP-1193 error inside viem's and wagmi's wrappers (`cause` chains). */
function walletErrorIn(error: unknown): { code: number; message: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, details, shortMessage, message, cause } = current as Record<string, unknown>;
    if (typeof code === 'number' && code in PROVIDER_ERRORS) {
      const text = [details, shortMessage, message].find((t) => typeof t === 'string');
      return { code, message: typeof text === 'string' ? text : '' };
    }
    current = cause;
  }
  return undefined;
}

/**
 * What a wagmi action threw, as the contract's errors: the wallet's EIP-1193 / JSON-RPC error
 * (a rejection stays 4001) when one is inside, otherwise an error keeping wagmi's short message.
 */
export function toWagmiError(error: unknown): PorticoError {
  if (error instanceof PorticoError) return error;
  const wallet = walletErrorIn(error);
  if (wallet) return new ProviderRpcError(wallet.code, wallet.message, { cause: error });
  const { shortMessage, message } = (error ?? {}) as { shortMessage?: unknown; message?: unknown };
  const text = typeof shortMessage === 'string' ? shortMessage : message;
  return new PorticoError('WAGMI_ERROR', typeof text === 'string' ? text : 'An error occurred', {
    cause: error,
  });
}
