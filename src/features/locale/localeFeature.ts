import type { FeatureDescriptor } from '../FeatureDescriptor';
import { localeRequested, localeSlice } from './localeSlice';

/** The language: the slice is eager (tiny), catalogues and their loading are lazy. */
export const localeFeature: FeatureDescriptor = {
  name: 'locale',
  slices: [localeSlice],
  sagas: () => import('../startupSagas').then((m) => [m.localeStartSaga]),
  lazy: {
    triggers: [localeRequested.type],
    load: () => import('./localeChunk'),
  },
};
