import { numberFormat } from './intlFormats';
import { createFiatFormatter } from '../utils/formatFiat';

export interface NumberFormats {
  /**
   * A decimal string already cut to its places (`1234.500`, `<0.000001`) as the locale writes
   * numbers (`1.234,500` in German), digit for digit: Intl formats the string itself, so no
   * float ever rounds a balance up.
   */
  amount(value: string): string;
  /** US dollars with 2 decimals, in the locale's currency format. */
  fiat(value: number): string;
  /** A number with exactly `places` decimals (a percent's figure before its sign). */
  fixed(value: number, places: number): string;
  /** The locale's decimal separator (`.` or `,`, `٫` in Arabic and Persian). */
  decimalSeparator: string;
}

const DECIMAL = /^([<>]?)(-?\d+)(?:\.(\d+))?$/;

const shared = new Map<string, NumberFormats>();

/** The formats of a locale: one set per locale, shared by every view that asks. */
export function createNumberFormats(locale: string): NumberFormats {
  let formats = shared.get(locale);
  if (!formats) {
    formats = buildNumberFormats(locale);
    shared.set(locale, formats);
  }
  return formats;
}

function buildNumberFormats(locale: string): NumberFormats {
  const byPlaces = new Map<number, Intl.NumberFormat>();
  const withPlaces = (places: number) => {
    let format = byPlaces.get(places);
    if (!format) {
      format = numberFormat(locale, {
        minimumFractionDigits: places,
        maximumFractionDigits: places,
        roundingMode: 'trunc',
      } as Intl.NumberFormatOptions);
      byPlaces.set(places, format);
    }
    return format;
  };
  return {
    amount(value) {
      const match = DECIMAL.exec(value.trim());
      if (!match) return value;
      const [, prefix = '', whole = '0', fraction = ''] = match;
      const exact = fraction ? `${whole}.${fraction}` : whole;
      return prefix + withPlaces(fraction.length).format(exact as unknown as number);
    },
    fiat: createFiatFormatter(locale),
    decimalSeparator:
      numberFormat(locale, {})
        .formatToParts(1.5)
        .find((part) => part.type === 'decimal')?.value ?? '.',
    fixed: (value, places) =>
      numberFormat(locale, { minimumFractionDigits: places, maximumFractionDigits: places }).format(
        value,
      ),
  };
}
