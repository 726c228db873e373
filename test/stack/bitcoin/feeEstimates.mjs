/**
 * `GET /fee-estimates` at start: sat/vB by confirmation target in blocks, with the targets
 * Esplora answers (1-25, 144, 504, 1008). Targets 1, 3 and 6 are the usual high, medium and
 * low picks.
 */
export const DEFAULT_FEE_ESTIMATES = Object.freeze({
  1: 20.5,
  2: 15.3,
  3: 10.2,
  4: 8.1,
  5: 6.4,
  6: 5.1,
  7: 4.6,
  8: 4.2,
  9: 3.9,
  10: 3.6,
  11: 3.4,
  12: 3.2,
  13: 3.0,
  14: 2.9,
  15: 2.8,
  16: 2.7,
  17: 2.6,
  18: 2.5,
  19: 2.4,
  20: 2.3,
  21: 2.2,
  22: 2.1,
  23: 2.05,
  24: 2.0,
  25: 1.95,
  144: 1.5,
  504: 1.1,
  1008: 1.0,
});

/**
 * Checks the control API's replacement table: `{ "<blocks>": satPerVbyte }`, non-empty.
 * @param {unknown} estimates
 * @returns {Record<string, number>}
 */
export function parseFeeEstimates(estimates) {
  const entries = Object.entries(estimates ?? {});
  if (typeof estimates !== 'object' || Array.isArray(estimates) || entries.length === 0)
    throw new Error('estimates must be a non-empty object of {"<blocks>": satPerVbyte}');
  for (const [target, rate] of entries) {
    if (!/^[1-9]\d*$/.test(target)) throw new Error(`Invalid confirmation target ${target}`);
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0)
      throw new Error(`Invalid fee rate for target ${target}`);
  }
  return Object.fromEntries(entries);
}
