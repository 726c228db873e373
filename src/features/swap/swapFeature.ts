import type { FeatureDescriptor } from '../FeatureDescriptor';
import { swapViews } from './swapViews';
import { swapRequested, type SwapArguments } from './swapRequested';

/**
 * Swapping tokens (12 EVM chains, through the product API's convert calls): loaded
 * with the first swap intent, only with an `apiUrl`.
 */
export const swapFeature: FeatureDescriptor<typeof swapViews> = {
  name: 'swap',
  views: swapViews,
  lazy: {
    // Edits too: the slice must see every keystroke typed before the chunk ran.
    triggers: [
      'swap/requested',
      'swap/amountEdited',
      'swap/pickerOpened',
      'swap/tokenPicked',
      'swap/flipped',
      'swap/maxRequested',
      'swap/previewRequested',
      'swap/confirmed',
    ],
    enabled: (options) => options.apiUrl !== undefined,
    load: () => import('./swapChunk'),
  },
  intents: {
    views: {
      // Prefilled from `arguments`; the account and its network are checked once shown.
      Swap: ({ store }, args) => store.dispatch(swapRequested((args ?? {}) as SwapArguments)),
    },
  },
};
