import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { actionChannel, call, select } from 'redux-saga/effects';
import type { PorticoState } from '../../store/rootReducer';
import {
  accountChanged,
  accountConnected,
  accountDisconnected,
  chainChanged,
} from '../connections/connectionsSlice';
import type * as SiwxFlowModule from './siwxFlow';
import { siwxCancelled, siwxPromptRequested, siwxSignRequested } from './siwxSlice';

/** What the sign-in flow reacts to; buffered while its chunk loads. */
export const SIWX_TRIGGERS = [
  accountConnected.type,
  accountChanged.type,
  chainChanged.type,
  accountDisconnected.type,
  siwxSignRequested.type,
  siwxCancelled.type,
  siwxPromptRequested.type,
];

/**
 * Sign-in with a wallet, only when the host configured `siwx` or `siweConfig`: the flow and
 * the message and verification code load as their own chunk, never for hosts without it.
 * Started before reconnect, so the account a reload restores is checked too.
 */
export function* siwxSaga() {
  const enabled: boolean = yield select((state: PorticoState) => state.options.hasSiwx);
  if (!enabled) return;
  const source: Channel<Action> = yield actionChannel(SIWX_TRIGGERS);
  const { siwxFlow }: typeof SiwxFlowModule = yield call(() => import('./siwxFlow'));
  yield call(siwxFlow, source);
}
