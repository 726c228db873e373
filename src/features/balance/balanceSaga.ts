import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { call, getContext, put, select } from 'redux-saga/effects';
import type { ChainAdapter } from '../../adapter/ChainAdapter';
import { BALANCE_CACHE_MS } from '../../config/cacheDurations';
import { fetchLatestPerKey } from '../../sagas/fetchLatestPerKey';
import type { PorticoState } from '../PorticoState';
import type { AdapterRegistry } from '../adapters/AdapterRegistry';
import {
  balanceFetched,
  balanceFetchFailed,
  balanceFetchStarted,
  balanceRequested,
} from './balanceSlice';
import { selectBalanceState, selectBalanceTarget } from './balanceSelectors';

function* fetchBalance(caipAddress: string) {
  const state: PorticoState = yield select();
  const target = selectBalanceTarget(state);
  if (!target || target.caipAddress !== caipAddress) return;
  const { address, network } = target;
  const registry: AdapterRegistry = yield getContext('adapters');
  if (!registry.has(network.chainNamespace)) return;
  const adapter: ChainAdapter = registry.get(network.chainNamespace);
  yield put(balanceFetchStarted());
  try {
    // The adapter's RPC client enforces the 10 s request timeout.
    const { value, decimals, symbol }: Awaited<ReturnType<ChainAdapter['getBalance']>> = yield call(
      [adapter, adapter.getBalance],
      { address, network },
    );
    yield put(
      balanceFetched({
        caipAddress,
        balance: adapter.chain.formatUnits(value, decimals),
        symbol,
        timestamp: Date.now(),
      }),
    );
  } catch {
    yield put(balanceFetchFailed());
  }
}

/**
 * Keeps the active account's native balance fresh (reused for 30 s), on a connection,
 * an account, chain or network change, and on request (the triggers of `balanceFeature`).
 */
export function* balanceSaga(source: Channel<Action>) {
  yield call(fetchLatestPerKey<PorticoState, Action>, source, {
    keyOf: (state) => selectBalanceTarget(state)?.caipAddress ?? null,
    isFresh: (state, caipAddress, now) => {
      const cached = selectBalanceState(state).byCaipAddress[caipAddress];
      return cached !== undefined && now - cached.timestamp < BALANCE_CACHE_MS;
    },
    isForced: (action) => balanceRequested.match(action) && action.payload.force === true,
    fetch: fetchBalance,
  });
}
