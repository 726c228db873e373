import { connectorSelected } from '../connectors/connectorsSlice';
import { pairingRefreshRequested } from '../walletConnect/walletConnectActions';
import type { FeatureDescriptor } from '../FeatureDescriptor';
import {
  accountPicked,
  connectionSwitchRequested,
  connectRetried,
  disconnect,
} from './connectionsSlice';
import { reconnectSaga } from './reconnectSaga';
import { connectionsSlice } from './connectionsSlice';

/** What each lazy connection saga starts on (the chunk routes each trigger to its saga). */
export const CONNECTION_TRIGGERS = {
  connect: [connectorSelected.type, connectRetried.type, pairingRefreshRequested.type],
  disconnect: [disconnect.type],
  switchConnection: [connectionSwitchRequested.type],
  pickAccount: [accountPicked.type],
} as const;

/**
 * Connections are read from startup and restored by the silent reconnect (eager); connecting,
 * disconnecting and switching connections are lazy, loaded with the first open or trigger.
 */
export const connectionsFeature: FeatureDescriptor = {
  name: 'connections',
  slices: [connectionsSlice],
  sagas: [reconnectSaga],
  lazy: {
    triggers: Object.values(CONNECTION_TRIGGERS).flat(),
    loadOnOpen: true,
    load: () => import('./connectionsChunk'),
  },
};
