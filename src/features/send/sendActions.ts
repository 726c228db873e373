import { createAction } from '@reduxjs/toolkit';
import type { FeeSpeed } from '../../adapter/ChainModule';

// What the startup bundle needs (the host's trigger, the facts events report) is in files of
// its own; the rest loads with the views and the chunk.
export { sendRequested, type SendPrefill } from './sendRequested';
export { sendFailed, sendStarted, sendSucceeded } from './sendFacts';

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
