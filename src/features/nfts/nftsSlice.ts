import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Nft } from '../../api/nfts';
import {
  failPage,
  startPage,
  storePage,
  type PagedState,
  type PageRef,
} from '../accountPages/pagedEntries';

export type NftsState = PagedState<Nft>;

export const initialNftsState: NftsState = { byCaipAddress: {} };

/** The account's NFTs per CAIP-10 account, page by page; `nftsSaga` does the loading. */
export const nftsSlice = createSlice({
  name: 'nfts',
  initialState: initialNftsState,
  reducers: {
    pageStarted(state, action: PayloadAction<PageRef>) {
      startPage(state, action.payload);
    },
    pageLoaded(
      state,
      action: PayloadAction<PageRef & { items: Nft[]; next: string | null; timestamp: number }>,
    ) {
      storePage(state, action.payload);
    },
    pageFailed(state, action: PayloadAction<PageRef>) {
      failPage(state, action.payload);
    },
  },
});

export const {
  pageStarted: nftsPageStarted,
  pageLoaded: nftsPageLoaded,
  pageFailed: nftsPageFailed,
} = nftsSlice.actions;
