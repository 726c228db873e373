import type { Saga, Task } from 'redux-saga';
import { cancel, spawn, take } from 'redux-saga/effects';
import type { FeatureDescriptor } from '../features/FeatureDescriptor';
import { destroyRequested } from './destroyRequested';
import { lazyFeatureSaga } from './featureRunner';

/** A feature and its startup sagas, once imported. */
export interface StartingFeature {
  readonly feature: FeatureDescriptor;
  readonly sagas: readonly Saga[];
}

/** A feature's sagas in start order: its lazy part's buffer first, then its eager sagas. */
const sagasOf = ({ feature, sagas }: StartingFeature): Saga[] => [
  ...(feature.lazy ? [lazyFeatureSaga({ ...feature, lazy: feature.lazy })] : []),
  ...sagas,
];

/**
 * Only spawns, in the features' order (each runs synchronously up to its first wait): a
 * spawned saga's crash is reported through `onError` and does not cancel its siblings or this
 * root, so one broken feature cannot take the modal down. Spawned tasks are detached, so
 * cancelling the root would not reach them: destroy cancels each one.
 */
export function* rootSaga(features: readonly StartingFeature[], extra: readonly Saga[] = []) {
  const tasks: Task[] = [];
  for (const saga of [...features.flatMap(sagasOf), ...extra]) tasks.push(yield spawn(saga));
  yield take(destroyRequested.type);
  yield cancel(tasks);
}
