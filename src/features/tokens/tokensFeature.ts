import { ACCOUNT_FACTS } from '../connections/connectionsSlice';
import { networkActivated } from '../networks/networkEvents';
import type { FeatureDescriptor } from '../FeatureDescriptor';
import { tokensRequested, tokensRetryRequested } from './tokensActions';

/** Token balances from the product API: only with an `apiUrl`, loaded on the first trigger. */
export const tokensFeature: FeatureDescriptor = {
  name: 'tokens',
  lazy: {
    triggers: [
      ...ACCOUNT_FACTS,
      networkActivated.type,
      tokensRequested.type,
      tokensRetryRequested.type,
    ],
    enabled: (options) => options.apiUrl !== undefined,
    load: () => import('./tokensChunk'),
  },
};
