import { createAction } from '@reduxjs/toolkit';

/** The NFTs tab is shown: its first page, unless a fresh one is on hand. */
export const nftsRequested = createAction('nfts/requested');

/** The grid scrolled to its end, or the retry of a failed next page. */
export const nftsMoreRequested = createAction('nfts/moreRequested');

/** A new first page: the retry after a failure. */
export const nftsRefreshRequested = createAction('nfts/refreshRequested');
