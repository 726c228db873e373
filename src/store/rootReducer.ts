import { combineReducers } from '@reduxjs/toolkit';
import { balanceSlice } from '../features/balance/balanceSlice';
import { alertsSlice } from '../features/alerts/alertsSlice';
import { connectionsSlice } from '../features/connections/connectionsSlice';
import { connectorsSlice } from '../features/connectors/connectorsSlice';
import { eventsSlice } from '../features/events/eventsSlice';
import { identitySlice } from '../features/identity/identitySlice';
import { modalSlice } from '../features/modal/modalSlice';
import { notificationsSlice } from '../features/notifications/notificationsSlice';
import { networksSlice } from '../features/networks/networksSlice';
import { optionsSlice } from '../features/options/optionsSlice';
import { projectSlice } from '../features/project/projectSlice';
import { routerSlice } from '../features/router/routerSlice';
import { siwxSlice } from '../features/siwx/siwxSlice';
import { tokensSlice } from '../features/tokens/tokensSlice';
import { walletConnectSlice } from '../features/walletConnect/walletConnectSlice';
import { walletListSlice } from '../features/walletList/walletListSlice';

export const rootReducer = combineReducers({
  options: optionsSlice.reducer,
  modal: modalSlice.reducer,
  router: routerSlice.reducer,
  notifications: notificationsSlice.reducer,
  alerts: alertsSlice.reducer,
  events: eventsSlice.reducer,
  connections: connectionsSlice.reducer,
  connectors: connectorsSlice.reducer,
  networks: networksSlice.reducer,
  balance: balanceSlice.reducer,
  project: projectSlice.reducer,
  identity: identitySlice.reducer,
  tokens: tokensSlice.reducer,
  walletConnect: walletConnectSlice.reducer,
  siwx: siwxSlice.reducer,
  walletList: walletListSlice.reducer,
});

export type PorticoState = ReturnType<typeof rootReducer>;
