/**
 * The onramp's arithmetic, pure and exact: decimal strings are read as bigint units of their
 * places and written back as decimal strings. No floating point touches an amount.
 */
import { parseUnits } from '../../adapter/units';
import type { Money, OnrampQuote, OnrampQuoteRequest } from './types';

/** How long a quote holds when the API does not say (its `expiresAt` is optional). */
export const QUOTE_VALIDITY_MS = 60_000;

/** The fee range is 1-2 %; the estimate charges the middle, in basis points. */
const ESTIMATE_FEE_BASIS_POINTS = 150n;

/** Fiat places. */
export const FIAT_PLACES = 2;

const DECIMAL = /^(\d+)(?:\.(\d*))?$|^\.(\d+)$/;

/** Places written after the point ('98.5' → 1); null when `value` is no plain decimal. */
function placesOf(value: string): number | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  return (match[2] ?? match[3] ?? '').length;
}

/**
 * A decimal string in units of `places` ('10.5', 2 → 1050n); null when it is not a plain
 * non-negative decimal or has more significant places than that.
 */
export function toUnits(value: string, places: number): bigint | null {
  // The shared parser, kept to unsigned decimals; too many significant places is a null here.
  if (!DECIMAL.test(value.trim())) return null;
  try {
    return parseUnits(value, places);
  } catch {
    return null;
  }
}

/** Units of `places` as a decimal string with exactly that many places (1050n, 2 → '10.50'). */
export function fromUnits(units: bigint, places: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places);
  return `${negative ? '-' : ''}${whole}${places > 0 ? `.${fraction}` : ''}`;
}

/** A fiat amount with two places ('10' → '10.00'); other text is returned as it is. */
export function fiatText(value: string): string {
  const places = placesOf(value);
  if (places === null) return value;
  const units = toUnits(value, Math.max(places, FIAT_PLACES));
  return units === null ? value : fromUnits(units, Math.max(places, FIAT_PLACES));
}

/**
 * The provider's fee, which the quote does not state: total − subtotal − network fee, exact,
 * at the most places any of the three has (at least two). Null when one is not a decimal.
 */
export function providerFeeOf(
  quote: Pick<OnrampQuote, 'paymentTotal' | 'paymentSubtotal' | 'networkFee'>,
): Money | null {
  const { paymentTotal, paymentSubtotal, networkFee } = quote;
  const places = Math.max(
    FIAT_PLACES,
    ...[paymentTotal, paymentSubtotal, networkFee].map((part) => placesOf(part.amount) ?? 0),
  );
  const total = toUnits(paymentTotal.amount, places);
  const subtotal = toUnits(paymentSubtotal.amount, places);
  const network = toUnits(networkFee.amount, places);
  if (total === null || subtotal === null || network === null) return null;
  return { amount: fromUnits(total - subtotal - network, places), currency: paymentTotal.currency };
}

/**
 * The quote shown when the API's failed, marked as an estimate. The fee is 1.5 % of
 * the amount in cents, rounded half up; no network fee; the crypto amount is left to the
 * provider (null).
 */
export function estimateQuote(request: OnrampQuoteRequest, now: number): OnrampQuote {
  const total = toUnits(request.amount, FIAT_PLACES) ?? 0n;
  const fee = (total * ESTIMATE_FEE_BASIS_POINTS + 5_000n) / 10_000n;
  const money = (units: bigint): Money => ({
    amount: fromUnits(units, FIAT_PLACES),
    currency: request.paymentCurrency,
  });
  return {
    request,
    networkFee: money(0n),
    paymentSubtotal: money(total - fee),
    paymentTotal: money(total),
    purchaseAmount: null,
    quoteId: 'estimate',
    estimate: true,
    expiresAt: now + QUOTE_VALIDITY_MS,
  };
}

/** The quick amounts offered (in whole fiat), each clamped into the method's limits, no repeats. */
const QUICK_AMOUNTS = ['50', '100', '250'] as const;

export function quickAmounts(limits: { min: string; max: string } | null): string[] {
  const min = limits ? toUnits(limits.min, FIAT_PLACES) : null;
  const max = limits ? toUnits(limits.max, FIAT_PLACES) : null;
  const shown: string[] = [];
  for (const amount of QUICK_AMOUNTS) {
    let units = toUnits(amount, FIAT_PLACES)!;
    if (min !== null && units < min) units = min;
    if (max !== null && units > max) units = max;
    const text = fromUnits(units, FIAT_PLACES).replace(/\.00$/, '');
    if (!shown.includes(text)) shown.push(text);
  }
  return shown;
}

/** Whether `quote` answers `request` (the form has not changed since it was asked for). */
export function quoteMatches(
  quote: Pick<OnrampQuote, 'request'> | null,
  request: OnrampQuoteRequest | null,
): quote is OnrampQuote {
  if (!quote || !request) return false;
  const asked = quote.request;
  return (
    asked.amount === request.amount &&
    asked.paymentCurrency === request.paymentCurrency &&
    asked.method === request.method &&
    asked.purchaseCurrency === request.purchaseCurrency &&
    asked.network === request.network
  );
}
