import type { FeeSpeed } from '../../src/adapter/ChainModule';

/** How soon a send should confirm (the ChainModule's speeds, re-exported for the adapter). */
export type { FeeSpeed };

/** Fee rates in whole sat/vB, by speed. */
export type FeeRates = Readonly<Record<FeeSpeed, number>>;

/** The confirmation target, in blocks, each speed asks for: next block, ~1 hour, ~1 day. */
const FEE_TARGETS: Readonly<Record<FeeSpeed, number>> = { high: 1, medium: 6, low: 144 };

/** Bitcoin Core's default minimum relay fee rate. */
const MIN_RELAY_RATE = 1;

/**
 * The fee rate of each speed from Esplora's `/fee-estimates` (sat/vB by target in blocks): the
 * estimate of the speed's target, or of the nearest longer target present, or of the longest
 * one when none is longer. Rates are rounded up to whole sat/vB (a fee is whole sats anyway,
 * and rounding down could fall under the estimate or, at 1.x, under the 1 sat/vB relay minimum),
 * are at least 1, and never fall as the speed rises (low ≤ medium ≤ high: a faster speed is
 * raised rather than a slower one lowered, so no speed pays under its own estimate). An empty
 * table (a regtest node without history) gives 1 sat/vB for every speed.
 */
export function feeRatesFrom(estimates: Readonly<Record<string, number>>): FeeRates {
  const table = Object.entries(estimates)
    .map(([target, rate]) => ({ target: Number(target), rate }))
    .filter(({ target, rate }) => Number.isInteger(target) && target > 0 && Number.isFinite(rate))
    .sort((a, b) => a.target - b.target);
  const rateFor = (target: number) => {
    const entry = table.find((candidate) => candidate.target >= target) ?? table.at(-1);
    return Math.max(MIN_RELAY_RATE, Math.ceil(entry?.rate ?? MIN_RELAY_RATE));
  };
  const low = rateFor(FEE_TARGETS.low);
  const medium = Math.max(low, rateFor(FEE_TARGETS.medium));
  const high = Math.max(medium, rateFor(FEE_TARGETS.high));
  return { low, medium, high };
}
