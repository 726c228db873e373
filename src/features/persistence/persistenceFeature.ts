import type { FeatureDescriptor } from '../FeatureDescriptor';

/** Stored connections and recent wallets, read at startup for the silent reconnect: eager. */
export const persistenceFeature: FeatureDescriptor = {
  name: 'persistence',
  sagas: () => import('../startupSagas').then((m) => [m.persistenceSaga]),
};
