import type { Action } from '@reduxjs/toolkit';
import { put, take } from 'redux-saga/effects';
import { AUTH_CONNECTOR_ID } from '../../frame/AuthWallet';
import { accountConnected, connectAborted, connectFailed } from '../connections/connectionsSlice';
import { connectorSelected } from '../connectors/connectorsSlice';

/**
 * The embedded wallet connects like any wallet (the connections feature), once a login (email,
 * social, Farcaster) is done in the frame; `onStep` says whether it connected.
 */
export function* connectAuthWallet(onStep: (connected: boolean) => Action) {
  yield put(connectorSelected(AUTH_CONNECTOR_ID));
  while (true) {
    const outcome:
      | ReturnType<typeof accountConnected>
      | ReturnType<typeof connectFailed>
      | ReturnType<typeof connectAborted> = yield take([
      accountConnected.type,
      connectFailed.type,
      connectAborted.type,
    ]);
    if (connectAborted.match(outcome)) return;
    if (outcome.payload.connectorId !== AUTH_CONNECTOR_ID) continue;
    yield put(onStep(accountConnected.match(outcome)));
    return;
  }
}
