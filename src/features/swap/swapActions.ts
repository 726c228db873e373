import { createAction } from '@reduxjs/toolkit';
import type { SwapErrorInfo } from './toSwapErrorInfo';
import type { SwapSide } from './types';

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

/** The user typed an amount. */
export const swapAmountEdited = createAction('swap/amountEdited', (amount: string) => ({
  payload: amount,
}));

/** The user opened the token list for one side. */
export const swapPickerOpened = createAction('swap/pickerOpened', (side: SwapSide) => ({
  payload: side,
}));

/** The two tokens as the form shows them (ids; the paid side defaults to the native one). */
export interface SwapShownTokens {
  from: string | null;
  to: string | null;
}

/**
 * The user chose a token (by id) for one side in the list; `shown` is what the form showed,
 * so picking the other side's token swaps the two.
 */
export const swapTokenPicked = createAction(
  'swap/tokenPicked',
  (pick: { side: SwapSide; id: string; shown: SwapShownTokens }) => ({ payload: pick }),
);

/** "Flip" of the tokens the form showed: the received one is paid, and the other way round. */
export const swapFlipped = createAction('swap/flipped', (shown: SwapShownTokens) => ({
  payload: shown,
}));

/** "Max": all of the token; of the native currency, what the network fee leaves. */
export const swapMaxRequested = createAction('swap/maxRequested');

/** "Review swap": a fresh quote, the allowance and the fee, then SwapPreview. */
export const swapPreviewRequested = createAction('swap/previewRequested');

/** The button of SwapPreview: the approval when it is due, then the swap. */
export const swapConfirmed = createAction('swap/confirmed');

/** Facts the host sees as events: kept here, out of the lazy slice. */
export const swapStarted = createAction(
  'swap/started',
  (fact: { caipNetworkId: string; from: string; to: string; amount: string }) => ({
    payload: fact,
  }),
);

export const swapSucceeded = createAction(
  'swap/succeeded',
  (fact: { caipNetworkId: string; hash: string; from: string; to: string }) => ({
    payload: fact,
  }),
);

/** The swap transaction failed: refused by the wallet, reverted, or not built. */
export const swapFailed = createAction('swap/failed', (error: SwapErrorInfo) => ({
  payload: error,
}));

/** The approval transaction failed (a mined approval is never asked for again). */
export const swapApprovalFailed = createAction('swap/approvalFailed', (error: SwapErrorInfo) => ({
  payload: error,
}));
