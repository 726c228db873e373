import type { OnrampOptions } from '../../api/onramp';
import type { MessageKey } from '../../i18n/en';

/** The payment methods the modal offers. */
export const PAYMENT_METHODS = ['card', 'bank_account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type { OnrampOptions };
export type PaymentCurrency = OnrampOptions['paymentCurrencies'][number];
export type PurchaseCurrency = OnrampOptions['purchaseCurrencies'][number];
export type PurchaseNetwork = PurchaseCurrency['networks'][number];

/** An amount with its currency, as the API writes it (`{ amount: '98.50', currency: 'USD' }`). */
export interface Money {
  amount: string;
  currency: string;
}

/** What one quote asks for (the body of `POST /v1/onramp/quote`, plus the method). */
export interface OnrampQuoteRequest {
  /** Fiat, an exact decimal string with at most two places. */
  amount: string;
  paymentCurrency: string;
  method: PaymentMethod;
  purchaseCurrency: string;
  /** The purchase currency's network `name`. */
  network: string;
}

/** A quote as shown: the API's, or the local estimate when the API failed. */
export interface OnrampQuote {
  request: OnrampQuoteRequest;
  networkFee: Money;
  paymentSubtotal: Money;
  paymentTotal: Money;
  /** Null in an estimate: only the provider knows its rate. */
  purchaseAmount: Money | null;
  quoteId: string;
  /** Made locally after the quote request failed: an estimate, not the provider's price. */
  estimate: boolean;
  /** Ms since the epoch. */
  expiresAt: number;
}

/**
 * The quote panel. `requestedSeq` numbers the latest request; only its answer is shown, so an
 * older answer never overwrites a newer one. `loading` is `quotesLoading`.
 */
export interface OnrampQuoteState {
  status: 'idle' | 'loading' | 'ready';
  requestedSeq: number;
  quote: OnrampQuote | null;
}

/**
 * Where the options come from: not asked yet, on their way, the API's, or the built-in
 * defaults after the API failed.
 */
type OnrampOptionsStatus = 'idle' | 'loading' | 'loaded' | 'defaults';

/**
 * After Continue: `opening` while the provider URL is asked for, `waiting` while the provider's
 * window is open, `blocked` when the browser refused the window (the URL is offered as a link).
 */
type OnrampCheckoutStatus = 'editing' | 'opening' | 'waiting' | 'blocked';

/** A rule the amount broke, said under the field. */
export interface OnrampProblem {
  key: MessageKey;
  params?: Record<string, string | number>;
}

export interface OnrampState {
  /** The visitor's time zone (Intl), read when the feature starts; null until then. */
  timeZone: string | null;
  options: { status: OnrampOptionsStatus; value: OnrampOptions | null };
  /** The provider picked on OnrampProviders (only `meld` exists). */
  provider: string | null;
  /** What the user chose; null fields take the defaults (see the selectors). */
  form: {
    amount: string;
    paymentCurrency: string | null;
    method: PaymentMethod | null;
    purchase: { currency: string; network: string } | null;
  };
  quote: OnrampQuoteState;
  checkout: { status: OnrampCheckoutStatus; url: string | null };
  /** The provider URL could not be had: said above Continue. */
  error: { code: string } | null;
}
