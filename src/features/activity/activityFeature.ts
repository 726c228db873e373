import type { FeatureDescriptor } from '../FeatureDescriptor';
import { activityViews } from './activityViews';

/** The account's transaction history: only with an `apiUrl`, loaded when Activity first shows. */
export const activityFeature: FeatureDescriptor<typeof activityViews> = {
  name: 'activity',
  views: activityViews,
  lazy: {
    triggers: ['activity/requested', 'activity/moreRequested', 'activity/refreshRequested'],
    enabled: (options) => options.apiUrl !== undefined,
    load: () => import('./activityChunk'),
  },
};
