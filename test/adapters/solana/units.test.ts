import { solanaChain } from '../../../adapters/solana/solanaChain';
import { PorticoError } from '../../../src/adapter/PorticoError';

const { parseUnits, formatUnits } = solanaChain;

describe('solana units', () => {
  it('default: SOL has 9 decimals, exactly, lamport by lamport', () => {
    expect(parseUnits('1', 9)).toBe(1_000_000_000n);
    expect(parseUnits('0.25', 9)).toBe(250_000_000n);
    expect(parseUnits('0.000000001', 9)).toBe(1n);
    expect(parseUnits('123456789.123456789', 9)).toBe(123_456_789_123_456_789n);
    // Beyond a double's 53 bits: still exact.
    expect(parseUnits('18446744073.709551615', 9)).toBe(2n ** 64n - 1n);
    expect(formatUnits(1n, 9)).toBe('0.000000001');
    expect(formatUnits(100_000_000_000n, 9)).toBe('100');
    expect(formatUnits(2n ** 64n - 1n, 9)).toBe('18446744073.709551615');
  });

  it('default: an SPL token has its mint’s decimals (the dev mint: 6)', () => {
    expect(parseUnits('1000', 6)).toBe(1_000_000_000n);
    expect(parseUnits('0.000001', 6)).toBe(1n);
    expect(formatUnits(250_000_000n, 6)).toBe('250');
    expect(formatUnits(1_500_001n, 6)).toBe('1.500001');
    expect(parseUnits('7', 0)).toBe(7n);
  });

  it('behavior: round trip of every amount written with at most the decimals', () => {
    for (const text of ['0', '1', '0.1', '42.000000007', '0.999999999'])
      expect(formatUnits(parseUnits(text, 9), 9)).toBe(text);
  });

  it('errors: more decimals than the token has, or not a number, is INVALID_AMOUNT', () => {
    const codeOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof PorticoError ? error.code : 'other';
      }
      return 'none';
    };
    expect(codeOf(() => parseUnits('0.0000000001', 9))).toBe('INVALID_AMOUNT');
    expect(codeOf(() => parseUnits('1.0000001', 6))).toBe('INVALID_AMOUNT');
    expect(codeOf(() => parseUnits('1e9', 9))).toBe('INVALID_AMOUNT');
    expect(codeOf(() => parseUnits('', 9))).toBe('INVALID_AMOUNT');
    expect(codeOf(() => parseUnits('1,5', 9))).toBe('INVALID_AMOUNT');
    // Zeros past the decimals say nothing more: accepted.
    expect(parseUnits('1.0000000000', 9)).toBe(1_000_000_000n);
  });
});
