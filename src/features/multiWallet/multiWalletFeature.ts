import type { FeatureDescriptor } from '../FeatureDescriptor';
import { multiWalletViews } from './multiWalletViews';

/**
 * Several wallets connected at once: the list, add, switch and disconnect one.
 * Loaded on the first intent; with the `multiWallet` flag off the intents raise the info alert.
 */
export const multiWalletFeature: FeatureDescriptor<typeof multiWalletViews> = {
  name: 'multiWallet',
  views: multiWalletViews,
  lazy: {
    triggers: [
      'multiWallet/profileWalletsRequested',
      'multiWallet/addRequested',
      'multiWallet/switchRequested',
      'multiWallet/disconnectRequested',
    ],
    load: () => import('./multiWalletChunk'),
  },
};
