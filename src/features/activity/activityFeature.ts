import type { FeatureDescriptor } from '../FeatureDescriptor';

/** The account's transaction history: only with an `apiUrl`, loaded when Activity first shows. */
export const activityFeature: FeatureDescriptor = {
  name: 'activity',
  lazy: {
    triggers: ['activity/requested', 'activity/moreRequested', 'activity/refreshRequested'],
    enabled: (options) => options.apiUrl !== undefined,
    load: () => import('./activityChunk'),
  },
};
