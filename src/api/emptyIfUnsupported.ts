import type { Balances } from './tokenBalances';
import type { SwapQuotes, SwapTokens } from './convert';
import type { TransactionHistory } from './history';
import type { Identity } from './identity';

/**
 * The empty results the product API answers on a network it does not serve ("most return an
 * empty result when the current network is unsupported"). Factories, so no caller can mutate a
 * shared value.
 */
export const EMPTY_RESULTS = {
  balance: (): Balances => ({ balances: [] }),
  history: (): TransactionHistory => ({ data: [], next: null }),
  identity: (): Identity => ({ name: null, avatar: null }),
  swapTokens: (): SwapTokens => ({ tokens: [] }),
  swapQuotes: (): SwapQuotes => ({ quotes: [] }),
} as const;

/**
 * Runs `call` when `chainId` (CAIP-2) is among `supportedChainIds` (the `http` list of
 * `getSupportedChains`), else resolves with `empty()` without any request.
 *
 * @example emptyIfUnsupported(network, supported.http, EMPTY_RESULTS.balance,
 *   () => api.getAccountBalance({ address, chainId: network }))
 */
export function emptyIfUnsupported<T>(
  chainId: string,
  supportedChainIds: Iterable<string>,
  empty: () => T,
  call: () => Promise<T>,
): Promise<T> {
  const supported = new Set(supportedChainIds);
  return supported.has(chainId) ? call() : Promise.resolve(empty());
}
