import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { call, delay, getContext, put, race, select } from 'redux-saga/effects';
import type { CaipNetwork } from '../../adapter/CaipNetwork';
import { PorticoError } from '../../adapter/PorticoError';
import type { Balances } from '../../api/tokenBalances';
import { BALANCE_CACHE_MS } from '../../config/cacheDurations';
import type { PorticoApi } from '../../api/createPorticoApi';
import { fetchLatestPerKey } from '../../sagas/fetchLatestPerKey';
import type { PorticoState } from '../PorticoState';
import type { AdapterRegistry } from '../adapters/AdapterRegistry';
import type { ApiLoader } from '../apiClient/createApiLoader';
import { selectBalanceTarget } from '../balance/balanceSelectors';
import { describeError, toErrorReport } from '../logger/toErrorReport';
import type { Logger } from '../logger/types';
import { assetDiscoveryOf, type AssetDiscovery } from './assetDiscovery';
import { assetsToBalances } from './assetsToBalances';
import { dropZeroDecimals } from './dropZeroDecimals';
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
import type { TokenBalance } from './types';

/** A wallet request gets 10 s, like the RPC and the product API. */
export const ASSETS_TIMEOUT_MS = 10_000;

interface Target {
  address: string;
  chainId: `${string}:${string}`;
  network: CaipNetwork;
}

/** The wallet's asset discovery (`wallet_getAssets`), within 10 s, read as assets. */
function* fetchFromWallet({ adapter, connectorId }: AssetDiscovery, target: Target) {
  const { answer, timeout }: { answer?: unknown; timeout?: true } = yield race({
    answer: call([adapter, adapter.getAssets], {
      connectorId,
      address: target.address,
      network: target.network,
    }),
    timeout: delay(ASSETS_TIMEOUT_MS),
  });
  if (timeout) {
    throw new PorticoError('ASSETS_TIMEOUT', 'Request timed out', {
      details: `wallet_getAssets did not answer within ${ASSETS_TIMEOUT_MS} ms`,
    });
  }
  return assetsToBalances(answer, target.chainId);
}

/** GET /v1/account/{address}/balance, or null when the API does not serve the network. */
function* fetchFromApi(loader: ApiLoader, target: Target, forceUpdate: boolean) {
  const api: PorticoApi = yield call([loader, loader.load]);
  const served: readonly string[] = yield call(supportedChainIds, api);
  if (!served.includes(target.chainId)) return null;
  const { balances }: Balances = yield call(api.getAccountBalance, {
    address: target.address,
    chainId: target.chainId,
    forceUpdate,
  });
  return balances;
}

function* fetchTokens(caipAddress: string, action: Action) {
  const state: PorticoState = yield select();
  const target = selectBalanceTarget(state);
  if (!target || target.caipAddress !== caipAddress) return;
  const registry: AdapterRegistry = yield getContext('adapters');
  const loader: ApiLoader = yield getContext('api');
  // The auth connector's balances come from its wallet, every other one's from the API
  // (without one, there is nothing to ask).
  const discovery = assetDiscoveryOf(state, registry);
  if (!discovery && !loader.enabled) return;
  // Nothing is asked within 30 s of a failure, a retry included.
  if (tokenRetryAt(selectTokensState(state).byCaipAddress[caipAddress], Date.now()) !== null)
    return;
  const force = tokensRetryRequested.match(action);

  const logger: Logger = yield getContext('logger');
  yield put(tokensFetchStarted({ caipAddress }));
  try {
    const balances: TokenBalance[] | null = discovery
      ? yield call(fetchFromWallet, discovery, target)
      : yield call(fetchFromApi, loader, target, force);
    if (balances === null) {
      yield put(tokensNetworkUnsupported({ caipAddress, timestamp: Date.now() }));
      return;
    }
    yield put(
      tokensFetched({ caipAddress, balances: dropZeroDecimals(balances), timestamp: Date.now() }),
    );
  } catch (error) {
    const report = toErrorReport('tokens', error);
    logger.error('Token balances could not be fetched', { error: describeError(error) }, report);
    yield put(tokensFetchFailed({ caipAddress, failedAt: Date.now(), code: report.code }));
  }
}

/**
 * The active account's token balances, on connect, an account or chain change, a network
 * change, when Account opens and on the user's retry (the triggers of `tokensFeature`). From
 * the product API, or for the auth connector from its wallet's asset discovery.
 * Reused for 30 s, unless the user asked again.
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
