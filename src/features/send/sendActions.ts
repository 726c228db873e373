import { createAction } from '@reduxjs/toolkit';
import type { FeeSpeed } from '../../adapter/ChainModule';
import type { SendErrorInfo } from './toSendErrorInfo';

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

/** The user edited a field of the form. */
export const sendFieldEdited = createAction(
  'send/fieldEdited',
  (edit: { field: 'token' | 'amount' | 'receiver'; value: string }) => ({ payload: edit }),
);

/** "Max": the whole balance of the token (the native one less its fee). */
export const sendMaxRequested = createAction('send/maxRequested');

/** The user picked how soon the send should confirm, on a chain that prices it (bip122). */
export const sendSpeedPicked = createAction('send/speedPicked', (speed: FeeSpeed) => ({
  payload: speed,
}));

/** "Preview": check the form, resolve the receiver, estimate the fee. */
export const sendPreviewRequested = createAction('send/previewRequested');

/** "Send" on the preview: ask the wallet. */
export const sendConfirmed = createAction('send/confirmed');

/** Facts the host sees as events (spec §4 tracking): kept here, out of the lazy slice. */
export const sendStarted = createAction(
  'send/started',
  (fact: { caipNetworkId: string; token: string; amount: string }) => ({ payload: fact }),
);

export const sendSucceeded = createAction(
  'send/succeeded',
  (fact: { hash: string; caipNetworkId: string }) => ({ payload: fact }),
);

export const sendFailed = createAction('send/failed', (error: SendErrorInfo) => ({
  payload: error,
}));
