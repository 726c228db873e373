import type { Action, MiddlewareAPI } from '@reduxjs/toolkit';
import { runSaga, stdChannel, type Saga, type Task } from 'redux-saga';
import { rootSaga, type StartingFeature } from './rootSaga';

export interface RunSagasOptions {
  readonly context: object;
  readonly onError: (error: Error) => void;
  readonly features: readonly StartingFeature[];
  readonly extraSagas: readonly Saga[];
}

/**
 * The saga runtime, a chunk of its own imported after startup: runs the root saga against
 * `store` and returns the task and what hands each later action to the sagas (what
 * redux-saga's middleware does after the reducers ran).
 */
export function runSagas(
  store: MiddlewareAPI,
  { context, onError, features, extraSagas }: RunSagasOptions,
): { task: Task; put(action: Action): void } {
  const channel = stdChannel<Action>();
  const task = runSaga(
    {
      channel,
      dispatch: store.dispatch,
      getState: store.getState,
      context: { ...context },
      onError,
    },
    rootSaga,
    features,
    extraSagas,
  );
  return { task, put: (action) => channel.put(action) };
}
