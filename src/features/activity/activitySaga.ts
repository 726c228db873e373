import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { Transaction } from '../../api/history';
import { BALANCE_CACHE_MS } from '../../config/cacheDurations';
import { loadAccountPages, type PageIntent } from '../accountPages/loadAccountPages';
import {
  activityMoreRequested,
  activityRefreshRequested,
  activityRequested,
} from './activityActions';
import { selectActivityState, selectIndexedAccount } from './activitySelectors';
import { activityPageFailed, activityPageLoaded, activityPageStarted } from './activitySlice';

function intentOf(action: Action): PageIntent | null {
  if (activityRequested.match(action)) return 'show';
  if (activityMoreRequested.match(action)) return 'more';
  if (activityRefreshRequested.match(action)) return 'refresh';
  return null;
}

/**
 * The account's history (`GET /v1/account/{account}/history` with `chainId` and the
 * cursor), page by page as the Activity list scrolls. A first page is reused for 30 s when the
 * tab is shown again (the balance's cache time: history has none of its own).
 */
export function* activitySaga(source: Channel<Action>) {
  yield call(loadAccountPages<Transaction>, source, {
    source: 'activity',
    target: selectIndexedAccount,
    entry: (state, caipAddress) => selectActivityState(state).byCaipAddress[caipAddress],
    intentOf,
    freshMs: BALANCE_CACHE_MS,
    fetchPage: (api, params) => api.getTransactionHistory(params),
    started: activityPageStarted,
    loaded: activityPageLoaded,
    failed: activityPageFailed,
  });
}
