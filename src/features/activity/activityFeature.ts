import type { FeatureDescriptor } from '../FeatureDescriptor';
import {
  activityMoreRequested,
  activityRefreshRequested,
  activityRequested,
} from './activityActions';

/** The account's transaction history: only with an `apiUrl`, loaded when Activity first shows. */
export const activityFeature: FeatureDescriptor = {
  name: 'activity',
  lazy: {
    triggers: [activityRequested.type, activityMoreRequested.type, activityRefreshRequested.type],
    enabled: (options) => options.apiUrl !== undefined,
    load: () => import('./activityChunk'),
  },
};
