import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startTestChain, type TestChain } from '../testing/startTestChain';

export interface TestApi {
  /** The stand-in's base URL. */
  url: string;
  controlUrl: string;
  chain: TestChain;
  /** Symbol → address of the tokens deployed to `chain`. */
  tokens: Record<string, string>;
  stop(): Promise<void>;
}

const SCRIPT = join(__dirname, '../../stack/api/cli.mjs');
const START_TIMEOUT_MS = 15_000;

/**
 * Starts anvil and the product-API stand-in (test/stack/api/cli.mjs) as child processes on free
 * ports: jest's CommonJS runtime cannot import the stand-in's ES modules in-process. With
 * --exit-with-stdin the stand-in goes away even if the jest worker dies without stop().
 */
export async function startTestApi(): Promise<TestApi> {
  const chain = await startTestChain(31337);
  const child = spawn(
    process.execPath,
    [SCRIPT, '--port', '0', '--chain', `31337=${chain.url}`, '--exit-with-stdin'],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await chain.stop();
  };

  return new Promise<TestApi>((resolve, reject) => {
    let ready = false;
    const fail = (reason: string) => {
      if (ready) return;
      void stop();
      reject(new Error(`api/cli.mjs: ${reason}\n${stderr.trim()}`));
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
      const description = JSON.parse(line) as {
        url: string;
        controlUrl: string;
        chains: Array<{ tokens: Array<{ symbol: string; address: string }> }>;
      };
      const tokens = Object.fromEntries(
        (description.chains[0]?.tokens ?? []).map((token) => [token.symbol, token.address]),
      );
      resolve({ url: description.url, controlUrl: description.controlUrl, chain, tokens, stop });
    });
  });
}
