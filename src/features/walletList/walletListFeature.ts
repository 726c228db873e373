import type { FeatureDescriptor } from '../FeatureDescriptor';
import { walletListMoreRequested, walletListRequested } from './walletListActions';

/** AllWallets' list: loaded when AllWallets first asks for it. */
export const walletListFeature: FeatureDescriptor = {
  name: 'walletList',
  lazy: {
    triggers: [walletListRequested.type, walletListMoreRequested.type],
    load: () => import('./walletListChunk'),
  },
};
