import type { MessageKey } from '../../i18n/en';
import { FIAT_PLACES, fromUnits, toUnits } from './onrampMath';
import type { OnrampProblem, PaymentCurrency, PaymentMethod } from './types';

/** A method's limits in a currency, exact decimal strings. */
export interface MethodLimits {
  min: string;
  max: string;
}

/** The limits of `method` in `currency`; null when the currency does not take that method. */
export function limitsOf(
  currency: PaymentCurrency | null,
  method: PaymentMethod,
): MethodLimits | null {
  const limit = currency?.payment_method_limits.find((entry) => entry.id === method);
  return limit ? { min: limit.min, max: limit.max } : null;
}

const MIN_KEY: Record<PaymentMethod, MessageKey> = {
  card: 'onramp.error.min.card',
  bank_account: 'onramp.error.min.bank_account',
};
const MAX_KEY: Record<PaymentMethod, MessageKey> = {
  card: 'onramp.error.max.card',
  bank_account: 'onramp.error.max.bank_account',
};

/**
 * What is wrong with the typed amount for this method, checked before any quote: a decimal with
 * at most two places, within the method's min and max. Null when it is fine or still empty.
 */
export function amountProblem(
  amount: string,
  currency: string,
  method: PaymentMethod,
  limits: MethodLimits | null,
): OnrampProblem | null {
  if (amount.trim() === '') return null;
  const units = toUnits(amount, FIAT_PLACES);
  if (units === null || units === 0n) return { key: 'onramp.error.amount' };
  if (!limits) return { key: 'onramp.error.method' };
  const min = toUnits(limits.min, FIAT_PLACES);
  const max = toUnits(limits.max, FIAT_PLACES);
  if (min !== null && units < min)
    return { key: MIN_KEY[method], params: { min: fromUnits(min, FIAT_PLACES), currency } };
  if (max !== null && units > max)
    return { key: MAX_KEY[method], params: { max: fromUnits(max, FIAT_PLACES), currency } };
  return null;
}
