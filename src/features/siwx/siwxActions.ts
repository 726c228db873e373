import { createAction } from '@reduxjs/toolkit';

/** Intent from SIWXSignMessage: sign the message now (also the retry after a failure). */
export const siwxSignRequested = createAction('siwx/signRequested');

/** Intent from the host (`modal.requestSignIn()`): ask the active account to sign in now. */
export const siwxPromptRequested = createAction('siwx/promptRequested');

/** Intent from SIWXSignMessage: the user does not want to sign in now. */
export const siwxCancelled = createAction('siwx/cancelled');
