import type { TokenBalance } from '../../api/tokenBalances';

export type { TokenBalance };

/**
 * Token balances of one CAIP-10 account: being fetched, fetched, failed ('Token Balance
 * Unavailable'), or the API does not serve the network (an empty list).
 */
export type TokensStatus = 'loading' | 'loaded' | 'failed' | 'unsupported';

export interface TokensEntry {
  caipAddress: string;
  status: TokensStatus;
  /** The last balances fetched (kept while a refresh runs); empty when unsupported. */
  balances: TokenBalance[];
  /** Unix ms of the last answer, or 0 before any. */
  timestamp: number;
  /** Unix ms of the last failure (`lastRetry`): no fetch for 30 s after it. */
  lastFailureAt: number | null;
}

export interface TokensState {
  byCaipAddress: Record<string, TokensEntry>;
}
