import type { Action } from '@reduxjs/toolkit';
import type { Channel, Task } from 'redux-saga';
import { call, cancel, fork, getContext, put, select, take } from 'redux-saga/effects';
import type { Balances } from '../../api/balance';
import { BALANCE_CACHE_MS } from '../../config/cacheDurations';
import type { PorticoApi } from '../../api/createPorticoApi';
import type { PorticoState } from '../../store/rootReducer';
import type { ApiLoader } from '../apiClient/createApiLoader';
import { selectBalanceTarget } from '../balance/balanceSelectors';
import { selectActiveCaipAddress } from '../connections/connectionsSelectors';
import { describeError, toErrorReport } from '../logger/toErrorReport';
import type { Logger } from '../logger/types';
import { supportedChainIds } from './supportedChainIds';
import { tokenRetryAt } from './tokenRetry';
import {
  tokensFetched,
  tokensFetchFailed,
  tokensFetchStarted,
  tokensNetworkUnsupported,
  tokensRetryRequested,
} from './tokensSlice';

function* fetchTokens(force: boolean) {
  const state: PorticoState = yield select();
  const target = selectBalanceTarget(state);
  if (!target) return;
  const { caipAddress, chainId, address } = target;
  const entry = state.tokens.byCaipAddress[caipAddress];
  const now = Date.now();
  // Spec §5: nothing is asked within 30 s of a failure, a retry included.
  if (tokenRetryAt(entry, now) !== null) return;
  // Spec §9: balances are reused for 30 s, unless the user asked again.
  if (!force && entry?.status === 'loaded' && now - entry.timestamp < BALANCE_CACHE_MS) return;

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
 * The active account's token balances, on connect, on a network change, when Account opens
 * and on the user's retry (the triggers come from `lazyApiSaga`). Like `takeLatest`, except
 * that a fetch already running for the same account is kept: a network switch reports the
 * new chain twice, and connecting and opening Account ask at once.
 */
export function* tokensSaga(source: Channel<Action>) {
  let running: { task: Task; caipAddress: string } | null = null;
  while (true) {
    const action: Action = yield take(source);
    const caipAddress: string | null = yield select(selectActiveCaipAddress);
    if (!caipAddress) continue;
    if (running?.task.isRunning()) {
      if (running.caipAddress === caipAddress) continue;
      yield cancel(running.task);
    }
    running = { task: yield fork(fetchTokens, tokensRetryRequested.match(action)), caipAddress };
  }
}
