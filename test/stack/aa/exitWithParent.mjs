// Preloaded into the bundler's process (`node --import`): its stdin is a pipe from the process
// that started it, and that pipe ends when the parent exits, even on SIGKILL or a crash, where
// no exit handler of the parent runs. So a bundler never outlives the test or stack that owns it.
import { isMainThread } from 'node:worker_threads';

// --import also runs in every worker thread (Alto logs through a pino worker), where stdin is
// the worker's own and ends at once: exiting there would kill the logger, and then Alto.
if (isMainThread) {
  process.stdin.on('end', () => process.exit(0));
  process.stdin.on('error', () => process.exit(0));
  process.stdin.resume();
}
