import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { delay, put, race, select, take, takeLatest } from 'redux-saga/effects';
import { selectPairing } from './walletConnectSelectors';
import type { PorticoState } from '../PorticoState';
import { accountConnected, connectAborted, connectFailed } from '../connections/connectionsSlice';
import { modalClosed } from '../modal/modalSlice';
import type { View } from '../router/types';
import { pairingRefreshDelayMs } from '../../adapter/pairingExpiry';
import type { pairingUriReceived } from './walletConnectSlice';
import { pairingExpired, pairingRefreshRequested, pairingStarted } from './walletConnectSlice';

/** The views that show a pairing URI. */
const PAIRING_VIEWS: readonly View[] = ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'];

/** True while a view showing the pairing of `connectorId` is on top of an open modal. */
function isPairingShown(state: PorticoState, connectorId: string): boolean {
  const view = state.router.history.at(-1);
  const attempt = state.connections.attempt;
  return (
    state.modal.status === 'open' &&
    view !== undefined &&
    PAIRING_VIEWS.includes(view) &&
    attempt?.status === 'pending' &&
    attempt.connectorId === connectorId
  );
}

/**
 * A pairing is expired when 10 s or less of its 4 minutes remain. Waits until then;
 * if the pairing is still on screen, asks for a new URI, else marks it expired (the view then
 * offers retry). Ends early when the attempt ends or a new pairing starts.
 */
function* refreshWhenDue(action: ReturnType<typeof pairingUriReceived>) {
  const { connectorId, uri, expiresAt } = action.payload;
  const outcome: { due?: true; ended?: unknown } = yield race({
    due: delay(pairingRefreshDelayMs(expiresAt, Date.now()), true),
    ended: take([
      accountConnected.type,
      connectAborted.type,
      connectFailed.type,
      pairingStarted.type,
      modalClosed.type,
    ]),
  });
  if (outcome.ended) return;
  const state: PorticoState = yield select();
  if (selectPairing(state).uri !== uri) return;
  yield put(pairingExpired());
  if (isPairingShown(state, connectorId)) yield put(pairingRefreshRequested());
}

/**
 * Keeps the shown pairing URI fresh. `takeLatest`: a new URI replaces the old one, so only the
 * newest pairing's timer may fire.
 */
export function* walletConnectSaga(source: Channel<Action>) {
  yield takeLatest(source as Channel<ReturnType<typeof pairingUriReceived>>, refreshWhenDue);
}
