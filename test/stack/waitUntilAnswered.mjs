/**
 * The readiness wait of a stand-in run as a child process: asks `probe` until it answers,
 * failing at once when the child exits first. Only a hang is bounded (`guardMs`, 5 minutes by
 * default): a busy machine may take long to start a child, and that is not a failure.
 */

/** How long a start may take before it counts as hung. */
export const READY_GUARD_MS = 5 * 60_000;
const POLL_INTERVAL_MS = 100;

/**
 * @template T
 * @param {(timeoutMs: number) => Promise<T | null>} probe one question to the child, given the
 *   time left; null (or a rejection, e.g. connection refused) means "not ready yet".
 * @param {{ exited: Promise<{ code: number | null, signal: string | null, error?: Error }>,
 *   guardMs?: number, signal?: AbortSignal }} options
 * @returns {Promise<{ answer: T } | { exit: { code: number | null, signal: string | null,
 *   error?: Error } } | { hung: true } | { aborted: true }>}
 */
export async function waitUntilAnswered(probe, { exited, guardMs = READY_GUARD_MS, signal }) {
  const deadline = Date.now() + guardMs;
  const exit = exited.then((info) => ({ exit: info }));
  const aborted = new Promise((resolveAbort) => {
    if (signal?.aborted) resolveAbort({ aborted: true });
    signal?.addEventListener('abort', () => resolveAbort({ aborted: true }), { once: true });
  });
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) return { hung: true };
    const asked = probe(left).then(
      (answer) => (answer === null || answer === undefined ? null : { answer }),
      () => null,
    );
    const outcome = await Promise.race([asked, exit, aborted]);
    if (outcome) return outcome;
    let timer;
    const paused = new Promise((resolvePause) => {
      timer = setTimeout(() => resolvePause(null), POLL_INTERVAL_MS);
    });
    const interrupted = await Promise.race([paused, exit, aborted]);
    clearTimeout(timer);
    if (interrupted) return interrupted;
  }
}
