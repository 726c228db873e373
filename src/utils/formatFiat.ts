/**
 * Fiat with 2 decimals, in the modal's locale (`$10,000.00` in English). The only
 * currency of the balance call is USD.
 */
export function createFiatFormatter(locale: string): (value: number) => string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  } catch {
    // An invalid locale tag: English rather than a crash.
    format = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' });
  }
  return (value) => format.format(Number.isFinite(value) ? value : 0);
}
