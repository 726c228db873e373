import type { Action } from '@reduxjs/toolkit';
import { buffers, type Channel, type Saga } from 'redux-saga';
import { actionChannel, call, flush, getContext, race, select, take } from 'redux-saga/effects';
import type { ApiLoader } from '../features/apiClient/createApiLoader';
import type { Logger } from '../features/logger/types';
import { createModuleLoader } from '../utils/createModuleLoader';
import { afterStartup } from './afterStartup';
import type * as ApiSagasModule from './apiSagas';
import { apiTriggers, type ApiSagaName } from './apiTriggers';
import type { PorticoState } from './rootReducer';

type ApiSagas = typeof ApiSagasModule;

const apiSagas = createModuleLoader(() => import('./apiSagas'));

/** One chunk for every product-API saga: a single request, made once (again after a failure). */
export const loadApiSagas = (): Promise<ApiSagas> => apiSagas.load();

/** Analytics stay off, chunk and all, when the host turned them off (spec §1 `analytics`). */
const isWanted = (name: ApiSagaName, state: PorticoState) =>
  name !== 'analyticsSaga' || state.options.features.analytics;

/**
 * A product-API saga that stays out of the startup bundle, and does nothing at all without
 * an `apiUrl`. From startup its triggers are buffered; the chunk loads on the first trigger
 * (the project configuration: after startup, or at the first open), and the saga then reads
 * the buffer, so no trigger is lost.
 */
export function lazyApiSaga(name: ApiSagaName): Saga {
  const triggers: string[] = [...apiTriggers[name]];
  const saga = function* () {
    const loader: ApiLoader = yield getContext('api');
    const state: PorticoState = yield select();
    if (!loader.enabled || !isWanted(name, state)) return;
    // The project configuration runs once and reads no triggers: it needs no buffer.
    const source: Channel<Action> | undefined =
      name === 'projectSaga' ? undefined : yield actionChannel(triggers, buffers.expanding(16));
    try {
      // race: the project configuration starts at whichever comes first.
      if (name === 'projectSaga') yield race([call(afterStartup), take(triggers)]);
      else yield take(triggers);
      let sagas: ApiSagas | undefined;
      while (!sagas) {
        try {
          sagas = yield call(loadApiSagas);
        } catch (error) {
          const logger: Logger = yield getContext('logger');
          logger.error(`The ${name} chunk could not be loaded`, { error: String(error) });
          // What was asked before the failure is stale now; the next trigger tries again.
          if (source) yield flush(source);
          yield take(triggers);
        }
      }
      if (name === 'projectSaga') yield call(sagas.projectSaga);
      else yield call(sagas[name], source!); // every other saga has its buffer
    } finally {
      source?.close(); // a saga that returns (analytics refused, say) leaves no buffer growing
    }
  };
  Object.defineProperty(saga, 'name', { value: `lazyApi(${name})` });
  return saga;
}
