import { createAction } from '@reduxjs/toolkit';

/**
 * AllWallets needs a search it has no list for (`selectWalletListAnswers` says when): the
 * empty one on the first open, each new search, or the first open after a fallback.
 */
export const walletListRequested = createAction(
  'walletList/requested',
  (payload: { search: string }) => ({ payload }),
);

/** "Load more", or its retry after a failure. */
export const walletListMoreRequested = createAction('walletList/moreRequested');
