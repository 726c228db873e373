import type { Saga } from 'redux-saga';
import { createAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { cancel, spawn, take } from 'redux-saga/effects';
import { adaptersSaga } from '../features/adapters/adaptersSaga';
import { balanceSaga } from '../features/balance/balanceSaga';
import { reconnectSaga } from '../features/connections/reconnectSaga';
import { networkSaga } from '../features/networks/networkSaga';
import { persistenceSaga } from '../features/persistence/persistenceSaga';
import { eventsSaga } from '../features/events/eventsSaga';
import { modalSaga } from '../features/modal/modalSaga';
import { notificationsSaga } from '../features/notifications/notificationsSaga';
import { siwxSaga } from '../features/siwx/siwxSaga';
import { lazyApiSaga } from './lazyApiSaga';
import { lazySaga } from './lazySaga';

/**
 * Started in this order, each running synchronously up to its first wait: events first so it
 * sees everything; persistence loads stored records and adapters discover wallets before the
 * reconnect saga reads both. Reconnect stays eager: it runs at startup.
 */
export const featureSagas: readonly Saga[] = [
  eventsSaga,
  modalSaga,
  notificationsSaga,
  persistenceSaga,
  adaptersSaga,
  networkSaga,
  balanceSaga,
  // Product API (only with an apiUrl): one lazy chunk. Their triggers are buffered from here,
  // before reconnect, so the startup reconnect's events reach identity, tokens and analytics.
  lazyApiSaga('projectSaga'),
  lazyApiSaga('identitySaga'),
  lazyApiSaga('tokensSaga'),
  lazyApiSaga('analyticsSaga'),
  // Interactive: one chunk, loaded when the modal opens or on the first trigger.
  lazySaga('networkSwitchSaga'),
  lazySaga('connectSaga'),
  lazySaga('walletConnectSaga'),
  lazySaga('disconnectSaga'),
  lazySaga('switchConnectionSaga'),
  lazySaga('walletListSaga'),
  // Before reconnect: the account a reload restores is checked for a session too.
  siwxSaga,
  reconnectSaga,
];

/** Dispatched by `WalletModal.destroy()`: stops every feature saga. */
export const destroyRequested = createAction('portico/destroyRequested');

/**
 * Only spawns: a spawned saga's crash is reported through `onError` and does not cancel its
 * siblings or this root, so one broken feature cannot take the modal down. Spawned tasks are
 * detached, so cancelling the root would not reach them: destroy cancels each one.
 */
export function* rootSaga(sagas: readonly Saga[] = featureSagas) {
  const tasks: Task[] = [];
  for (const saga of sagas) tasks.push(yield spawn(saga));
  yield take(destroyRequested.type);
  yield cancel(tasks);
}
