/**
 * A token amount for display: an exact decimal string cut (floored, never rounded up) to
 * `places` decimals without trailing zeros; a non-zero amount smaller than that shows as
 * `<0.000001`.
 */
export function formatTokenAmount(value: string, places = 6): string {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) return value;
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '') || '0';
  const fraction = (match[2] ?? '').slice(0, places).replace(/0+$/, '');
  if (whole === '0' && fraction === '' && /[1-9]/.test(match[2] ?? ''))
    return `<0.${'0'.repeat(places - 1)}1`;
  return fraction ? `${whole}.${fraction}` : whole;
}

/** A rate for display: six significant digits, without trailing zeros or an exponent. */
export function formatRate(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '0';
  const digits = Math.max(0, 6 - Math.floor(Math.log10(value)) - 1);
  return formatTokenAmount(value.toFixed(Math.min(digits, 18)), 18);
}

/** A percent with two decimals (`0.35`), for the price impact. */
export const formatPercent = (value: number): string =>
  (Math.abs(value) < 0.005 ? 0 : value).toFixed(2);
