import type { Action } from '@reduxjs/toolkit';
import type { Channel, Task } from 'redux-saga';
import { call, cancel, delay, fork, getContext, put, select, take } from 'redux-saga/effects';
import type { PorticoApi } from '../../api/createPorticoApi';
import type { WalletPage } from '../../api/wallets';
import type { PorticoState } from '../PorticoState';
import type { ApiLoader } from '../apiClient/createApiLoader';
import { describeError, toErrorReport } from '../logger/toErrorReport';
import type { Logger } from '../logger/types';
import { toWalletListing } from './toWalletListing';
import { selectWalletList } from './walletListSelectors';
import type { WalletListState } from './walletListSlice';
import { createModuleLoader } from '../../utils/createModuleLoader';
import type * as BundledWalletPageModule from './bundledWalletPage';
import type { WalletQuery } from './types';
import {
  walletListMoreRequested,
  walletListPageFailed,
  walletListPageLoaded,
  walletListRequested,
} from './walletListSlice';

/** Wallets per page, from either source (small enough that the bundled list pages too). */
export const WALLETS_PAGE_SIZE = 12;

// The catalogue is its own chunk, so the interactive chunk every open loads stays small; once
// loaded it answers synchronously.
const bundledCatalogue = createModuleLoader(() => import('./bundledWalletPage'));

/** Typing pauses this long before a search goes to the API (the bundled list answers at once). */
export const WALLET_SEARCH_DEBOUNCE_MS = 250;

/**
 * After the API failed a first page, searches use the bundled catalogue for this long rather
 * than each waiting out the client's retries again.
 */
export const WALLET_API_REST_MS = 60_000;

function walletQuery(state: PorticoState, search: string, page: number): WalletQuery {
  const { networks, featuredWalletIds, includeWalletIds, excludeWalletIds } = state.options;
  return {
    search,
    page,
    entries: WALLETS_PAGE_SIZE,
    namespaces: [...new Set(networks.map((network) => network.chainNamespace))],
    featured: featuredWalletIds,
    include: includeWalletIds,
    exclude: excludeWalletIds,
  };
}

interface ApiHealth {
  restingUntil: number;
}

function* loadPage(search: string, page: number, health: ApiHealth) {
  const state: PorticoState = yield select();
  const query = walletQuery(state, search, page);
  const loader: ApiLoader = yield getContext('api');
  function* fromBundle(fellBack: boolean) {
    const catalogue: typeof BundledWalletPageModule =
      bundledCatalogue.get() ?? (yield call(bundledCatalogue.load));
    yield put(
      walletListPageLoaded({
        search,
        page,
        ...catalogue.bundledWalletPage(query),
        source: 'bundled',
        fellBack,
      }),
    );
  }

  // Later pages come from where the first one did, a fallback staying one.
  const useApi = page === 1 ? loader.enabled : selectWalletList(state).source === 'api';
  if (!useApi) {
    yield* fromBundle(page > 1 && selectWalletList(state).fellBack);
    return;
  }
  if (page === 1 && Date.now() < health.restingUntil) {
    yield* fromBundle(true);
    return;
  }
  if (page === 1 && search !== '') yield delay(WALLET_SEARCH_DEBOUNCE_MS);

  try {
    const api: PorticoApi = yield call([loader, loader.load]);
    const { data, count }: WalletPage = yield call(api.getWallets, query);
    yield put(
      walletListPageLoaded({
        search,
        page,
        wallets: data.map(toWalletListing),
        count,
        source: 'api',
        fellBack: false,
      }),
    );
  } catch (error) {
    const logger: Logger = yield getContext('logger');
    const report = toErrorReport('walletList', error);
    logger.error(
      'The wallet list could not be loaded',
      { error: describeError(error), page },
      report,
    );
    if (page > 1) {
      yield put(walletListPageFailed({ search, page }));
    } else {
      // A visitor can still pick a well-known wallet: the bundled catalogue stands in.
      health.restingUntil = Date.now() + WALLET_API_REST_MS;
      yield* fromBundle(true);
    }
  }
}

/**
 * Loads AllWallets' pages (the triggers come from `lazySaga`). A new search cancels the load
 * under way, like `takeLatest`; "Load more" starts only when the slice moved to `loadingMore`
 * and nothing is loading.
 */
export function* walletListSaga(source: Channel<Action>) {
  const health: ApiHealth = { restingUntil: 0 };
  let running: Task | undefined;
  while (true) {
    const action: Action = yield take(source);
    const walletList: WalletListState = yield select(selectWalletList);
    if (walletListRequested.match(action)) {
      if (running?.isRunning()) yield cancel(running);
      running = yield fork(loadPage, walletList.search, 1, health);
    } else if (walletListMoreRequested.match(action)) {
      if (walletList.status !== 'loadingMore' || running?.isRunning()) continue;
      running = yield fork(loadPage, walletList.search, walletList.pages + 1, health);
    }
  }
}
