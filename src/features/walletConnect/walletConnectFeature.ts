import type { FeatureDescriptor } from '../FeatureDescriptor';
import { pairingUriReceived } from './walletConnectActions';

/** Keeps a shown pairing URI fresh: loaded with the first pairing URI. */
export const walletConnectFeature: FeatureDescriptor = {
  name: 'walletConnect',
  lazy: {
    triggers: [pairingUriReceived.type],
    load: () => import('./walletConnectChunk'),
  },
};
