/**
 * Starts a local EVM chain: the real anvil binary from the `@foundry-rs/anvil` platform package,
 * on 127.0.0.1, automining. Its ten default accounts come from DEV_MNEMONIC with 10000 ETH each.
 *
 * As a script, `node test/stack/chain/startAnvil.mjs [--port N] [--chain-id N] [--exit-with-stdin]`
 * prints one JSON line `{"url":…,"chainId":…}` once the chain answers and runs until SIGINT or
 * SIGTERM (or, with --exit-with-stdin, until its stdin closes: the parent process died). Jest
 * tests use this form, because jest's CommonJS runtime cannot load an ES module in-process.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { claimPort } from '../claimPort.mjs';
import { parsePort, runIfMain, serveUntilStopped } from '../serviceCli.mjs';
import { describeExit, superviseChild } from '../superviseChild.mjs';
import { READY_GUARD_MS, waitUntilAnswered } from '../waitUntilAnswered.mjs';

export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
export const DEFAULT_CHAIN_ID = 31337;
export const DEFAULT_PORT = 8545;

/**
 * npm's names for the platform packages that ship the binary (see the anvil package's const.mjs).
 * @type {Readonly<Record<string, string | undefined>>}
 */
const PLATFORM_PACKAGES = {
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
};

/**
 * The anvil executable: $ANVIL_BINARY when set, else the binary of this platform's package.
 * @returns {string}
 */
export function resolveAnvilBinary() {
  if (process.env.ANVIL_BINARY) return process.env.ANVIL_BINARY;
  const packageName = PLATFORM_PACKAGES[`${process.platform}-${process.arch}`];
  if (!packageName) {
    throw new Error(
      `anvil: no binary package for ${process.platform}-${process.arch}; set ANVIL_BINARY`,
    );
  }
  const require = createRequire(import.meta.url);
  let manifest;
  try {
    manifest = require.resolve(`${packageName}/package.json`);
  } catch (cause) {
    throw new Error(
      `anvil: ${packageName} is not installed (optional dependency of @foundry-rs/anvil)`,
      {
        cause,
      },
    );
  }
  return join(dirname(manifest), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
}

/**
 * @param {string} url
 * @param {number} timeoutMs
 */
async function readChainId(url, timeoutMs) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = await response.json();
  if (typeof body?.result !== 'string')
    throw new Error(`unexpected eth_chainId answer ${JSON.stringify(body)}`);
  return Number.parseInt(body.result, 16);
}

/**
 * Spawns anvil and resolves once `eth_chainId` answers over HTTP with the requested chain id.
 * Rejects at once when anvil exits early, or when it hangs (no answer within `timeoutMs`, 5
 * minutes by default); either way no process is left behind.
 *
 * @param {{ port?: number, chainId?: number, host?: string, timeoutMs?: number, args?: string[] }} [options]
 *   `port` 0 picks a free port; `args` are passed to anvil as they are.
 * @returns {Promise<{ url: string, port: number, chainId: number, pid: number, stop: () => Promise<void> }>}
 */
export async function startAnvil({
  port = DEFAULT_PORT,
  chainId = DEFAULT_CHAIN_ID,
  host = '127.0.0.1',
  timeoutMs = READY_GUARD_MS,
  args = [],
} = {}) {
  const binary = resolveAnvilBinary();
  const actualPort = await claimPort(port, host, 'anvil');
  const url = `http://${host}:${actualPort}`;
  const child = spawn(
    binary,
    [
      '--host',
      host,
      '--port',
      String(actualPort),
      '--chain-id',
      String(chainId),
      '--silent',
      ...args,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );

  // --silent keeps stdout quiet; stderr still explains a failed start.
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4_000);
  });
  // A test runner that dies without calling stop() must not leave anvil running.
  const { exited, stop } = superviseChild(child);

  // Not listening yet (connection refused) reads as not ready: asked again until it answers.
  const ready = await waitUntilAnswered((leftMs) => readChainId(url, leftMs), {
    exited,
    guardMs: timeoutMs,
  });
  if ('answer' in ready && ready.answer === chainId)
    return { url, port: actualPort, chainId, pid: /** @type {number} spawned */ (child.pid), stop };
  await stop();
  if ('exit' in ready)
    throw new Error(
      `anvil (${binary}) exited before answering on ${url}: ${describeExit(ready.exit)}\n${stderr.trim()}`,
    );
  if ('answer' in ready)
    throw new Error(`anvil: ${url} answers chain id ${ready.answer}, expected ${chainId}`);
  throw new Error(
    `anvil did not answer eth_chainId on ${url} within ${timeoutMs} ms\n${stderr.trim()}`,
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(DEFAULT_PORT) },
      'chain-id': { type: 'string', default: String(DEFAULT_CHAIN_ID) },
      'exit-with-stdin': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const port = parsePort(values.port);
  const chainId = Number(values['chain-id']);
  if (!Number.isSafeInteger(chainId) || chainId <= 0)
    throw new Error(`Invalid --chain-id ${values['chain-id']}`);

  const chain = await startAnvil({ port, chainId });
  serveUntilStopped(chain, {
    exitWithStdin: values['exit-with-stdin'],
    description: { url: chain.url, chainId: chain.chainId },
  });
}

runIfMain(import.meta.url, main);
