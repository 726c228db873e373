import type { FeatureDescriptor } from '../FeatureDescriptor';

/** Sets the adapters up (wallet discovery) and relays their events: eager. */
export const adaptersFeature: FeatureDescriptor = {
  name: 'adapters',
  sagas: () => import('../startupSagas').then((m) => [m.adaptersSaga]),
};
