/**
 * Moves the times in a story's preloaded state forward by the time since this file loaded. A
 * stories file builds its state once, at import (`timestamp: Date.now()`), and the modal
 * refetches a list or balance older than its cache time (30 s): a story opened late (a long
 * look in Storybook, a busy test run) would otherwise show a refetch, not the state it was
 * written for.
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

/** `state` with its times as fresh as when the stories were loaded. */
export function freshTimes<T>(state: T): T {
  return shifted(state, Date.now() - loadedAt) as T;
}
