import type { FeatureDescriptor } from '../FeatureDescriptor';
import { onrampViews } from './onrampViews';
import { onrampRequested } from './onrampRequested';

/**
 * Buying crypto through the provider (Meld, eip155 and solana): loaded with the first
 * buy intent, only with an `apiUrl`.
 */
export const onrampFeature: FeatureDescriptor<typeof onrampViews> = {
  name: 'onramp',
  views: onrampViews,
  lazy: {
    // Edits too: the slice must see every keystroke typed before the chunk ran.
    triggers: [
      'onramp/requested',
      'onramp/providerSelected',
      'onramp/amountEdited',
      'onramp/methodPicked',
      'onramp/fiatPickerOpened',
      'onramp/fiatPicked',
      'onramp/tokenPickerOpened',
      'onramp/tokenPicked',
      'onramp/quoteRefreshRequested',
      'onramp/continued',
      'onramp/done',
    ],
    enabled: (options) => options.apiUrl !== undefined,
    load: () => import('./onrampChunk'),
  },
  intents: {
    // The account, the region and the network are checked once shown.
    views: { OnrampProviders: ({ store }) => store.dispatch(onrampRequested()) },
  },
};
