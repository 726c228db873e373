/**
 * Exact decimal arithmetic for the onramp routes: decimal strings ↔ BigInt smallest units, no
 * floats anywhere (a quote must come out the same to the last unit every run).
 */

const DECIMAL = /^(\d{1,15})(?:\.(\d+))?$/;

/**
 * `text` ("98.5") in units of 10^-decimals (98500000n for 6); null when it is not a plain
 * decimal. Places beyond `decimals` are null too, or cut off (floored) with `{ floor: true }`.
 * @param {unknown} text
 * @param {number} decimals
 * @param {{ floor?: boolean }} [options]
 * @returns {bigint | null}
 */
export function parseDecimal(text, decimals, { floor = false } = {}) {
  const match = typeof text === 'string' ? DECIMAL.exec(text) : null;
  if (!match) return null;
  let fraction = match[2] ?? '';
  if (fraction.length > decimals) {
    if (!floor) return null;
    fraction = fraction.slice(0, decimals);
  }
  return BigInt(match[1] + fraction.padEnd(decimals, '0'));
}

/**
 * `units` of 10^-decimals as a decimal string with exactly `decimals` places.
 * @param {bigint} units
 * @param {number} decimals
 */
export function formatDecimal(units, decimals) {
  const digits = units.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/**
 * A decimal string ("1.08") as the exact fraction `{ n: 108n, d: 100n }`.
 * @param {string} text
 */
export function ratio(text) {
  const places = text.split('.')[1]?.length ?? 0;
  return { n: decimalUnits(text, places), d: 10n ** BigInt(places) };
}

/**
 * `text`, a decimal the stand-in itself wrote or validated, in units of 10^-decimals; throws
 * (a bug in the stand-in, not a bad request) when it is not one.
 * @param {string} text
 * @param {number} decimals
 * @returns {bigint}
 */
export function decimalUnits(text, decimals) {
  const units = parseDecimal(text, decimals);
  if (units === null) throw new Error(`Not a decimal with at most ${decimals} places: ${text}`);
  return units;
}

/** ⌈a / b⌉ for non-negative BigInts. */
export const ceilDiv = (/** @type {bigint} */ a, /** @type {bigint} */ b) => (a + b - 1n) / b;
