import { activityFeature } from './activity/activityFeature';
import { adaptersFeature } from './adapters/adaptersFeature';
import { alertsFeature } from './alerts/alertsFeature';
import { authWalletFeature } from './authWallet/authWalletFeature';
import { analyticsFeature } from './analytics/analyticsFeature';
import { balanceFeature } from './balance/balanceFeature';
import { consentFeature } from './consent/consentFeature';
import { connectionsFeature } from './connections/connectionsFeature';
import { connectorsFeature } from './connectors/connectorsFeature';
import { eventsFeature } from './events/eventsFeature';
import type { FeatureDescriptor } from './FeatureDescriptor';
import { identityFeature } from './identity/identityFeature';
import { localeFeature } from './locale/localeFeature';
import { modalFeature } from './modal/modalFeature';
import { multiWalletFeature } from './multiWallet/multiWalletFeature';
import { namesFeature } from './names/namesFeature';
import { networksFeature } from './networks/networksFeature';
import { nftsFeature } from './nfts/nftsFeature';
import { notificationsFeature } from './notifications/notificationsFeature';
import { onrampFeature } from './onramp/onrampFeature';
import { optionsFeature } from './options/optionsFeature';
import { persistenceFeature } from './persistence/persistenceFeature';
import { projectFeature } from './project/projectFeature';
import { routerFeature } from './router/routerFeature';
import { sendFeature } from './send/sendFeature';
import { siwxFeature } from './siwx/siwxFeature';
import { smartSessionsFeature } from './smartSessions/smartSessionsFeature';
import { swapFeature } from './swap/swapFeature';
import { tokensFeature } from './tokens/tokensFeature';
import { walletConnectFeature } from './walletConnect/walletConnectFeature';
import { walletListFeature } from './walletList/walletListFeature';

/**
 * In start order: each one's lazy buffer, then its sagas. Events first, so it
 * sees everything; persistence loads stored records and adapters discover wallets before
 * connections (last) reconnects, by which time every lazy feature buffers its triggers.
 */
const features = [
  eventsFeature,
  optionsFeature,
  localeFeature,
  modalFeature,
  routerFeature,
  notificationsFeature,
  alertsFeature,
  connectorsFeature,
  persistenceFeature,
  adaptersFeature,
  networksFeature,
  balanceFeature,
  projectFeature,
  identityFeature,
  tokensFeature,
  activityFeature,
  nftsFeature,
  analyticsFeature,
  walletConnectFeature,
  walletListFeature,
  multiWalletFeature,
  sendFeature,
  swapFeature,
  onrampFeature,
  namesFeature,
  authWalletFeature,
  siwxFeature,
  smartSessionsFeature,
  consentFeature,
  connectionsFeature,
] as const satisfies readonly FeatureDescriptor[];

/**
 * Every feature, in start order. Typed as the union of the descriptors' own types (not
 * `FeatureDescriptor`), so the view table reads each feature's route names from it.
 */
export const FEATURES: readonly (typeof features)[number][] = features;
