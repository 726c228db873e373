import type { Transaction } from '../../api/history';
import { createPagedSlice } from '../accountPages/createPagedSlice';
import type { PagedState } from '../accountPages/pagedEntries';
import type { StateOf } from '../PorticoState';

type ActivityState = PagedState<Transaction>;

export const initialActivityState: ActivityState = { byCaipAddress: {} };

/**
 * The account's transaction history per CAIP-10 account, page by page; the
 * filtering and grouping the views show are selectors. `activitySaga` does the loading.
 */
export const activitySlice = createPagedSlice<Transaction, 'activity'>('activity');

export const {
  pageStarted: activityPageStarted,
  pageLoaded: activityPageLoaded,
  pageFailed: activityPageFailed,
} = activitySlice.actions;

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface LazyState {
    activity: StateOf<typeof activitySlice>;
  }
}
