/** Whether a start failed because its port was in use. */
export const isPortTaken = (/** @type {any} */ error) =>
  /EADDRINUSE/.test(`${error?.code ?? ''} ${error?.message ?? ''}`);

/** @param {object} started a started stand-in, which may say its port */
const portOf = (started) => ('port' in started ? started.port : undefined);

/**
 * Starts a stand-in with `start(port)`: on `port` when one was given (then required), else on
 * its default port `fallback`, moving to a free port (with a warning) when that one is taken.
 * `start` must leave nothing running when it fails, since it is called again.
 * @template {object} T
 * @param {{ name: string, port?: number, fallback: number, start: (port: number) => Promise<T>,
 *   log?: (line: string) => void }} options
 * @returns {Promise<T>}
 */
export async function startOnPort({ name, port, fallback, start, log = console.warn }) {
  if (port !== undefined) return start(port);
  try {
    return await start(fallback);
  } catch (error) {
    if (!isPortTaken(error)) throw error;
    const started = await start(0);
    log(
      `Port ${fallback} is taken: the ${name} runs on port ${portOf(started) ?? 'a free one'} instead.`,
    );
    return started;
  }
}
