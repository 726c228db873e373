import type { Task } from 'redux-saga';
import { call, cancel, fork, getContext, put, select, take } from 'redux-saga/effects';
import type { ChainAdapter } from '../../adapter/ChainAdapter';
import { BALANCE_CACHE_MS } from '../../config/cacheDurations';
import type { PorticoState } from '../../store/rootReducer';
import type { AdapterRegistry } from '../adapters/AdapterRegistry';
import { accountConnected } from '../connections/connectionsSlice';
import { selectActiveCaipAddress } from '../connections/connectionsSelectors';
import { networkActivated } from '../networks/networkEvents';
import {
  balanceFetched,
  balanceFetchFailed,
  balanceFetchStarted,
  balanceRequested,
} from './balanceSlice';
import { selectBalanceTarget } from './balanceSelectors';

function* fetchBalance(action: { type: string; payload?: unknown }) {
  const state: PorticoState = yield select();
  const target = selectBalanceTarget(state);
  if (!target) return;
  const { caipAddress, address, network } = target;
  const cached = state.balance.byCaipAddress[caipAddress];
  const force = balanceRequested.match(action) && action.payload.force === true;
  if (cached && !force && Date.now() - cached.timestamp < BALANCE_CACHE_MS) return;

  const registry: AdapterRegistry = yield getContext('adapters');
  if (!registry.has(network.chainNamespace)) return;
  const adapter: ChainAdapter = registry.get(network.chainNamespace);
  yield put(balanceFetchStarted());
  try {
    // The adapter's RPC client enforces the 10 s request timeout (spec §9).
    const { value, decimals, symbol }: Awaited<ReturnType<ChainAdapter['getBalance']>> = yield call(
      [adapter, adapter.getBalance],
      { address, network },
    );
    yield put(
      balanceFetched({
        caipAddress,
        balance: adapter.formatUnits(value, decimals),
        symbol,
        timestamp: Date.now(),
      }),
    );
  } catch {
    yield put(balanceFetchFailed());
  }
}

const TRIGGERS = [accountConnected.type, networkActivated.type, balanceRequested.type];

/**
 * Keeps the active account's native balance fresh; the latest account or network wins. Like
 * `takeLatest`, except that a fetch already running for the same CAIP address is kept: a
 * network switch reports the new chain twice (the switch's answer, then the wallet's
 * chainChanged), and restarting would ask the node twice within the 30 s cache.
 */
export function* balanceSaga() {
  let running: { task: Task; caipAddress: string | null } | null = null;
  while (true) {
    const action: { type: string; payload?: unknown } = yield take(TRIGGERS);
    const caipAddress: string | null = yield select(selectActiveCaipAddress);
    const force = balanceRequested.match(action) && action.payload.force === true;
    if (running?.task.isRunning()) {
      if (running.caipAddress === caipAddress && !force) continue;
      yield cancel(running.task);
    }
    const task: Task = yield fork(fetchBalance, action);
    running = { task, caipAddress };
  }
}
