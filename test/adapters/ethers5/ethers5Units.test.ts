import { ethers5Units } from '../../../adapters/ethers5/ethers5Units';
import { formatUnits, parseUnits } from '../../../src/adapter/units';

/** ethers 5's units answer exactly as the shared ones: the same values and the same errors. */

const outcome = (parse: () => bigint) => {
  try {
    return { value: parse() };
  } catch (error) {
    const { name, code, shortMessage, details } = error as Record<string, unknown>;
    return { error: { name, code, shortMessage, details } };
  }
};

const PARSE_CASES: Array<[string, number]> = [
  ['1.5', 18],
  ['0', 18],
  ['10000', 18],
  ['0.000000000000000001', 18],
  ['1.500000', 6],
  ['1.', 6],
  ['.5', 6],
  ['-1.25', 6],
  ['-.5', 6],
  ['  2.5  ', 6],
  ['007', 0],
  ['1.0', 0],
  ['123456789012345678901234567890.123456', 6],
  // refused: too many decimals, then not an amount at all
  ['1.0000001', 6],
  ['0.1', 0],
  ['abc', 18],
  ['', 18],
  ['.', 18],
  ['-', 18],
  ['1.2.3', 18],
  ['1e18', 18],
  ['+1', 18],
  ['0x10', 18],
  ['1 000', 18],
];

describe('ethers5Units', () => {
  it.each(PARSE_CASES)('parseUnits(%j, %i) answers as the shared parseUnits', (value, decimals) => {
    const shared = outcome(() => parseUnits(value, decimals));
    expect(outcome(() => ethers5Units.parseUnits(value, decimals))).toEqual(shared);
  });

  it('errors: bad input is INVALID_AMOUNT with the shared short messages', () => {
    expect(() => ethers5Units.parseUnits('abc', 18)).toThrow('Invalid amount');
    expect(() => ethers5Units.parseUnits('1.0000001', 6)).toThrow('Too many decimal places');
    expect(outcome(() => ethers5Units.parseUnits('1.0000001', 6))).toEqual({
      error: {
        name: 'PorticoError',
        code: 'INVALID_AMOUNT',
        shortMessage: 'Too many decimal places',
        details: '1.0000001 (6 decimals)',
      },
    });
  });

  it('behavior: formatUnits writes what the shared one writes (no ".0" for whole amounts)', () => {
    const values = [
      0n,
      1n,
      10n,
      1_500_000n,
      10n ** 18n,
      10_000n * 10n ** 18n,
      -1_250_000n,
      2n ** 256n - 1n,
    ];
    for (const decimals of [0, 1, 6, 18])
      for (const value of values)
        expect(ethers5Units.formatUnits(value, decimals)).toBe(formatUnits(value, decimals));
    expect(ethers5Units.formatUnits(10n ** 18n, 18)).toBe('1');
  });
});
