import type { smartSessionsSlice } from './smartSessions/smartSessionsSlice';
import type { consentSlice } from './consent/consentSlice';
import type { activitySlice } from './activity/activitySlice';
import type { authWalletSlice } from './authWallet/authWalletSlice';
import type { alertsSlice } from './alerts/alertsSlice';
import type { balanceSlice } from './balance/balanceSlice';
import type { connectionsSlice } from './connections/connectionsSlice';
import type { connectorsSlice } from './connectors/connectorsSlice';
import type { eventsSlice } from './events/eventsSlice';
import type { identitySlice } from './identity/identitySlice';
import type { modalSlice } from './modal/modalSlice';
import type { namesSlice } from './names/namesSlice';
import type { networksSlice } from './networks/networksSlice';
import type { nftsSlice } from './nfts/nftsSlice';
import type { notificationsSlice } from './notifications/notificationsSlice';
import type { onrampSlice } from './onramp/onrampSlice';
import type { optionsSlice } from './options/optionsSlice';
import type { localeSlice } from './locale/localeSlice';
import type { projectSlice } from './project/projectSlice';
import type { routerSlice } from './router/routerSlice';
import type { sendSlice } from './send/sendSlice';
import type { siwxSlice } from './siwx/siwxSlice';
import type { swapSlice } from './swap/swapSlice';
import type { tokensSlice } from './tokens/tokensSlice';
import type { walletConnectSlice } from './walletConnect/walletConnectSlice';
import type { walletListSlice } from './walletList/walletListSlice';

type StateOf<S extends { getInitialState(): unknown }> = ReturnType<S['getInitialState']>;

/** The slices in the store from startup (see each feature's descriptor). */
export interface EagerState {
  options: StateOf<typeof optionsSlice>;
  locale: StateOf<typeof localeSlice>;
  modal: StateOf<typeof modalSlice>;
  router: StateOf<typeof routerSlice>;
  notifications: StateOf<typeof notificationsSlice>;
  alerts: StateOf<typeof alertsSlice>;
  events: StateOf<typeof eventsSlice>;
  connections: StateOf<typeof connectionsSlice>;
  connectors: StateOf<typeof connectorsSlice>;
  networks: StateOf<typeof networksSlice>;
}

/**
 * The slices of lazy features: absent until the feature's chunk first runs. Read them through
 * the feature's selectors, which answer the initial state before then.
 */
export interface LazyState {
  balance: StateOf<typeof balanceSlice>;
  authWallet: StateOf<typeof authWalletSlice>;
  project: StateOf<typeof projectSlice>;
  identity: StateOf<typeof identitySlice>;
  tokens: StateOf<typeof tokensSlice>;
  activity: StateOf<typeof activitySlice>;
  nfts: StateOf<typeof nftsSlice>;
  send: StateOf<typeof sendSlice>;
  swap: StateOf<typeof swapSlice>;
  onramp: StateOf<typeof onrampSlice>;
  names: StateOf<typeof namesSlice>;
  walletConnect: StateOf<typeof walletConnectSlice>;
  siwx: StateOf<typeof siwxSlice>;
  walletList: StateOf<typeof walletListSlice>;
  consent: StateOf<typeof consentSlice>;
  smartSessions: StateOf<typeof smartSessionsSlice>;
}

export type PorticoState = EagerState & Partial<LazyState>;
