/**
 * fast-check parameters shared by the property tests and fuzzers: the run count a test asks
 * for, and a failure replayed exactly. fast-check prints `{ seed, path }` on a failure; to
 * replay it, run the one test with `PORTICO_FC_SEED=<seed> PORTICO_FC_PATH=<path>`.
 */
import type { Parameters } from 'fast-check';

export function propertyRuns<T>(numRuns: number, extra: Parameters<T> = {}): Parameters<T> {
  const seed = process.env.PORTICO_FC_SEED;
  const path = process.env.PORTICO_FC_PATH;
  return {
    numRuns,
    ...extra,
    ...(seed === undefined ? {} : { seed: Number(seed) }),
    ...(path === undefined ? {} : { path }),
  };
}
