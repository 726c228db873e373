import type { FeatureDescriptor } from '../FeatureDescriptor';
import { nftsMoreRequested, nftsRefreshRequested, nftsRequested } from './nftsActions';

/** The account's NFTs: only with an `apiUrl`, loaded when the NFTs tab first shows. */
export const nftsFeature: FeatureDescriptor = {
  name: 'nfts',
  lazy: {
    triggers: [nftsRequested.type, nftsMoreRequested.type, nftsRefreshRequested.type],
    enabled: (options) => options.apiUrl !== undefined,
    load: () => import('./nftsChunk'),
  },
};
