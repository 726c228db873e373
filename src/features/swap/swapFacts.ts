import { createAction } from '@reduxjs/toolkit';
import type { SwapErrorInfo } from './toSwapErrorInfo';

/** Facts the host sees as events: kept out of the lazy slice. */
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
