import type { FeatureDescriptor } from '../FeatureDescriptor';
import { connectionsViews } from './connectionsViews';
import { CONNECTION_TRIGGERS } from './connectionTriggers';
import { connectionsSlice } from './connectionsSlice';

/**
 * Connections are read from startup and restored by the silent reconnect (eager); connecting,
 * disconnecting and switching connections are lazy, loaded with the first open or trigger.
 */
export const connectionsFeature: FeatureDescriptor<typeof connectionsViews> = {
  name: 'connections',
  views: connectionsViews,
  slices: [connectionsSlice],
  sagas: () => import('../startupSagas').then((m) => [m.reconnectSaga]),
  lazy: {
    triggers: Object.values(CONNECTION_TRIGGERS).flat(),
    loadOnOpen: true,
    load: () => import('./connectionsChunk'),
  },
};
