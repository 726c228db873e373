import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { call } from 'redux-saga/effects';
import type { Nft } from '../../api/nfts';
import { BALANCE_CACHE_MS } from '../../config/cacheDurations';
import { loadAccountPages, type PageIntent } from '../accountPages/loadAccountPages';
import { selectIndexedAccount } from '../activity/activitySelectors';
import { nftsMoreRequested, nftsRefreshRequested, nftsRequested } from './nftsActions';
import { selectNftsState } from './nftsSelectors';
import { nftsPageFailed, nftsPageLoaded, nftsPageStarted } from './nftsSlice';

function intentOf(action: Action): PageIntent | null {
  if (nftsRequested.match(action)) return 'show';
  if (nftsMoreRequested.match(action)) return 'more';
  if (nftsRefreshRequested.match(action)) return 'refresh';
  return null;
}

/** The account's NFTs (`GET /v1/account/{address}/nfts`, ours), page by page. */
export function* nftsSaga(source: Channel<Action>) {
  yield call(loadAccountPages<Nft>, source, {
    source: 'nfts',
    target: selectIndexedAccount,
    entry: (state, caipAddress) => selectNftsState(state).byCaipAddress[caipAddress],
    intentOf,
    freshMs: BALANCE_CACHE_MS,
    fetchPage: (api, params) => api.getAccountNfts(params),
    started: nftsPageStarted,
    loaded: nftsPageLoaded,
    failed: nftsPageFailed,
  });
}
