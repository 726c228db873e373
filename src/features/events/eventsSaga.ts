import { buffers, type Channel } from 'redux-saga';
import { actionChannel, getContext, put, select, take } from 'redux-saga/effects';
import type { PorticoState } from '../PorticoState';
import { alertRaised } from '../alerts/alertsSlice';
import { selectActiveCaipAddress } from '../connections/connectionsSelectors';
import {
  accountChanged,
  accountConnected,
  accountDisconnected,
  chainChanged,
  connectFailed,
} from '../connections/connectionsSlice';
import { switchFailed } from '../networks/networksSlice';
import { sendFailed, sendStarted, sendSucceeded } from '../send/sendFacts';
import { swapApprovalFailed, swapFailed, swapStarted, swapSucceeded } from '../swap/swapFacts';
import { modalClosed, modalOpened } from '../modal/modalSlice';
import { toastShown } from '../notifications/notificationsSlice';
import { selectView } from '../router/routerSelectors';
import type { View } from '../router/types';
import type { EventHub } from './EventHub';
import { eventEmitted } from './eventsSlice';
import type { PorticoEvent } from './types';

function toEvent(
  action: { type: string; payload?: unknown },
  connected: boolean,
): PorticoEvent | null {
  if (modalOpened.match(action))
    return { type: 'MODAL_OPEN', connected, view: action.payload.view };
  if (modalClosed.match(action)) return { type: 'MODAL_CLOSE', connected };
  if (alertRaised.match(action)) return { type: 'ALERT', code: action.payload };
  if (toastShown.match(action)) return { type: 'TOAST', variant: action.payload.variant };
  if (accountConnected.match(action)) {
    const { namespace, connectorId, caipAddress } = action.payload;
    return { type: 'ACCOUNT_CONNECTED', namespace, connectorId, caipAddress };
  }
  if (accountChanged.match(action)) {
    const { namespace, connectorId, caipAddress } = action.payload;
    return { type: 'ACCOUNT_CHANGED', namespace, connectorId, caipAddress };
  }
  if (chainChanged.match(action)) {
    const { namespace, connectorId, caipAddress, caipNetworkId } = action.payload;
    return { type: 'CHAIN_CHANGED', namespace, connectorId, caipAddress, caipNetworkId };
  }
  if (connectFailed.match(action)) {
    return {
      type: 'CONNECT_ERROR',
      connectorId: action.payload.connectorId,
      code: action.payload.error.code,
    };
  }
  if (accountDisconnected.match(action))
    return { type: 'DISCONNECTED', namespace: action.payload.namespace };
  if (switchFailed.match(action)) {
    return {
      type: 'SWITCH_NETWORK_ERROR',
      caipNetworkId: action.payload.target,
      code: action.payload.error.code,
    };
  }
  if (sendStarted.match(action)) return { type: 'SEND_INITIATED', ...action.payload };
  if (sendSucceeded.match(action)) return { type: 'SEND_SUCCESS', ...action.payload };
  if (sendFailed.match(action)) return { type: 'SEND_ERROR', code: action.payload.code };
  if (swapStarted.match(action)) return { type: 'SWAP_INITIATED', ...action.payload };
  if (swapSucceeded.match(action)) return { type: 'SWAP_SUCCESS', ...action.payload };
  if (swapFailed.match(action)) return { type: 'SWAP_ERROR', code: action.payload.code };
  if (swapApprovalFailed.match(action))
    return { type: 'SWAP_APPROVAL_ERROR', code: action.payload.code };
  return null;
}

/** Turns store facts into host events, in dispatch order, with no event dropped. */
export function* eventsSaga() {
  const hub: EventHub = yield getContext('eventHub');
  // An expanding action channel buffers every action, so none is missed while this saga is busy.
  const channel: Channel<{ type: string; payload?: unknown }> = yield actionChannel(
    '*',
    buffers.expanding(16),
  );
  let view: View = yield select(selectView);
  while (true) {
    const action: { type: string; payload?: unknown } = yield take(channel);
    if (eventEmitted.match(action)) continue;
    const state: PorticoState = yield select();
    const events: PorticoEvent[] = [];
    const event = toEvent(action, selectActiveCaipAddress(state) !== null);
    if (event) events.push(event);
    const nextView = selectView(state);
    if (nextView !== view && !modalOpened.match(action)) {
      events.push({ type: 'VIEW_CHANGE', from: view, to: nextView });
    }
    view = nextView;
    for (const e of events) yield put(eventEmitted(hub.emit(e)));
  }
}
