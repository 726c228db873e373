import { PorticoError } from '../../src/adapter/PorticoError';
import { PROVIDER_ERRORS, ProviderRpcError } from '../../src/adapter/providerErrors';

/** An error and what it wraps, outermost first: viem's and wagmi's wrappers chain by `cause`. */
function causesOf(error: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = [];
  let current: unknown = error;
  while (chain.length < 8 && typeof current === 'object' && current !== null) {
    const record = current as Record<string, unknown>;
    chain.push(record);
    current = record.cause;
  }
  return chain;
}

/** The wallet's own EIP-1193 error inside viem's and wagmi's wrappers. */
function walletErrorIn(error: unknown): { code: number; message: string } | undefined {
  const found = causesOf(error).find(
    ({ code }) => typeof code === 'number' && code in PROVIDER_ERRORS,
  );
  if (!found) return undefined;
  const text = [found.details, found.shortMessage, found.message].find(
    (t) => typeof t === 'string',
  );
  return { code: found.code as number, message: typeof text === 'string' ? text : '' };
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

/**
 * The node's own error inside viem's wrappers, as the shared node-error parser reads it: the
 * innermost error with a JSON-RPC code, its `details` being the node's words (viem's messages
 * add lines of their own, such as its version). The error itself when none is inside.
 */
export function nodeErrorIn(error: unknown): unknown {
  const found = causesOf(error)
    .filter(({ code }) => typeof code === 'number')
    .at(-1);
  if (!found) return error;
  const { code, details, shortMessage, data } = found;
  const text = [details, shortMessage].find((t) => typeof t === 'string');
  return { code, message: typeof text === 'string' ? text : '', data };
}

/**
 * wagmi's injected connector adds an unknown chain (4902 → `wallet_addEthereumChain`) and then
 * expects the wallet to be on it; EIP-3085 lets a wallet add a chain without moving to it, and
 * wagmi calls that a refusal. Whether `error` is that case.
 */
export function addedWithoutSwitching(error: unknown): boolean {
  return causesOf(error).some(
    ({ message }) => typeof message === 'string' && /switch after adding network/i.test(message),
  );
}
