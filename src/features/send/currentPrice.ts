import { call, delay, getContext, race } from 'redux-saga/effects';
import type { PorticoApi } from '../../api/createPorticoApi';
import type { FungiblePrices } from '../../api/fungiblePrice';
import type { ApiLoader } from '../apiClient/createApiLoader';
import { SEND_READ_TIMEOUT_MS } from './sendReadTimeout';
import type { SendToken } from './types';

/**
 * The token's current USD price from the API (`POST /v1/fungible/price`), for the
 * preview's values; the balances' price when the API is off, does not know it, or fails.
 */
export function* currentPrice(token: SendToken, chainId: string) {
  const loader: ApiLoader = yield getContext('api');
  if (!loader.enabled || token.contract === null) return token.price;
  try {
    const api: PorticoApi = yield call([loader, loader.load]);
    const { prices }: { prices?: FungiblePrices } = yield race({
      prices: call(api.getTokenPrices, { addresses: [`${chainId}:${token.contract}`] }),
      timeout: delay(SEND_READ_TIMEOUT_MS),
    });
    const found = prices?.fungibles.find((f) => f.symbol === token.symbol);
    return found && Number.isFinite(found.price) ? found.price : token.price;
  } catch {
    return token.price;
  }
}
