// The command-line shell shared by the stack's services (anvil, relay, peer wallet): a parent
// process starts one with `--port 0 --exit-with-stdin`, reads its JSON line, and owns it.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A TCP port from a CLI flag (0 = any free port); throws naming the flag otherwise. */
export function parsePort(value, flag = '--port') {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid ${flag} ${value}`);
  return port;
}

/**
 * Keeps a started service running until SIGINT, SIGTERM or (with `exitWithStdin`) the end of
 * stdin, stopping it first; prints `description` as one JSON line for the parent to read.
 */
export function serveUntilStopped(service, { exitWithStdin, description }) {
  const shutdown = async (code) => {
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

/** Runs `main` when `moduleUrl` is the script node was started with; errors exit 1. */
export function runIfMain(moduleUrl, main) {
  if (!process.argv[1] || resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
