import type { FeatureDescriptor } from '../FeatureDescriptor';
import {
  profileWalletsRequested,
  walletAddRequested,
  walletDisconnectRequested,
  walletSwitchRequested,
} from './multiWalletActions';

/**
 * Several wallets connected at once (spec §6): the list, add, switch and disconnect one.
 * Loaded on the first intent; with the `multiWallet` flag off the intents raise the info alert.
 */
export const multiWalletFeature: FeatureDescriptor = {
  name: 'multiWallet',
  lazy: {
    triggers: [
      profileWalletsRequested.type,
      walletAddRequested.type,
      walletSwitchRequested.type,
      walletDisconnectRequested.type,
    ],
    load: () => import('./multiWalletChunk'),
  },
};
