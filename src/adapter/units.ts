import { PorticoError } from './PorticoError';

/**
 * Decimal string ↔ smallest unit, exact with bigint, for every chain (wei, lamports, token
 * units). Ours rather than ethers' so an adapter entry does not pull a chain SDK's utils into
 * the host bundle for two small functions.
 */
export function parseUnits(value: string, decimals: number): bigint {
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(value.trim());
  if (!match || (match[2] === '' && !match[3])) {
    throw new PorticoError('INVALID_AMOUNT', 'Invalid amount', { details: value });
  }
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > decimals && /[1-9]/.test(fraction.slice(decimals))) {
    throw new PorticoError('INVALID_AMOUNT', 'Too many decimal places', {
      details: `${value} (${decimals} decimals)`,
    });
  }
  const units = BigInt(`${whole || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`);
  return sign ? -units : units;
}

export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
