import type { FeatureDescriptor } from '../FeatureDescriptor';
import { persistenceSaga } from './persistenceSaga';

/** Stored connections and recent wallets, read at startup for the silent reconnect: eager. */
export const persistenceFeature: FeatureDescriptor = {
  name: 'persistence',
  sagas: [persistenceSaga],
};
