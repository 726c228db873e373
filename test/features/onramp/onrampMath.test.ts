/** @jest-environment node */
import {
  estimateQuote,
  fiatText,
  fromUnits,
  providerFeeOf,
  quickAmounts,
  quoteMatches,
  QUOTE_VALIDITY_MS,
  toUnits,
} from '../../../src/features/onramp/onrampMath';
import type { OnrampQuoteRequest } from '../../../src/features/onramp/types';

const request = (amount: string): OnrampQuoteRequest => ({
  amount,
  paymentCurrency: 'USD',
  method: 'card',
  purchaseCurrency: 'USDC',
  network: 'ethereum',
});

describe('onramp arithmetic', () => {
  it('default: decimal strings to units and back, exactly', () => {
    expect(toUnits('10.5', 2)).toBe(1050n);
    expect(toUnits('.5', 2)).toBe(50n);
    expect(toUnits('10.50', 2)).toBe(1050n);
    expect(toUnits('10.123', 2)).toBeNull();
    expect(toUnits('1e3', 2)).toBeNull();
    expect(toUnits('-1', 2)).toBeNull();
    expect(toUnits('', 2)).toBeNull();
    expect(fromUnits(1050n, 2)).toBe('10.50');
    expect(fromUnits(5n, 2)).toBe('0.05');
    expect(fromUnits(-15n, 2)).toBe('-0.15');
    expect(fiatText('10')).toBe('10.00');
    expect(fiatText('98.255')).toBe('98.255');
  });

  it('behavior: the estimate charges 1.5 % in cents, rounded half up, and adds up exactly', () => {
    const cases: Array<[string, string, string]> = [
      ['100.00', '1.50', '98.50'],
      ['10', '0.15', '9.85'],
      // 10.01 × 1.5 % = 0.15015 → 0.15; 10.30 × 1.5 % = 0.1545 → 0.15; 10.10 → 0.1515 → 0.15
      ['10.01', '0.15', '9.86'],
      ['10.30', '0.15', '10.15'],
      // 10.70 × 1.5 % = 0.1605 → 0.16; 0.10 × 1.5 % = 0.0015 → 0.00; 1.00 → 0.015 → 0.02 (half up)
      ['10.70', '0.16', '10.54'],
      ['1.00', '0.02', '0.98'],
      ['7500.00', '112.50', '7387.50'],
      ['24999.99', '375.00', '24624.99'],
      ['0.1', '0.00', '0.10'],
    ];
    for (const [amount, fee, subtotal] of cases) {
      const quote = estimateQuote(request(amount), 1_000);
      expect(quote.paymentTotal).toEqual({ amount: fiatText(amount), currency: 'USD' });
      expect(quote.paymentSubtotal).toEqual({ amount: subtotal, currency: 'USD' });
      expect(quote.networkFee).toEqual({ amount: '0.00', currency: 'USD' });
      expect(providerFeeOf(quote)).toEqual({ amount: fee, currency: 'USD' });
      // subtotal + fee + network fee = total, in integer cents.
      expect(toUnits(subtotal, 2)! + toUnits(fee, 2)!).toBe(toUnits(amount, 2));
    }
    const quote = estimateQuote(request('100.00'), 1_000);
    expect(quote).toMatchObject({
      estimate: true,
      purchaseAmount: null,
      quoteId: 'estimate',
      expiresAt: 1_000 + QUOTE_VALIDITY_MS,
    });
  });

  it('behavior: the provider fee is total − subtotal − network fee at the most places given', () => {
    const money = (amount: string) => ({ amount, currency: 'EUR' });
    expect(
      providerFeeOf({
        paymentTotal: money('100'),
        paymentSubtotal: money('98.255'),
        networkFee: money('0.2'),
      }),
    ).toEqual(money('1.545'));
    // 0.1 + 0.2 in floating point is 0.30000000000000004: not here.
    expect(
      providerFeeOf({
        paymentTotal: money('0.30'),
        paymentSubtotal: money('0.1'),
        networkFee: money('0.2'),
      }),
    ).toEqual(money('0.00'));
    expect(
      providerFeeOf({
        paymentTotal: money('abc'),
        paymentSubtotal: money('0.1'),
        networkFee: money('0.2'),
      }),
    ).toBeNull();
  });

  it('parameters: quick amounts are clamped into the limits, without repeats', () => {
    expect(quickAmounts({ min: '10.00', max: '7500.00' })).toEqual(['50', '100', '250']);
    expect(quickAmounts({ min: '60.00', max: '7500.00' })).toEqual(['60', '100', '250']);
    expect(quickAmounts({ min: '10.00', max: '80.00' })).toEqual(['50', '80']);
    expect(quickAmounts({ min: '10.00', max: '99.50' })).toEqual(['50', '99.50']);
    expect(quickAmounts(null)).toEqual(['50', '100', '250']);
  });

  it('behavior: a quote is for a request only when every field matches', () => {
    const quote = estimateQuote(request('100.00'), 0);
    expect(quoteMatches(quote, request('100.00'))).toBe(true);
    expect(quoteMatches(quote, request('100.01'))).toBe(false);
    expect(quoteMatches(quote, { ...request('100.00'), method: 'bank_account' })).toBe(false);
    expect(quoteMatches(null, request('100.00'))).toBe(false);
    expect(quoteMatches(quote, null)).toBe(false);
  });
});
