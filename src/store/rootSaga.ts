import type { Saga } from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import { eventsSaga } from '../features/events/eventsSaga';
import { modalSaga } from '../features/modal/modalSaga';
import { notificationsSaga } from '../features/notifications/notificationsSaga';

export const featureSagas: readonly Saga[] = [modalSaga, notificationsSaga, eventsSaga];

/**
 * Only spawns: a spawned saga's crash is reported through `onError` and does not cancel its
 * siblings or this root, so one broken feature cannot take the modal down.
 */
export function* rootSaga(sagas: readonly Saga[] = featureSagas) {
  for (const saga of sagas) yield spawn(saga);
}
