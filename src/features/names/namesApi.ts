import { call, getContext } from 'redux-saga/effects';
import type { PorticoApi } from '../../api/createPorticoApi';
import type { ApiLoader } from '../apiClient/createApiLoader';

/** The product-API client (loaded on first use); the names feature runs only with an `apiUrl`. */
export function* namesApi() {
  const loader: ApiLoader = yield getContext('api');
  const api: PorticoApi = yield call([loader, loader.load]);
  return api;
}
