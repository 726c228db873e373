import { accountChanged, accountConnected } from '../connections/connectionsSlice';
import type { FeatureDescriptor } from '../FeatureDescriptor';
import { identityRequested } from './identityActions';

/** Names and avatars from the product API: only with an `apiUrl`, loaded on the first trigger. */
export const identityFeature: FeatureDescriptor = {
  name: 'identity',
  lazy: {
    triggers: [accountConnected.type, accountChanged.type, identityRequested.type],
    enabled: (options) => options.apiUrl !== undefined,
    load: () => import('./identityChunk'),
  },
};
