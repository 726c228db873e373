import type { FeatureDescriptor } from '../FeatureDescriptor';
import { walletListViews } from './walletListViews';
import { walletListMoreRequested, walletListRequested } from './walletListActions';

/** AllWallets' list: loaded when AllWallets first asks for it. */
export const walletListFeature: FeatureDescriptor<typeof walletListViews> = {
  name: 'walletList',
  views: walletListViews,
  lazy: {
    triggers: [walletListRequested.type, walletListMoreRequested.type],
    load: () => import('./walletListChunk'),
  },
};
