import { createAction } from '@reduxjs/toolkit';
import type { PaymentMethod } from './types';

// The host's own trigger is in its own file: the startup bundle needs it, not the rest.
export { onrampRequested } from './onrampRequested';

/** The user picked a provider on OnrampProviders. */
export const onrampProviderSelected = createAction('onramp/providerSelected', (id: string) => ({
  payload: id,
}));

/** The user typed a fiat amount, or took a quick amount. */
export const onrampAmountEdited = createAction('onramp/amountEdited', (amount: string) => ({
  payload: amount,
}));

/** The user chose how to pay. */
export const onrampMethodPicked = createAction('onramp/methodPicked', (method: PaymentMethod) => ({
  payload: method,
}));

/** The user opened the list of payment (fiat) currencies. */
export const onrampFiatPickerOpened = createAction('onramp/fiatPickerOpened');

/** The user chose a payment currency (its id, e.g. `EUR`). */
export const onrampFiatPicked = createAction('onramp/fiatPicked', (id: string) => ({
  payload: id,
}));

/** The user opened the list of purchase currencies. */
export const onrampTokenPickerOpened = createAction('onramp/tokenPickerOpened');

/** The user chose what to buy: a purchase currency id and its network `name`. */
export const onrampTokenPicked = createAction(
  'onramp/tokenPicked',
  (pick: { currency: string; network: string }) => ({ payload: pick }),
);

/** "Refresh quote" after the quote expired. */
export const onrampQuoteRefreshRequested = createAction('onramp/quoteRefreshRequested');

/**
 * Continue: the provider URL, then the provider's window. The view opens a blank window in the
 * same click (`openOnrampWindow`), before dispatching this, so no popup blocker stops it.
 */
export const onrampContinued = createAction('onramp/continued');

/** "Done" on OnrampInProgress: the user is back from the provider. */
export const onrampDone = createAction('onramp/done');

/** Facts: the provider's window opened (or was blocked), and the purchase flow ended. */
export const onrampWindowOpened = createAction(
  'onramp/windowOpened',
  (fact: { url: string; blocked: boolean }) => ({ payload: fact }),
);
export const onrampFinished = createAction('onramp/finished');
