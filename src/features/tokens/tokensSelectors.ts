import { createSelector } from '@reduxjs/toolkit';
import type { PorticoState } from '../PorticoState';
import { formatBalance } from '../../utils/formatBalance';
import { selectShowsBalance } from '../balance/balanceSelectors';
import { selectActiveCaipAddress } from '../connections/connectionsSelectors';
import { safeImageUrl } from '../../adapter/isSafeImageUrl';
import { initialTokensState } from './tokensSlice';
import type { TokensStatus } from './types';

/** Token balances; empty until the tokens feature first loads. */
export const selectTokensState = (state: PorticoState) => state.tokens ?? initialTokensState;

/** One row of the Account view's token list. */
export interface TokenRow {
  /** The CAIP-10 token address, or the symbol for the native currency. */
  key: string;
  name: string;
  symbol: string;
  /** 3 decimals, floored. */
  quantity: string;
  /** In USD; formatted with 2 decimals by the view (it knows the locale). */
  fiat: number;
  iconUrl: string | null;
}

export interface ActiveTokens {
  status: TokensStatus;
  /** Highest value first. */
  rows: TokenRow[];
  /** The rows' value together, in USD. */
  total: number;
  lastFailureAt: number | null;
}

/**
 * The active account's token balances, or null when there is nothing to show: no entry (no
 * `apiUrl`, so never fetched), or a network where balances are hidden (unsupported
 * or testnet).
 */
export const selectActiveTokens = createSelector(
  [
    selectShowsBalance,
    selectActiveCaipAddress,
    (state: PorticoState) => selectTokensState(state).byCaipAddress,
  ],
  (shows, caipAddress, entries): ActiveTokens | null => {
    const entry = shows && caipAddress ? entries[caipAddress] : undefined;
    if (!entry) return null;
    const rows = entry.balances
      .map((token) => ({
        key: token.address ?? token.symbol,
        name: token.name,
        symbol: token.symbol,
        quantity: formatBalance(token.quantity.numeric),
        fiat: token.value ?? token.price * Number(token.quantity.numeric),
        iconUrl: safeImageUrl(token.iconUrl),
      }))
      .sort((a, b) => b.fiat - a.fiat);
    const total = rows.reduce((sum, row) => sum + (Number.isFinite(row.fiat) ? row.fiat : 0), 0);
    return { status: entry.status, lastFailureAt: entry.lastFailureAt, rows, total };
  },
);
