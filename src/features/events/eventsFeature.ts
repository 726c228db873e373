import type { FeatureDescriptor } from '../FeatureDescriptor';
import { eventsSlice } from './eventsSlice';

/** Host events: eager and started first, so it sees every action from startup on. */
export const eventsFeature: FeatureDescriptor = {
  name: 'events',
  slices: [eventsSlice],
  sagas: () => import('../startupSagas').then((m) => [m.eventsSaga]),
};
