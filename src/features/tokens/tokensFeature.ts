import { ACCOUNT_FACTS } from '../connections/connectionsSlice';
import { networkActivated } from '../networks/networkEvents';
import type { FeatureDescriptor } from '../FeatureDescriptor';
import { tokensRequested, tokensRetryRequested } from './tokensActions';

/**
 * Token balances: from the product API with an `apiUrl`, and for the auth connector (email or
 * social wallet) from its wallet's asset discovery, which needs no API. So the feature
 * runs with an `apiUrl`, or while email or social login may bring that connector; its gate
 * chunk (`tokensGate`) loads the rest only once one of them has balances to give.
 */
export const tokensFeature: FeatureDescriptor = {
  name: 'tokens',
  lazy: {
    triggers: [
      ...ACCOUNT_FACTS,
      networkActivated.type,
      tokensRequested.type,
      tokensRetryRequested.type,
    ],
    enabled: (options) =>
      options.apiUrl !== undefined ||
      options.features.email ||
      (options.features.socials !== false && options.features.socials.length > 0),
    load: () => import('./tokensGate'),
  },
};
