import type { FeatureDescriptor } from '../FeatureDescriptor';
import { networksViews } from './networksViews';
import {
  activeChainSwitchConfirmed,
  networkSwitchRetried,
  networksSlice,
  switchNetwork,
} from './networksSlice';

/**
 * The active network per namespace is read from startup (eager); switching on request is
 * lazy, loaded with the first open or the first `switchNetwork`.
 */
export const networksFeature: FeatureDescriptor<typeof networksViews> = {
  name: 'networks',
  views: networksViews,
  slices: [networksSlice],
  sagas: () => import('../startupSagas').then((m) => [m.networkSaga]),
  lazy: {
    triggers: [switchNetwork.type, networkSwitchRetried.type, activeChainSwitchConfirmed.type],
    loadOnOpen: true,
    load: () => import('./networksChunk'),
  },
};
