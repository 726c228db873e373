// The command-line shell shared by the stack's services (anvil, relay, peer wallet): a parent
// process starts one with `--port 0 --exit-with-stdin`, reads its JSON line, and owns it.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A TCP port from a CLI flag (0 = any free port); throws naming the flag otherwise.
 * @param {unknown} value
 * @param {string} [flag]
 * @returns {number}
 */
export function parsePort(value, flag = '--port') {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid ${flag} ${value}`);
  return port;
}

/**
 * Keeps a started service running until SIGINT, SIGTERM or (with `exitWithStdin`) the end of
 * stdin, stopping it first; prints `description` as one JSON line for the parent to read.
 * @param {{ stop: () => Promise<unknown> }} service
 * @param {{ exitWithStdin?: unknown, description: unknown }} options
 */
export function serveUntilStopped(service, { exitWithStdin, description }) {
  const shutdown = async (/** @type {number} */ code) => {
    await service.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(130));
  process.on('SIGTERM', () => void shutdown(0));
  if (exitWithStdin) {
    process.stdin.on('end', () => void shutdown(0));
    process.stdin.resume();
  }
  console.log(JSON.stringify(description));
}

/**
 * Runs `main` when `moduleUrl` is the script node was started with; errors exit 1.
 * @param {string} moduleUrl
 * @param {() => Promise<unknown>} main
 */
export function runIfMain(moduleUrl, main) {
  if (!process.argv[1] || resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  main().catch((/** @type {unknown} */ error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
