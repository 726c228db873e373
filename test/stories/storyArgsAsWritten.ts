/**
 * A story's args with the times in its preloaded state moved forward by the time since this
 * file loaded. A stories file builds its state once, at import (`timestamp: Date.now()`), and
 * the modal refetches a list or balance older than its cache time (30 s): a story rendered
 * late in a long or busy run would otherwise show a refetch, not the state it was written for.
 * A story whose times count down from now (a cooldown, "Resend code in") builds its state at
 * mount (`atMount`), not in its args: nothing here moves it, which would add the run's time
 * so far to what it shows.
 */
const loadedAt = Date.now();
/** Only epoch milliseconds near the load: a fixed date a story chose stays as it is. */
const NEAR_MS = 24 * 60 * 60 * 1000;
const TIME_KEY = /^timestamp$|At$/;

function shifted(value: unknown, by: number): unknown {
  if (Array.isArray(value)) return value.map((item) => shifted(item, by));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      TIME_KEY.test(key) && typeof item === 'number' && Math.abs(item - loadedAt) < NEAR_MS
        ? item + by
        : shifted(item, by),
    ]),
  );
}

/** The props to render a composed story with: its preloaded state's times as fresh as at import. */
export function storyArgsAsWritten(args: Record<string, unknown>): Record<string, unknown> {
  if (!('preloadedState' in args)) return {};
  return { preloadedState: shifted(args.preloadedState, Date.now() - loadedAt) };
}
