import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Transaction } from '../../api/history';
import {
  failPage,
  startPage,
  storePage,
  type PagedState,
  type PageRef,
} from '../accountPages/pagedEntries';

export type ActivityState = PagedState<Transaction>;

export const initialActivityState: ActivityState = { byCaipAddress: {} };

/**
 * The account's transaction history per CAIP-10 account (spec §4, §7), page by page; the
 * filtering and grouping the views show are selectors. `activitySaga` does the loading.
 */
export const activitySlice = createSlice({
  name: 'activity',
  initialState: initialActivityState,
  reducers: {
    pageStarted(state, action: PayloadAction<PageRef>) {
      startPage(state, action.payload);
    },
    pageLoaded(
      state,
      action: PayloadAction<
        PageRef & { items: Transaction[]; next: string | null; timestamp: number }
      >,
    ) {
      storePage(state, action.payload);
    },
    /** Spec §8 'Failed to fetch transactions': a failed first page marks the list empty. */
    pageFailed(state, action: PayloadAction<PageRef>) {
      failPage(state, action.payload);
    },
  },
});

export const {
  pageStarted: activityPageStarted,
  pageLoaded: activityPageLoaded,
  pageFailed: activityPageFailed,
} = activitySlice.actions;
