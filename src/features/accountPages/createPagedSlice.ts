import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { failPage, startPage, storePage, type PagedState, type PageRef } from './pagedEntries';

/** A page that arrived: its items and the cursor of the next one. */
type PageLoaded<T> = PageRef & { items: T[]; next: string | null; timestamp: number };

/**
 * The slice of one of the account's paged lists (`activity`, `nfts`): per CAIP-10 account,
 * a page started, loaded or failed (`pagedEntries` says what each does to the list).
 */
export function createPagedSlice<T extends { id: string }, N extends string>(name: N) {
  const initialState: PagedState<T> = { byCaipAddress: {} };
  return createSlice({
    name,
    initialState,
    reducers: {
      pageStarted(state, action: PayloadAction<PageRef>) {
        startPage(state as PagedState<T>, action.payload);
      },
      pageLoaded(state, action: PayloadAction<PageLoaded<T>>) {
        storePage(state as PagedState<T>, action.payload);
      },
      /** A failed first page marks the list empty. */
      pageFailed(state, action: PayloadAction<PageRef>) {
        failPage(state as PagedState<T>, action.payload);
      },
    },
  });
}
