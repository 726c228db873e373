import { createAction } from '@reduxjs/toolkit';
import type { SwapSide } from './types';

// What the startup bundle needs (the host's trigger, the facts events report) is in files of
// its own; the rest loads with the views and the chunk.
export { swapRequested, type SwapArguments } from './swapRequested';
export { swapApprovalFailed, swapFailed, swapStarted, swapSucceeded } from './swapFacts';

/** The user typed an amount. */
export const swapAmountEdited = createAction('swap/amountEdited', (amount: string) => ({
  payload: amount,
}));

/** The user opened the token list for one side. */
export const swapPickerOpened = createAction('swap/pickerOpened', (side: SwapSide) => ({
  payload: side,
}));

/** The two tokens as the form shows them (ids; the paid side defaults to the native one). */
interface SwapShownTokens {
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
