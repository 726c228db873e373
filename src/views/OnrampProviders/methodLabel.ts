import type { PaymentMethod } from '../../features/onramp/types';
import type { MessageKey } from '../../i18n/en';

/** A payment method's name in the catalogue. */
export const METHOD_LABEL: Record<PaymentMethod, MessageKey> = {
  card: 'onramp.method.card',
  bank_account: 'onramp.method.bank_account',
};
