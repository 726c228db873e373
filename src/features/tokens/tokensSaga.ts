import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { call, getContext, put, select } from 'redux-saga/effects';
import type { Balances } from '../../api/tokenBalances';
import { BALANCE_CACHE_MS } from '../../config/cacheDurations';
import type { PorticoApi } from '../../api/createPorticoApi';
import { fetchLatestPerKey } from '../../sagas/fetchLatestPerKey';
import type { PorticoState } from '../../store/rootReducer';
import type { ApiLoader } from '../apiClient/createApiLoader';
import { selectBalanceTarget } from '../balance/balanceSelectors';
import { describeError, toErrorReport } from '../logger/toErrorReport';
import type { Logger } from '../logger/types';
import { supportedChainIds } from './supportedChainIds';
import { tokenRetryAt } from './tokenRetry';
import { selectTokensState } from './tokensSelectors';
import {
  tokensFetched,
  tokensFetchFailed,
  tokensFetchStarted,
  tokensNetworkUnsupported,
  tokensRetryRequested,
} from './tokensSlice';

function* fetchTokens(caipAddress: string, action: Action) {
  const state: PorticoState = yield select();
  const target = selectBalanceTarget(state);
  if (!target || target.caipAddress !== caipAddress) return;
  const { chainId, address } = target;
  // Spec §5: nothing is asked within 30 s of a failure, a retry included.
  if (tokenRetryAt(selectTokensState(state).byCaipAddress[caipAddress], Date.now()) !== null)
    return;
  const force = tokensRetryRequested.match(action);

  const loader: ApiLoader = yield getContext('api');
  const logger: Logger = yield getContext('logger');
  yield put(tokensFetchStarted({ caipAddress }));
  try {
    const api: PorticoApi = yield call([loader, loader.load]);
    const served: readonly string[] = yield call(supportedChainIds, api);
    if (!served.includes(chainId)) {
      yield put(tokensNetworkUnsupported({ caipAddress, timestamp: Date.now() }));
      return;
    }
    const { balances }: Balances = yield call(api.getAccountBalance, {
      address,
      chainId,
      forceUpdate: force,
    });
    yield put(
      tokensFetched({
        caipAddress,
        // Spec §5: tokens with decimals '0' are dropped.
        balances: balances.filter((token) => token.quantity.decimals !== '0'),
        timestamp: Date.now(),
      }),
    );
  } catch (error) {
    const report = toErrorReport('tokens', error);
    logger.error('Token balances could not be fetched', { error: describeError(error) }, report);
    yield put(tokensFetchFailed({ caipAddress, failedAt: Date.now(), code: report.code }));
  }
}

/**
 * The active account's token balances, on connect, an account or chain change, a network
 * change, when Account opens and on the user's retry (the triggers come from `lazyApiSaga`).
 * Spec §9: reused for 30 s, unless the user asked again.
 */
export function* tokensSaga(source: Channel<Action>) {
  yield call(fetchLatestPerKey<PorticoState, Action>, source, {
    keyOf: (state) => selectBalanceTarget(state)?.caipAddress ?? null,
    isFresh: (state, caipAddress, now) => {
      const entry = selectTokensState(state).byCaipAddress[caipAddress];
      return entry?.status === 'loaded' && now - entry.timestamp < BALANCE_CACHE_MS;
    },
    isForced: (action) => tokensRetryRequested.match(action),
    fetch: fetchTokens,
  });
}
