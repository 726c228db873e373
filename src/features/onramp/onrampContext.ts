import { call, getContext } from 'redux-saga/effects';
import type { PorticoApi } from '../../api/createPorticoApi';
import type { PorticoState } from '../PorticoState';
import type { ApiLoader } from '../apiClient/createApiLoader';
import type { Logger } from '../logger/types';
import type { View } from '../router/types';

/** The views of a purchase: leaving all of them ends it. */
const ONRAMP_VIEWS: readonly View[] = [
  'OnrampProviders',
  'OnrampBuy',
  'OnrampFiatSelect',
  'OnrampTokenSelect',
  'OnrampInProgress',
];

/** Whether the open modal shows a view of the purchase. */
export const inOnrampFlow = (state: PorticoState) =>
  state.modal.status === 'open' && ONRAMP_VIEWS.includes(state.router.history.at(-1) as View);

/** The product-API client (loaded on first use); the onramp runs only with an `apiUrl`. */
export function* onrampApi() {
  const loader: ApiLoader = yield getContext('api');
  const api: PorticoApi = yield call([loader, loader.load]);
  return api;
}

export function* onrampLogger() {
  const logger: Logger = yield getContext('logger');
  return logger;
}
