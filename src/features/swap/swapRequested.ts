import { createAction } from '@reduxjs/toolkit';

/**
 * What a swap may start with (`modal.open({ view: 'Swap', arguments })`). Tokens are named by
 * their CAIP-10 id, their address or their symbol (`'PUSD'`); the source defaults to the native
 * currency.
 */
export interface SwapArguments {
  /** The token paid. */
  from?: string;
  /** The token received. */
  to?: string;
  /** A decimal amount of `from` in whole units, e.g. `'0.5'`. */
  amount?: string;
}

/** Open Swap (Account's Swap, or the host's `modal.open({ view: 'Swap' })`), prefilled. */
export const swapRequested = createAction('swap/requested', (prefill: SwapArguments = {}) => ({
  payload: prefill,
}));
