import type { FeatureDescriptor } from '../FeatureDescriptor';
import {
  swapAmountEdited,
  swapConfirmed,
  swapFlipped,
  swapMaxRequested,
  swapPickerOpened,
  swapPreviewRequested,
  swapRequested,
  swapTokenPicked,
} from './swapActions';

/**
 * Swapping tokens (spec §1: 12 EVM chains, through the product API's convert calls): loaded
 * with the first swap intent, only with an `apiUrl`.
 */
export const swapFeature: FeatureDescriptor = {
  name: 'swap',
  lazy: {
    // Edits too: the slice must see every keystroke typed before the chunk ran.
    triggers: [
      swapRequested.type,
      swapAmountEdited.type,
      swapPickerOpened.type,
      swapTokenPicked.type,
      swapFlipped.type,
      swapMaxRequested.type,
      swapPreviewRequested.type,
      swapConfirmed.type,
    ],
    enabled: (options) => options.apiUrl !== undefined,
    load: () => import('./swapChunk'),
  },
};
