import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { routeTriggers } from '../../sagas/routeTriggers';
import { walletConnectSlice } from '../walletConnect/walletConnectSlice';
import { CONNECTION_TRIGGERS } from './connectionTriggers';
import { connectSaga } from './connectSaga';
import { disconnectSaga } from './disconnectSaga';
import { pickAccountSaga } from './pickAccountSaga';
import { switchConnectionSaga } from './switchConnectionSaga';

/** The lazy part of `connectionsFeature`. Connecting shows pairings: their slice comes along. */
export const slices = [walletConnectSlice];

export function* saga(source: Channel<Action>) {
  yield call(routeTriggers, source, [
    [connectSaga, CONNECTION_TRIGGERS.connect],
    [disconnectSaga, CONNECTION_TRIGGERS.disconnect],
    [switchConnectionSaga, CONNECTION_TRIGGERS.switchConnection],
    [pickAccountSaga, CONNECTION_TRIGGERS.pickAccount],
  ]);
}
