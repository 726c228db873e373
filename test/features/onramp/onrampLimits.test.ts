/** @jest-environment node */
import { DEFAULT_ONRAMP_OPTIONS } from '../../../src/features/onramp/onrampDefaults';
import { amountProblem, limitsOf } from '../../../src/features/onramp/onrampLimits';
import type { PaymentCurrency } from '../../../src/features/onramp/types';

const usd = DEFAULT_ONRAMP_OPTIONS.paymentCurrencies.find((c) => c.id === 'USD')!;
const gbp: PaymentCurrency = {
  id: 'GBP',
  payment_method_limits: [{ id: 'card', min: '10.00', max: '5000.00' }],
};

describe('onramp limits', () => {
  it('default: spec §9 limits per method (USD and EUR)', () => {
    for (const currency of DEFAULT_ONRAMP_OPTIONS.paymentCurrencies) {
      expect(limitsOf(currency, 'card')).toEqual({ min: '10.00', max: '7500.00' });
      expect(limitsOf(currency, 'bank_account')).toEqual({ min: '10.00', max: '25000.00' });
    }
    expect(DEFAULT_ONRAMP_OPTIONS.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR']);
  });

  it('behavior: card amounts between 10.00 and 7500.00 inclusive', () => {
    const check = (amount: string) => amountProblem(amount, 'USD', 'card', limitsOf(usd, 'card'));
    expect(check('')).toBeNull();
    expect(check('10')).toBeNull();
    expect(check('10.00')).toBeNull();
    expect(check('7500')).toBeNull();
    expect(check('9.99')).toEqual({
      key: 'onramp.error.min.card',
      params: { min: '10.00', currency: 'USD' },
    });
    expect(check('7500.01')).toEqual({
      key: 'onramp.error.max.card',
      params: { max: '7500.00', currency: 'USD' },
    });
  });

  it('behavior: bank account amounts up to 25000.00', () => {
    const check = (amount: string) =>
      amountProblem(amount, 'USD', 'bank_account', limitsOf(usd, 'bank_account'));
    expect(check('7500.01')).toBeNull();
    expect(check('25000.00')).toBeNull();
    expect(check('25000.01')).toEqual({
      key: 'onramp.error.max.bank_account',
      params: { max: '25000.00', currency: 'USD' },
    });
    expect(check('5')).toEqual({
      key: 'onramp.error.min.bank_account',
      params: { min: '10.00', currency: 'USD' },
    });
  });

  it('parameters: another currency has its own limits, and may not take a method', () => {
    expect(amountProblem('6000', 'GBP', 'card', limitsOf(gbp, 'card'))).toEqual({
      key: 'onramp.error.max.card',
      params: { max: '5000.00', currency: 'GBP' },
    });
    expect(limitsOf(gbp, 'bank_account')).toBeNull();
    expect(amountProblem('100', 'GBP', 'bank_account', null)).toEqual({
      key: 'onramp.error.method',
    });
  });

  it('behavior: not an amount of money: zero, more than two decimals, not digits', () => {
    for (const amount of ['0', '0.00', '10.001', 'abc', '1e3', '-5', '10,5'])
      expect(amountProblem(amount, 'USD', 'card', limitsOf(usd, 'card'))).toEqual({
        key: 'onramp.error.amount',
      });
  });
});
