import { connectorSelected } from '../connectors/connectorsSlice';
import { pairingRefreshRequested } from '../walletConnect/walletConnectActions';
import {
  accountPicked,
  connectionSwitchRequested,
  connectRetried,
  disconnect,
} from './connectionsSlice';

/** What each lazy connection saga starts on (the chunk routes each trigger to its saga). */
export const CONNECTION_TRIGGERS = {
  connect: [connectorSelected.type, connectRetried.type, pairingRefreshRequested.type],
  disconnect: [disconnect.type],
  switchConnection: [connectionSwitchRequested.type],
  pickAccount: [accountPicked.type],
} as const;
