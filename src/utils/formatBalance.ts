/**
 * The display rule: `decimals` places, floored (never rounded up: a user must not see
 * more than they hold), padded with zeros. `null` gives the default `0.000`.
 */
export function formatBalance(value: string | null, decimals = 3): string {
  const match = value === null ? null : /^(-?)(\d*)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) return `0.${'0'.repeat(decimals)}`;
  const [, sign, whole, fraction = ''] = match;
  const digits = fraction.slice(0, decimals).padEnd(decimals, '0');
  const integer = (whole ?? '').replace(/^0+(?=\d)/, '') || '0';
  const negative = sign === '-' && /[1-9]/.test(integer + digits);
  return `${negative ? '-' : ''}${integer}${decimals > 0 ? `.${digits}` : ''}`;
}
