import { feeRatesFrom } from '../../../adapters/bitcoin/feeRates';

// The stand-in's default table (test/stack/bitcoin/feeEstimates.mjs), as Esplora answers it.
const ESPLORA_TABLE = {
  '1': 20.5,
  '2': 15.3,
  '3': 10.2,
  '4': 8.1,
  '5': 6.4,
  '6': 5.1,
  '7': 4.6,
  '25': 1.95,
  '144': 1.5,
  '504': 1.1,
  '1008': 1.0,
};

describe('feeRatesFrom', () => {
  it('takes targets 1, 6 and 144 blocks, rounded up to whole sat/vB', () => {
    expect(feeRatesFrom(ESPLORA_TABLE)).toEqual({ low: 2, medium: 6, high: 21 });
  });

  it('takes the nearest longer target when one is missing', () => {
    expect(feeRatesFrom({ '2': 10, '10': 4, '200': 1.2 })).toEqual({ low: 2, medium: 4, high: 10 });
  });

  it('takes the longest target when none is long enough', () => {
    expect(feeRatesFrom({ '1': 3.2, '3': 2 })).toEqual({ low: 2, medium: 2, high: 4 });
  });

  it('never lets a faster speed cost less than a slower one', () => {
    expect(feeRatesFrom({ '1': 2, '6': 5, '144': 9 })).toEqual({ low: 9, medium: 9, high: 9 });
  });

  it('is at least 1 sat/vB, also for an empty table (a regtest node without history)', () => {
    expect(feeRatesFrom({})).toEqual({ low: 1, medium: 1, high: 1 });
    expect(feeRatesFrom({ '1': 0.2, '6': 0 })).toEqual({ low: 1, medium: 1, high: 1 });
    expect(feeRatesFrom({ '1': 1.01 })).toEqual({ low: 2, medium: 2, high: 2 });
  });
});
