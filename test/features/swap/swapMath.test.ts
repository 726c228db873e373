import {
  SWAP_SLIPPAGE_PERCENT,
  amountOutFromReserves,
  createAnswerSequence,
  fromBaseUnits,
  isAllowanceSufficient,
  isBalanceInsufficient,
  isNewerAnswer,
  maxSwapAmount,
  minimumReceived,
  networkFee,
  priceImpactFromPrices,
  priceImpactFromReserves,
  swapSteps,
  toBaseUnits,
} from '../../../src/features/swap/swapMath';

const ether = (text: string) => toBaseUnits(text, 18)!;

describe('base units from decimal strings', () => {
  it.each([
    ['1.5', 6, 1_500_000n],
    ['0.000001', 6, 1n],
    ['.5', 6, 500_000n],
    ['2.', 6, 2_000_000n],
    ['  3 ', 0, 3n],
    ['1.230000000', 6, 1_230_000n],
    ['10000', 18, 10_000n * 10n ** 18n],
    ['0', 18, 0n],
  ])('%s with %i decimals is %s', (text, decimals, units) => {
    expect(toBaseUnits(text, decimals)).toBe(units);
  });

  it.each([[''], ['.'], ['abc'], ['1,5'], ['-1'], ['1e3'], ['1.2.3'], ['0x10'], ['1.0000001']])(
    '%j is not an amount of a 6-decimal token',
    (text) => {
      expect(toBaseUnits(text, 6)).toBeNull();
    },
  );

  it('writes base units back exactly, without trailing zeros', () => {
    expect(fromBaseUnits(1_500_000n, 6)).toBe('1.5');
    expect(fromBaseUnits(1n, 18)).toBe('0.000000000000000001');
    expect(fromBaseUnits(0n, 6)).toBe('0');
    expect(fromBaseUnits(3_000_000_000n, 6)).toBe('3000');
    expect(fromBaseUnits(-25n, 1)).toBe('-2.5');
    expect(fromBaseUnits(toBaseUnits('123.456789', 18)!, 18)).toBe('123.456789');
  });
});

describe('allowance rule (spec §5)', () => {
  it('is sufficient only when the allowance is at least the amount in base units', () => {
    const amount = toBaseUnits('100', 6)!;
    expect(isAllowanceSufficient('100000000', amount)).toBe(true);
    expect(isAllowanceSufficient('100000001', amount)).toBe(true);
    expect(isAllowanceSufficient('99999999', amount)).toBe(false);
    expect(isAllowanceSufficient('0', amount)).toBe(false);
    expect(isAllowanceSufficient((2n ** 256n - 1n).toString(), amount)).toBe(true);
    expect(isAllowanceSufficient(amount, amount)).toBe(true);
  });

  it('is never sufficient for a malformed allowance', () => {
    expect(isAllowanceSufficient('', 1n)).toBe(false);
    expect(isAllowanceSufficient('1e30', 1n)).toBe(false);
    expect(isAllowanceSufficient('-5', 0n)).toBe(false);
  });

  it('sequences the approval before the swap only when a token falls short', () => {
    const amount = toBaseUnits('100', 6)!;
    expect(swapSteps({ native: false, allowance: '0', amount })).toEqual(['approve', 'swap']);
    expect(swapSteps({ native: false, allowance: '100000000', amount })).toEqual(['swap']);
    // The native currency is never approved, whatever the API says of its allowance.
    expect(swapSteps({ native: true, allowance: '0', amount })).toEqual(['swap']);
  });
});

describe('minimum received', () => {
  it('is the quote less the slippage, rounded down; 1% by default (spec §9)', () => {
    expect(SWAP_SLIPPAGE_PERCENT).toBe(1);
    expect(minimumReceived(1_000_000n)).toBe(990_000n);
    expect(minimumReceived(1_494_757_341n)).toBe(1_479_809_767n);
    expect(minimumReceived(999n, 1)).toBe(989n);
    expect(minimumReceived(1_000_000n, 0.5)).toBe(995_000n);
    expect(minimumReceived(1_000_000n, 0)).toBe(1_000_000n);
  });

  it('refuses a slippage outside 0-100 percent', () => {
    expect(() => minimumReceived(1n, -1)).toThrow(RangeError);
    expect(() => minimumReceived(1n, 101)).toThrow(RangeError);
    expect(() => minimumReceived(1n, Number.NaN)).toThrow(RangeError);
  });
});

