import { createSelector } from '@reduxjs/toolkit';
import { parseCaipAddress } from '../../adapter/caip';
import type { PorticoState } from '../PorticoState';
import { selectActiveCaipAddress } from '../connections/connectionsSelectors';
import { selectActiveNetwork } from '../networks/networksSelectors';
import { selectApiEnabled } from '../options/optionsSelectors';
import { selectEffectiveFeatures } from '../project/projectSelectors';
import { DEFAULT_PAYMENT_CURRENCY, DEFAULT_PAYMENT_METHOD } from './onrampDefaults';
import { amountProblem, limitsOf, type MethodLimits } from './onrampLimits';
import { FIAT_PLACES, fromUnits, toUnits } from './onrampMath';
import {
  defaultPurchase,
  isOnrampNetwork,
  purchaseChoices,
  type PurchaseChoice,
} from './onrampNetworks';
import { isRestrictedTimeZone, visitorTimeZone } from './onrampRegion';
import { initialOnrampState } from './onrampSlice';
import {
  PAYMENT_METHODS,
  type OnrampProblem,
  type OnrampQuoteRequest,
  type PaymentCurrency,
  type PaymentMethod,
} from './types';

/** The onramp; its initial state until the feature first loads. */
export const selectOnrampState = (state: PorticoState) => state.onramp ?? initialOnrampState;

/** Whether the visitor's time zone is one buying is restricted in (`onrampRegion`). */
const selectOnrampRestricted = (state: PorticoState) =>
  isRestrictedTimeZone(selectOnrampState(state).timeZone ?? visitorTimeZone());

/**
 * Whether buying can be offered here: `unavailable` without the product API or with the flag
 * off, `restricted` in a restricted time zone, `unsupportedNetwork` off eip155 and solana.
 */
export type OnrampAvailability = 'available' | 'unavailable' | 'restricted' | 'unsupportedNetwork';

export const selectOnrampAvailability = (state: PorticoState): OnrampAvailability => {
  if (!selectApiEnabled(state) || !selectEffectiveFeatures(state).onramp) return 'unavailable';
  if (selectOnrampRestricted(state)) return 'restricted';
  const network = selectActiveNetwork(state);
  if (!network?.supported || !isOnrampNetwork(network.caipNetworkId)) return 'unsupportedNetwork';
  return 'available';
};

/** The options in use: the API's, the defaults after a failure, or null before either. */
export const selectOnrampOptions = (state: PorticoState) => selectOnrampState(state).options.value;

/** What can be bought to the active account's network (OnrampTokenSelect's list). */
export const selectOnrampPurchaseChoices = createSelector(
  [selectOnrampOptions, (state: PorticoState) => selectActiveNetwork(state)?.caipNetworkId],
  (options, caipNetworkId): PurchaseChoice[] => purchaseChoices(options, caipNetworkId),
);

/** The form as it stands, the defaults filled in, checked, with the quote it asks for. */
interface OnrampFormView {
  amount: string;
  paymentCurrency: PaymentCurrency | null;
  /** The methods the payment currency takes, in the modal's order. */
  methods: PaymentMethod[];
  method: PaymentMethod;
  limits: MethodLimits | null;
  purchase: PurchaseChoice | null;
  problem: OnrampProblem | null;
  /** The quote to ask for; null while the form is incomplete or breaks a rule. */
  request: OnrampQuoteRequest | null;
}

export const selectOnrampForm = createSelector(
  [
    (state: PorticoState) => selectOnrampState(state).form,
    selectOnrampOptions,
    selectOnrampPurchaseChoices,
    (state: PorticoState) => selectActiveNetwork(state)?.caipNetworkId,
  ],
  (form, options, choices, caipNetworkId): OnrampFormView => {
    const currencies = options?.paymentCurrencies ?? [];
    const paymentCurrency =
      currencies.find((c) => c.id === form.paymentCurrency) ??
      currencies.find((c) => c.id === DEFAULT_PAYMENT_CURRENCY) ??
      currencies[0] ??
      null;
    const methods = PAYMENT_METHODS.filter((m) => limitsOf(paymentCurrency, m) !== null);
    const wanted = form.method ?? DEFAULT_PAYMENT_METHOD;
    const method = methods.includes(wanted) ? wanted : (methods[0] ?? DEFAULT_PAYMENT_METHOD);
    const limits = limitsOf(paymentCurrency, method);
    const chosen = form.purchase;
    const purchase =
      (chosen &&
        choices.find(
          (c) => c.currency.id === chosen.currency && c.network.name === chosen.network,
        )) ||
      defaultPurchase(choices, caipNetworkId);
    const currencyId = paymentCurrency?.id ?? DEFAULT_PAYMENT_CURRENCY;
    const problem = amountProblem(form.amount, currencyId, method, limits);
    const units = toUnits(form.amount, FIAT_PLACES);
    const request =
      problem === null && units !== null && units > 0n && paymentCurrency && purchase && limits
        ? {
            amount: fromUnits(units, FIAT_PLACES),
            paymentCurrency: paymentCurrency.id,
            method,
            purchaseCurrency: purchase.currency.id,
            network: purchase.network.name,
          }
        : null;
    return {
      amount: form.amount,
      paymentCurrency,
      methods,
      method,
      limits,
      purchase,
      problem,
      request,
    };
  },
);

/** The address the purchase goes to: the active account's (plain, without the CAIP prefix). */
export const selectOnrampAddress = (state: PorticoState): string | null => {
  const caipAddress = selectActiveCaipAddress(state);
  return caipAddress ? parseCaipAddress(caipAddress).address : null;
};
