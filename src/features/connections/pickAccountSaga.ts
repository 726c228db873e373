import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { put, select, takeEvery } from 'redux-saga/effects';
import type { PorticoState } from '../PorticoState';
import { accountChangeOf } from './connectionFacts';
import type { accountPicked } from './connectionsSlice';

function* pickAccount({ payload }: ReturnType<typeof accountPicked>) {
  const { namespace, address } = payload;
  const state: PorticoState = yield select();
  const connection = state.connections.byNamespace[namespace];
  // Only an address the wallet authorised for this connection can be picked.
  if (connection?.status !== 'connected' || !connection.addresses.includes(address)) return;
  const fact = accountChangeOf(connection, namespace, address);
  if (fact) yield put(fact);
}

/** The user picked another of the wallet's addresses: it becomes the namespace's account. */
export function* pickAccountSaga(source: Channel<Action>) {
  yield takeEvery(source as Channel<ReturnType<typeof accountPicked>>, pickAccount);
}
