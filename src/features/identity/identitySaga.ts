import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { call, getContext, put } from 'redux-saga/effects';
import { IDENTITY_CACHE_MS } from '../../config/cacheDurations';
import type { PorticoApi } from '../../api/createPorticoApi';
import type { Identity } from '../../api/identity';
import { fetchLatestPerKey } from '../../sagas/fetchLatestPerKey';
import type { PorticoState } from '../PorticoState';
import type { ApiLoader } from '../apiClient/createApiLoader';
import { describeError, toErrorReport } from '../logger/toErrorReport';
import type { Logger } from '../logger/types';
import { selectIdentityAddress, selectIdentityState } from './identitySelectors';
import { identityFetched, identityFetchFailed } from './identitySlice';

function* fetchIdentity(address: string) {
  const loader: ApiLoader = yield getContext('api');
  const logger: Logger = yield getContext('logger');
  try {
    const api: PorticoApi = yield call([loader, loader.load]);
    const identity: Identity = yield call(api.getIdentity, { address, sender: address });
    yield put(identityFetched({ address, identity, timestamp: Date.now() }));
  } catch (error) {
    // Not worth an alert: the view keeps the placeholder avatar and the address.
    logger.warn('The identity could not be fetched', { error: describeError(error) });
    yield put(identityFetchFailed({ address, code: toErrorReport('identity', error).code }));
  }
}

/**
 * The active account's name and avatar, on connect, an account change and when Account opens
 * (the triggers come from `lazyApiSaga`). Reused for 5 min.
 */
export function* identitySaga(source: Channel<Action>) {
  yield call(fetchLatestPerKey<PorticoState, Action>, source, {
    keyOf: selectIdentityAddress,
    isFresh: (state, address, now) => {
      const entry = selectIdentityState(state).byAddress[address.toLowerCase()];
      return entry !== undefined && now - entry.timestamp < IDENTITY_CACHE_MS;
    },
    fetch: fetchIdentity,
  });
}
