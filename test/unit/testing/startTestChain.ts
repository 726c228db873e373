import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface TestChain {
  url: string;
  chainId: number;
  stop(): Promise<void>;
}

const SCRIPT = join(__dirname, '../../stack/chain/startAnvil.mjs');
const START_TIMEOUT_MS = 15_000;

/**
 * Runs test/stack/chain/startAnvil.mjs as a child process on a free port. Jest's CommonJS
 * runtime cannot import an ES module (not even through createRequire), so the tests drive the
 * very script the demo uses through its command line. With --exit-with-stdin, anvil goes away
 * even if this jest worker dies without calling stop().
 */
export function startTestChain(chainId = 31337): Promise<TestChain> {
  const child = spawn(
    process.execPath,
    [SCRIPT, '--port', '0', '--chain-id', String(chainId), '--exit-with-stdin'],
    {
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };

  return new Promise<TestChain>((resolve, reject) => {
    let ready = false;
    const fail = (reason: string) => {
      if (ready) return;
      void stop();
      reject(new Error(`startAnvil.mjs: ${reason}\n${stderr.trim()}`));
    };
    const timer = setTimeout(
      () => fail(`no answer within ${START_TIMEOUT_MS} ms`),
      START_TIMEOUT_MS,
    );
    void exited.then(() => {
      clearTimeout(timer);
      fail('exited before it was ready');
    });
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      ready = true;
      const chain = JSON.parse(line) as { url: string; chainId: number };
      resolve({ url: chain.url, chainId: chain.chainId, stop });
    });
  });
}
