import type { FeatureDescriptor } from '../FeatureDescriptor';
import { walletConnectViews } from './walletConnectViews';
import { pairingUriReceived } from './walletConnectActions';

/** Keeps a shown pairing URI fresh: loaded with the first pairing URI. */
export const walletConnectFeature: FeatureDescriptor<typeof walletConnectViews> = {
  name: 'walletConnect',
  views: walletConnectViews,
  lazy: {
    triggers: [pairingUriReceived.type],
    load: () => import('./walletConnectChunk'),
  },
};
