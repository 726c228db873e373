import type { FeatureDescriptor } from '../FeatureDescriptor';

/**
 * The project's remote configuration: only with an `apiUrl`, once the page is idle after load
 * or at the first open if that comes sooner. It runs once and reads no triggers.
 */
export const projectFeature: FeatureDescriptor = {
  name: 'project',
  lazy: {
    triggers: [],
    loadOnOpen: true,
    startAfterIdle: true,
    enabled: (options) => options.apiUrl !== undefined,
    load: () => import('./projectChunk'),
  },
};
