import { createAction } from '@reduxjs/toolkit';
import type { SendErrorInfo } from './toSendErrorInfo';

/** Facts the host sees as events: kept out of the lazy slice. */
export const sendStarted = createAction(
  'send/started',
  (fact: { caipNetworkId: string; token: string; amount: string }) => ({ payload: fact }),
);

/**
 * The wallet took the send. `proposed`: a Safe (the page runs in its Safe app) took it as a
 * proposal, `hash` being its Safe transaction hash; its owners confirm and execute it there.
 * Host event SEND_SUCCESS carries the same fields.
 */
export const sendSucceeded = createAction(
  'send/succeeded',
  (fact: { hash: string; caipNetworkId: string; proposed?: true }) => ({ payload: fact }),
);

export const sendFailed = createAction('send/failed', (error: SendErrorInfo) => ({
  payload: error,
}));
