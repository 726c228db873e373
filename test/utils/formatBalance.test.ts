import { formatBalance } from '../../src/utils/formatBalance';

describe('formatBalance (spec §5: 3 decimals floored, default 0.000)', () => {
  it.each([
    ['10000', '10000.000'],
    ['10000.0', '10000.000'],
    ['1.2345', '1.234'],
    ['1.9999', '1.999'],
    ['0.0009', '0.000'],
    ['0.001', '0.001'],
    ['2.5', '2.500'],
    ['.5', '0.500'],
    ['007.25', '7.250'],
    ['  3.14159 ', '3.141'],
  ])('floors, never rounds: %s → %s', (value, expected) => {
    expect(formatBalance(value)).toBe(expected);
  });

  it('default: null and unparsable values show 0.000', () => {
    expect(formatBalance(null)).toBe('0.000');
    expect(formatBalance('')).toBe('0.000');
    expect(formatBalance('abc')).toBe('0.000');
    expect(formatBalance('1e21')).toBe('0.000');
    expect(formatBalance('1,5')).toBe('0.000');
  });

  it('behavior: large values keep every integer digit (no float rounding)', () => {
    expect(
      formatBalance(
        '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
      ),
    ).toBe('115792089237316195423570985008687907853269984665640564039457.584');
    expect(formatBalance('9007199254740993.9999')).toBe('9007199254740993.999');
  });

  it('behavior: a negative value that floors to zero shows no minus sign', () => {
    expect(formatBalance('-0.0001')).toBe('0.000');
    expect(formatBalance('-0')).toBe('0.000');
    expect(formatBalance('-1.5')).toBe('-1.500');
  });

  it('parameters: decimals', () => {
    expect(formatBalance('1.23456', 2)).toBe('1.23');
    expect(formatBalance('1.99', 0)).toBe('1');
    expect(formatBalance(null, 2)).toBe('0.00');
    expect(formatBalance('1.5', 5)).toBe('1.50000');
  });
});
