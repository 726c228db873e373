/** @typedef {{ code: number | null, signal: string | null, error?: Error }} ChildExit */

/**
 * What a stand-in run as a child process (anvil, Alto) needs around it: its exit tracked, a
 * `stop()` that sends SIGTERM and SIGKILL after a grace period (once, however often called),
 * and a SIGKILL when the parent exits without calling it.
 * @param {import('node:child_process').ChildProcess} child
 * @param {{ graceMs?: number }} [options]
 * @returns {{ exitInfo: () => ChildExit | null, exited: Promise<ChildExit>,
 *   stop: () => Promise<void> }}
 *   `exitInfo()` is null while the child runs; `exited` resolves when it stops.
 */
export function superviseChild(child, { graceMs = 3_000 } = {}) {
  /** @type {Promise<ChildExit>} */
  const exited = new Promise((resolveExit) => {
    child.once('exit', (code, signal) => resolveExit({ code, signal }));
    child.once('error', (error) => resolveExit({ code: null, signal: null, error }));
  });
  /** @type {ChildExit | null} */
  let exitInfo = null;
  void exited.then((info) => {
    exitInfo = info;
  });

  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopping = null;
  const stop = () => {
    stopping ??= (async () => {
      process.off('exit', killOnExit);
      if (exitInfo) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    })();
    return stopping;
  };
  return { exitInfo: () => exitInfo, exited, stop };
}

/**
 * Why a child stopped, in words: its error, or its exit code and signal.
 * @param {ChildExit} info
 */
export const describeExit = (info) =>
  info.error?.message ?? `exit code ${info.code}, signal ${info.signal}`;
