import type { Action } from '@reduxjs/toolkit';
import type { Channel, Task } from 'redux-saga';
import { call, cancel, fork, getContext, put, select, take } from 'redux-saga/effects';
import { IDENTITY_CACHE_MS } from '../../config/cacheDurations';
import type { PorticoApi } from '../../api/createPorticoApi';
import type { Identity } from '../../api/identity';
import type { PorticoState } from '../../store/rootReducer';
import type { ApiLoader } from '../apiClient/createApiLoader';
import { selectActiveAddress, selectActiveNamespace } from '../connections/connectionsSelectors';
import { describeError, toErrorReport } from '../logger/toErrorReport';
import type { Logger } from '../logger/types';
import { identityFetched, identityFetchFailed } from './identitySlice';

function* fetchIdentity(address: string) {
  const state: PorticoState = yield select();
  const entry = state.identity.byAddress[address.toLowerCase()];
  // Spec §9: an identity is reused for 5 min.
  if (entry && Date.now() - entry.timestamp < IDENTITY_CACHE_MS) return;
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
 * The active account's name and avatar, on connect and when Account opens (the triggers come
 * from `lazyApiSaga`). EVM only (spec §1). Like `takeLatest`, except that a fetch already
 * running for the same address is kept: connecting and opening Account both ask at once.
 */
export function* identitySaga(source: Channel<Action>) {
  let running: { task: Task; address: string } | null = null;
  while (true) {
    yield take(source);
    const address: string | null = yield select(selectActiveAddress);
    const namespace: string | null = yield select(selectActiveNamespace);
    if (!address || namespace !== 'eip155') continue;
    if (running?.task.isRunning()) {
      if (running.address === address) continue;
      yield cancel(running.task);
    }
    running = { task: yield fork(fetchIdentity, address), address };
  }
}
