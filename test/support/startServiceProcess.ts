import { spawn } from 'node:child_process';
import { basename } from 'node:path';
import { createInterface } from 'node:readline';

// A hang guard: a stand-in that deploys its contracts starts in seconds, far slower on a busy machine.
const START_TIMEOUT_MS = 240_000;

/**
 * Runs one of the stack's service CLIs (test/stack/serviceCli.mjs) as a child process and
 * resolves with the JSON line it prints once ready. Jest's CommonJS runtime cannot import the
 * stack's ES modules in-process, so tests drive the very scripts `npm start` uses. The CLI is
 * started with --exit-with-stdin, so it goes away even if the jest worker dies without stop().
 */
export function startServiceProcess<T>(
  script: string,
  args: readonly string[],
  // A real runtime (the Polkadot chain) takes seconds to start, more on a busy machine.
  { startTimeoutMs = START_TIMEOUT_MS }: { startTimeoutMs?: number } = {},
): Promise<{ ready: T; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [script, ...args, '--exit-with-stdin'], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };

  return new Promise((resolve, reject) => {
    let ready = false;
    const fail = (reason: string) => {
      if (ready) return;
      void stop();
      reject(new Error(`${basename(script)}: ${reason}\n${stderr.trim()}`));
    };
    const timer = setTimeout(() => fail(`no answer within ${startTimeoutMs} ms`), startTimeoutMs);
    void exited.then(() => {
      clearTimeout(timer);
      fail('exited before it was ready');
    });
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      ready = true;
      resolve({ ready: JSON.parse(line) as T, stop });
    });
  });
}
