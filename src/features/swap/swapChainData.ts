import { all, call, put, select } from 'redux-saga/effects';
import type { CaipNetwork } from '../../adapter/CaipNetwork';
import type { GasPrice, SwapTokens } from '../../api/convert';
import type { PorticoApi } from '../../api/createPorticoApi';
import type { FungiblePrices } from '../../api/fungiblePrice';
import type { PorticoState } from '../PorticoState';
import { safeImageUrl } from '../../adapter/isSafeImageUrl';
import { swapApi } from './swapContext';
import { selectSwapState } from './swapSelectors';
import {
  swapGasPriceLoaded,
  swapPricesLoaded,
  swapTokenListFailed,
  swapTokenListLoaded,
  swapTokenListRequested,
} from './swapSlice';
import type { SwapListToken } from './types';

/** A token with decimals 0 is dropped (as the balances do); so is a malformed one. */
const isUsable = (token: SwapTokens['tokens'][number]) =>
  Number.isInteger(token.decimals) &&
  token.decimals > 0 &&
  token.decimals <= 36 &&
  token.address.split(':').length === 3;

/** The USD prices of `ids` (`POST /v1/fungible/price`), kept by lower-case id; best effort. */
function* loadPrices(api: PorticoApi, ids: string[]) {
  if (ids.length === 0) return;
  try {
    const { fungibles }: FungiblePrices = yield call(api.getTokenPrices, { addresses: ids });
    const prices: Record<string, number> = {};
    for (const fungible of fungibles) {
      if (fungible.address && Number.isFinite(fungible.price))
        prices[fungible.address.toLowerCase()] = fungible.price;
    }
    yield put(swapPricesLoaded(prices));
  } catch {
    // Without prices the panel leaves out the fiat values and the price impact.
  }
}

/** The convert API's swappable tokens of `network` (`GET /v1/convert/tokens`), then their prices. */
export function* loadTokenList(network: CaipNetwork) {
  const { caipNetworkId } = network;
  yield put(swapTokenListRequested(caipNetworkId));
  try {
    const api: PorticoApi = yield call(swapApi);
    const { tokens }: SwapTokens = yield call(api.getSwapTokens, { chainId: caipNetworkId });
    const listed: SwapListToken[] = tokens.filter(isUsable).map((token) => ({
      id: token.address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      iconUrl: safeImageUrl(token.logoUri),
    }));
    yield put(swapTokenListLoaded({ caipNetworkId, tokens: listed }));
    yield call(
      loadPrices,
      api,
      listed.map((token) => token.id),
    );
  } catch {
    yield put(swapTokenListFailed(caipNetworkId));
  }
}

/** The network's gas price (`GET /v1/convert/gas-price`), wei per gas; null when unavailable. */
function* loadGasPrice(network: CaipNetwork) {
  try {
    const api: PorticoApi = yield call(swapApi);
    const price: GasPrice = yield call(api.getGasPrice, { chainId: network.caipNetworkId });
    if (!/^\d+$/.test(price.standard)) return null;
    yield put(
      swapGasPriceLoaded({ caipNetworkId: network.caipNetworkId, standard: price.standard }),
    );
    return price.standard;
  } catch {
    return null;
  }
}

/** The gas price already read for `network`, else read now. */
export function* gasPriceOf(network: CaipNetwork) {
  const state: PorticoState = yield select();
  const known = selectSwapState(state).gasPrice;
  if (known?.caipNetworkId === network.caipNetworkId) return known.standard;
  return (yield call(loadGasPrice, network)) as string | null;
}

/** What the form needs of `network`: the token list (once) and the gas price (each time). */
export function* loadChainData(network: CaipNetwork) {
  const state: PorticoState = yield select();
  const list = selectSwapState(state).tokenList;
  const listed = list.caipNetworkId === network.caipNetworkId && list.status !== 'failed';
  yield all([
    ...(listed && list.status !== 'idle' ? [] : [call(loadTokenList, network)]),
    call(loadGasPrice, network),
  ]);
}
