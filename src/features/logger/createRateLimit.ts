/** Error reports are capped at 5 per 60 s. */
export const ERROR_REPORT_LIMIT = { max: 5, windowMs: 60_000 } as const;

/**
 * A sliding-window limit: `take()` is true at most `max` times within any `windowMs`.
 * @param now the clock, in ms (injectable for tests).
 */
export function createRateLimit(
  { max, windowMs }: { max: number; windowMs: number } = ERROR_REPORT_LIMIT,
  now: () => number = Date.now,
) {
  const taken: number[] = [];
  return {
    take(): boolean {
      const at = now();
      while (taken.length > 0 && at - taken[0]! >= windowMs) taken.shift();
      if (taken.length >= max) return false;
      taken.push(at);
      return true;
    },
  };
}
