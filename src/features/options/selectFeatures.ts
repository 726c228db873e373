import { selectEffectiveFeatures } from '../project/projectSelectors';

/**
 * The features in effect: the host's, overridden by the project's remote configuration. Apart
 * from the other option selectors, which the startup bundle reads without the project feature.
 */
export const selectFeatures = selectEffectiveFeatures;
