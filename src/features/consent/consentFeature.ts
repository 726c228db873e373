import type { FeatureDescriptor } from '../FeatureDescriptor';

/**
 * The consent to the host's terms (`legalCheckbox`), remembered per project. Only with
 * the option on; loads with the first open, where the Connect view asks for it.
 */
export const consentFeature: FeatureDescriptor = {
  name: 'consent',
  lazy: {
    // Plain strings: the startup bundle does not carry the action creators.
    triggers: ['consent/given', 'consent/withdrawn'],
    loadOnOpen: true,
    enabled: (options) => options.features.legalCheckbox,
    load: () => import('./consentChunk'),
  },
};