describe('pool arithmetic and price impact', () => {
  it('quotes as Uniswap V2 does (0.3% fee)', () => {
    // Measured on anvil (wave2 notes): 10 in, reserves 10 000 / 20 000.
    expect(amountOutFromReserves(ether('10'), ether('10000'), ether('20000'))).toBe(
      ether('19.920139620798064329'),
    );
    expect(amountOutFromReserves(0n, 1n, 1n)).toBe(0n);
    expect(amountOutFromReserves(1n, 0n, 1n)).toBe(0n);
  });

  it('price impact from reserves: against the mid price, the fee left out', () => {
    // amountIn after the fee / (reserveIn + it): 9.97 / 10 009.97.
    expect(
      priceImpactFromReserves({
        amountIn: ether('10'),
        reserveIn: ether('10000'),
        reserveOut: ether('20000'),
      }),
    ).toBeCloseTo(0.0996, 4);
    // A tenth of the pool moves the price by about 9%.
    expect(
      priceImpactFromReserves({
        amountIn: ether('100'),
        reserveIn: ether('1000'),
        reserveOut: toBaseUnits('3000000', 6)!,
      }),
    ).toBeCloseTo(9.066, 2);
    expect(priceImpactFromReserves({ amountIn: 0n, reserveIn: 1n, reserveOut: 1n })).toBe(0);
  });

  it('price impact from fiat prices: what the target is worth against the source', () => {
    const impact = (toAmount: bigint) =>
      priceImpactFromPrices({
        fromAmount: ether('0.5'),
        fromDecimals: 18,
        fromPrice: 3000,
        toAmount,
        toDecimals: 6,
        toPrice: 1,
      });
    expect(impact(toBaseUnits('1500', 6)!)).toBeCloseTo(0, 10);
    expect(impact(toBaseUnits('1494.75', 6)!)).toBeCloseTo(0.35, 10);
    expect(impact(toBaseUnits('1515', 6)!)).toBeCloseTo(-1, 10);
    expect(
      priceImpactFromPrices({
        fromAmount: 0n,
        fromDecimals: 18,
        fromPrice: 3000,
        toAmount: 0n,
        toDecimals: 6,
        toPrice: 1,
      }),
    ).toBe(0);
  });
});

describe('balances and the fee', () => {
  const fee = networkFee(150_000n, 2_000_000_000n);

  it('the fee is gas limit × gas price', () => {
    expect(fee).toBe(ether('0.0003'));
  });

  it('max keeps the fee of a native swap, and takes all of a token', () => {
    expect(maxSwapAmount({ balance: ether('1'), native: true, fee })).toBe(ether('0.9997'));
    expect(maxSwapAmount({ balance: ether('0.0001'), native: true, fee })).toBe(0n);
    expect(maxSwapAmount({ balance: 5n, native: false, fee })).toBe(5n);
  });

  it('is insufficient when the amount plus the fee exceeds what pays them', () => {
    const nativeBalance = ether('1');
    expect(
      isBalanceInsufficient({
        amount: ether('0.9997'),
        balance: nativeBalance,
        native: true,
        fee,
        nativeBalance,
      }),
    ).toBe(false);
    expect(
      isBalanceInsufficient({
        amount: ether('0.9998'),
        balance: nativeBalance,
        native: true,
        fee,
        nativeBalance,
      }),
    ).toBe(true);
    expect(
      isBalanceInsufficient({ amount: 10n, balance: 10n, native: false, fee, nativeBalance }),
    ).toBe(false);
    expect(
      isBalanceInsufficient({ amount: 11n, balance: 10n, native: false, fee, nativeBalance }),
    ).toBe(true);
    expect(
      isBalanceInsufficient({
        amount: 10n,
        balance: 10n,
        native: false,
        fee,
        nativeBalance: fee - 1n,
      }),
    ).toBe(true);
  });
});

describe('stale-answer rule', () => {
  it('an older answer never overwrites a newer one', () => {
    expect(isNewerAnswer(1, null)).toBe(true);
    expect(isNewerAnswer(3, 2)).toBe(true);
    expect(isNewerAnswer(2, 3)).toBe(false);
    expect(isNewerAnswer(3, 3)).toBe(false);
  });

  it('the sequence numbers requests and gates their answers in any arrival order', () => {
    const quotes = createAnswerSequence();
    const [first, second, third] = [quotes.next(), quotes.next(), quotes.next()];
    expect([first, second, third]).toEqual([1, 2, 3]);
    expect(quotes.accept(second)).toBe(true);
    expect(quotes.accept(first)).toBe(false);
    expect(quotes.isLatest(second)).toBe(false);
    expect(quotes.isLatest(third)).toBe(true);
    expect(quotes.accept(third)).toBe(true);
    expect(quotes.accept(third)).toBe(false);
  });
});
