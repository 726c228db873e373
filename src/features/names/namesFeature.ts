import type { FeatureDescriptor } from '../FeatureDescriptor';
import { namesViews } from './namesViews';

/**
 * Names (registration and the product API's profile calls): the active account's profile
 * name and RegisterAccountName. Loaded on the first request of either, only with an `apiUrl`.
 */
export const namesFeature: FeatureDescriptor<typeof namesViews> = {
  name: 'names',
  views: namesViews,
  lazy: {
    // Edits too: the slice must see every keystroke typed before the chunk ran.
    triggers: [
      'names/profileNameRequested',
      'names/registrationRequested',
      'names/formShown',
      'names/edited',
      'names/suggestionPicked',
      'names/registrationSubmitted',
    ],
    enabled: (options) => options.apiUrl !== undefined,
    load: () => import('./namesChunk'),
  },
};
