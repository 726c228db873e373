import type { TokenBalance } from './types';

/**
 * Tokens with decimals '0' are dropped, whichever source listed them (the product API
 * or the wallet's asset discovery). The one place this rule lives.
 */
export const dropZeroDecimals = (balances: readonly TokenBalance[]): TokenBalance[] =>
  balances.filter((token) => token.quantity.decimals !== '0');
