import type { Action } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { actionChannel } from 'redux-saga/effects';
import {
  connectionSwitchRequested,
  connectRetried,
  disconnect,
} from '../features/connections/connectionsSlice';
import { connectorSelected } from '../features/connectors/connectorsSlice';
import {
  activeChainSwitchConfirmed,
  networkSwitchRetried,
  switchNetwork,
} from '../features/networks/networksSlice';
import {
  pairingRefreshRequested,
  pairingUriReceived,
} from '../features/walletConnect/walletConnectSlice';
import {
  walletListMoreRequested,
  walletListRequested,
} from '../features/walletList/walletListSlice';

/**
 * The actions that start each interactive saga. They live apart from the sagas so the startup
 * bundle can buffer them (see `lazySaga`) without importing the sagas themselves.
 */
export const interactiveTriggers = {
  connectSaga: [connectorSelected.type, connectRetried.type, pairingRefreshRequested.type],
  walletConnectSaga: [pairingUriReceived.type],
  disconnectSaga: [disconnect.type],
  switchConnectionSaga: [connectionSwitchRequested.type],
  networkSwitchSaga: [
    switchNetwork.type,
    networkSwitchRetried.type,
    activeChainSwitchConfirmed.type,
  ],
  walletListSaga: [walletListRequested.type, walletListMoreRequested.type],
} as const;

export type InteractiveSagaName = keyof typeof interactiveTriggers;

/**
 * Where an interactive saga takes its triggers from: the buffered channel `lazySaga` hands it,
 * or, when the saga runs directly (tests), a channel of its own trigger actions.
 */
export function* triggerChannel(name: InteractiveSagaName, source?: Channel<Action>) {
  const channel: Channel<Action> = source ?? (yield actionChannel([...interactiveTriggers[name]]));
  return channel;
}
