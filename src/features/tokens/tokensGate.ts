import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { call, flush, getContext, select, take } from 'redux-saga/effects';
import type { FeatureChunk } from '../FeatureDescriptor';
import type { PorticoState } from '../PorticoState';
import { createModuleLoader } from '../../utils/createModuleLoader';
import type { AdapterRegistry } from '../adapters/AdapterRegistry';
import type { ApiLoader } from '../apiClient/createApiLoader';
import type { Logger } from '../logger/types';
import { assetDiscoveryOf } from './assetDiscovery';
import { tokensSlice } from './tokensSlice';

/**
 * The tokens feature's first chunk: its slice and this gate, little more. The fetching chunk
 * (`tokensChunk`: the saga, the asset parser, the API calls) loads only when something has
 * balances to give: at once with an `apiUrl`; without one, once the active connection is the
 * auth connector with asset discovery, so a host without the API loads nothing more
 * for its browser wallets.
 */
export const slices = [tokensSlice];

const fetchingChunk = createModuleLoader<FeatureChunk>(() => import('./tokensChunk'));

/** Puts `first` back at the head of `source`, before what waits there. */
function* putBack(source: Channel<Action>, first: Action) {
  const rest: Action[] = yield flush(source);
  source.put(first);
  for (const action of rest) source.put(action);
}

export function* saga(source: Channel<Action>) {
  const api: ApiLoader = yield getContext('api');
  if (!api.enabled) {
    const registry: AdapterRegistry = yield getContext('adapters');
    while (true) {
      const action: Action = yield take(source);
      const state: PorticoState = yield select();
      // Triggers before then had no balances to fetch: they are dropped.
      if (assetDiscoveryOf(state, registry)) {
        yield call(putBack, source, action);
        break;
      }
    }
  }
  let chunk = fetchingChunk.get();
  while (!chunk) {
    try {
      chunk = yield call(fetchingChunk.load);
    } catch (error) {
      const logger: Logger = yield getContext('logger');
      logger.error('The tokens chunk could not be loaded', { error: String(error) });
      // As the feature runner does: what was asked is stale, the next trigger tries again.
      yield flush(source);
      const next: Action = yield take(source);
      yield call(putBack, source, next);
    }
  }
  yield call([chunk, chunk.saga], source);
}
