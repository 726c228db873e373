import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { modalClosed } from '../modal/modalSlice';
import { walletListMoreRequested, walletListRequested } from './walletListActions';
import type { WalletListing, WalletListSource, WalletListStatus } from './types';
import type { StateOf } from '../PorticoState';

export interface WalletListState {
  status: WalletListStatus;
  /** The search the list answers (trimmed). */
  search: string;
  /** Every page loaded so far for `search`, in order. */
  wallets: WalletListing[];
  /** How many wallets match `search`, over every page. */
  count: number;
  /** Pages loaded for `search`. */
  pages: number;
  source: WalletListSource;
  /** The product API failed, so this list is the bundled catalogue's. Asked again next open. */
  fellBack: boolean;
}

export const initialWalletListState: WalletListState = {
  status: 'idle',
  search: '',
  wallets: [],
  count: 0,
  pages: 0,
  source: 'bundled',
  fellBack: false,
};

/**
 * AllWallets' list: pages from the product API when an `apiUrl` is set, else from
 * the bundled catalogue. Kept across opens, so reopening shows the same search and pages
 * without asking again; a fallback list is kept only while the modal stays open.
 * `walletListSaga` does the loading.
 */
export const walletListSlice = createSlice({
  name: 'walletList',
  initialState: initialWalletListState,
  reducers: {
    pageLoaded(
      state,
      action: PayloadAction<{
        search: string;
        page: number;
        wallets: WalletListing[];
        count: number;
        source: WalletListSource;
        fellBack: boolean;
      }>,
    ) {
      const { search, page, wallets, count, source, fellBack } = action.payload;
      if (search !== state.search || page !== state.pages + 1) return; // a stale answer
      // The API's ranking may shift between pages: a wallet seen on an earlier page is not
      // listed twice.
      const seen = new Set(page === 1 ? [] : state.wallets.map((wallet) => wallet.id));
      const fresh = wallets.filter((wallet) => !seen.has(wallet.id));
      Object.assign(state, {
        status: 'ready',
        wallets: page === 1 ? fresh : [...state.wallets, ...fresh],
        count,
        pages: page,
        source,
        fellBack,
      });
    },
    /** A next page failed; the pages loaded so far stay. */
    pageFailed(state, action: PayloadAction<{ search: string; page: number }>) {
      const { search, page } = action.payload;
      if (search === state.search && page === state.pages + 1) state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    // The intents are actions of their own (walletListActions), so the startup bundle can
    // buffer them without this slice.
    builder.addCase(walletListRequested, (state, action) => {
      // The previous list stays on screen, marked busy, until the first page replaces it.
      Object.assign(state, {
        status: 'loading',
        search: action.payload.search.trim(),
        pages: 0,
        fellBack: false,
      });
    });
    builder.addCase(walletListMoreRequested, (state) => {
      const more = state.wallets.length < state.count;
      if (more && (state.status === 'ready' || state.status === 'failed')) {
        state.status = 'loadingMore';
      }
    });
    // The next open asks the API again rather than keep the stand-in list.
    builder.addCase(modalClosed, (state) => {
      if (state.fellBack) state.status = 'idle';
    });
  },
});

export { walletListMoreRequested, walletListRequested };
export const { pageLoaded: walletListPageLoaded, pageFailed: walletListPageFailed } =
  walletListSlice.actions;

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface LazyState {
    walletList: StateOf<typeof walletListSlice>;
  }
}
