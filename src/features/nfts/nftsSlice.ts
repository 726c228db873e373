import type { Nft } from '../../api/nfts';
import { createPagedSlice } from '../accountPages/createPagedSlice';
import type { PagedState } from '../accountPages/pagedEntries';
import type { StateOf } from '../PorticoState';

type NftsState = PagedState<Nft>;

export const initialNftsState: NftsState = { byCaipAddress: {} };

/** The account's NFTs per CAIP-10 account, page by page; `nftsSaga` does the loading. */
export const nftsSlice = createPagedSlice<Nft, 'nfts'>('nfts');

export const {
  pageStarted: nftsPageStarted,
  pageLoaded: nftsPageLoaded,
  pageFailed: nftsPageFailed,
} = nftsSlice.actions;

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface LazyState {
    nfts: StateOf<typeof nftsSlice>;
  }
}
