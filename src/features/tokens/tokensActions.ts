import { createAction } from '@reduxjs/toolkit';

/** The Account view asks for the active account's tokens; the caches decide. */
export const tokensRequested = createAction('tokens/requested');

/** The user's retry after 'Token Balance Unavailable'; honoured 30 s after the failure. */
export const tokensRetryRequested = createAction('tokens/retryRequested');
