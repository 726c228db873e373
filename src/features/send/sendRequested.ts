import { createAction } from '@reduxjs/toolkit';

/** What a send may start with: a token (its key in the picker), an amount, a receiver. */
export interface SendPrefill {
  /** The token's CAIP-10 address, or the native currency's symbol. Default: the native one. */
  token?: string;
  /** A decimal amount in the token's whole units, e.g. `'1.5'`. */
  amount?: string;
  /** An address, or a name the product API resolves. */
  to?: string;
}

/** Open the send form (Account's Send, or the host's `modal.send()`), prefilled. */
export const sendRequested = createAction('send/requested', (prefill: SendPrefill = {}) => ({
  payload: prefill,
}));
