import { eventEmitted } from '../events/eventsSlice';
import type { FeatureDescriptor } from '../FeatureDescriptor';

/** Host events to `POST /e`: only with an `apiUrl` and `features.analytics`. */
export const analyticsFeature: FeatureDescriptor = {
  name: 'analytics',
  lazy: {
    triggers: [eventEmitted.type],
    enabled: (options) => options.apiUrl !== undefined && options.features.analytics,
    load: () => import('./analyticsChunk'),
  },
};
