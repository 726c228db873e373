import type { Action } from '@reduxjs/toolkit';
import { buffers, type Channel, type Saga } from 'redux-saga';
import { actionChannel, call, flush, take } from 'redux-saga/effects';
import { open } from '../features/modal/modalSlice';
import { createModuleLoader } from '../utils/createModuleLoader';
import type * as InteractiveSagasModule from './interactiveSagas';
import { interactiveTriggers, type InteractiveSagaName } from './interactiveTriggers';

type InteractiveSagas = typeof InteractiveSagasModule;

// Once loaded, later starts skip the promise: a trigger is then handled within its dispatch.
const interactiveSagas = createModuleLoader(() => import('./interactiveSagas'));

/** One chunk for every interactive saga: a single request, made once (again after a failure). */
export const loadInteractiveSagas = (): Promise<InteractiveSagas> => interactiveSagas.load();

/**
 * A feature saga that stays out of the startup bundle. From startup its trigger actions are
 * buffered; the chunk loads when the host opens the modal (so it is usually there before the
 * first click) or on the first trigger, and the saga then reads the buffer, so no trigger is
 * lost. A follow-up action (Cancel, Back) dispatched while the chunk is still loading is not
 * seen by a worker that has not started; opening the modal preloads to keep that window shut.
 */
export function lazySaga(name: InteractiveSagaName): Saga {
  const triggers: string[] = [...interactiveTriggers[name]];
  const saga = function* () {
    const source: Channel<Action> = yield actionChannel(triggers, buffers.expanding(4));
    yield take([...triggers, open.type]);
    let sagas = interactiveSagas.get() ?? undefined;
    while (!sagas) {
      try {
        sagas = yield call(loadInteractiveSagas);
      } catch (error) {
        console.error(`[portico] could not load the ${name} chunk`, error);
        // What was asked before the failure is stale now; the next trigger tries again.
        yield flush(source);
        yield take(triggers);
      }
    }
    yield call(sagas[name], source);
  };
  Object.defineProperty(saga, 'name', { value: `lazy(${name})` });
  return saga;
}
