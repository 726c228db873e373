import type { FeatureDescriptor } from '../FeatureDescriptor';
import {
  onrampAmountEdited,
  onrampContinued,
  onrampDone,
  onrampFiatPicked,
  onrampFiatPickerOpened,
  onrampMethodPicked,
  onrampProviderSelected,
  onrampQuoteRefreshRequested,
  onrampRequested,
  onrampTokenPicked,
  onrampTokenPickerOpened,
} from './onrampActions';

/**
 * Buying crypto through the provider (spec §1: Meld, eip155 and solana): loaded with the first
 * buy intent, only with an `apiUrl`.
 */
export const onrampFeature: FeatureDescriptor = {
  name: 'onramp',
  lazy: {
    // Edits too: the slice must see every keystroke typed before the chunk ran.
    triggers: [
      onrampRequested.type,
      onrampProviderSelected.type,
      onrampAmountEdited.type,
      onrampMethodPicked.type,
      onrampFiatPickerOpened.type,
      onrampFiatPicked.type,
      onrampTokenPickerOpened.type,
      onrampTokenPicked.type,
      onrampQuoteRefreshRequested.type,
      onrampContinued.type,
      onrampDone.type,
    ],
    enabled: (options) => options.apiUrl !== undefined,
    load: () => import('./onrampChunk'),
  },
};
