import { accountChanged, accountConnected, chainChanged } from '../connections/connectionsSlice';
import { networkActivated } from '../networks/networkEvents';
import type { FeatureDescriptor } from '../FeatureDescriptor';
import { tokensRequested, tokensRetryRequested } from './tokensActions';

/** Token balances from the product API: only with an `apiUrl`, loaded on the first trigger. */
export const tokensFeature: FeatureDescriptor = {
  name: 'tokens',
  lazy: {
    triggers: [
      accountConnected.type,
      accountChanged.type,
      chainChanged.type,
      networkActivated.type,
      tokensRequested.type,
      tokensRetryRequested.type,
    ],
    enabled: (options) => options.apiUrl !== undefined,
    load: () => import('./tokensChunk'),
  },
};
