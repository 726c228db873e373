/**
 * Starts a real ERC-4337 bundler, Pimlico's Alto (`@pimlico/alto`, GPL-3.0, run as a separate
 * process, never imported), for EntryPoint v0.8 on a local anvil chain. Its executor and utility
 * keys are fresh random keys funded with `anvil_setBalance`, never anvil dev accounts: Alto
 * tracks their nonces, and other suites send from the dev accounts.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Wallet, parseEther, toBeHex } from 'ethers';
import { claimPort } from '../claimPort.mjs';
import { describeExit, superviseChild } from '../superviseChild.mjs';
import { ENTRY_POINT_ADDRESS } from './deployAccountAbstraction.mjs';
import { jsonRpcRequest } from '../jsonRpcRequest.mjs';
import { READY_GUARD_MS, waitUntilAnswered } from '../waitUntilAnswered.mjs';

const ALTO_PACKAGE = fileURLToPath(
  new URL('../../../node_modules/@pimlico/alto/', import.meta.url),
);
const EXIT_WITH_PARENT = pathToFileURL(
  fileURLToPath(new URL('./exitWithParent.mjs', import.meta.url)),
);

const KEY_BALANCE = parseEther('1000');

/** Alto's CLI script, from its package's `bin` (esm/cli/alto.js in 0.0.20). */
function altoScript() {
  const manifest = JSON.parse(readFileSync(join(ALTO_PACKAGE, 'package.json'), 'utf8'));
  return join(ALTO_PACKAGE, manifest.bin.alto);
}

/**
 * Spawns Alto against `rpcUrl` (a chain with EntryPoint v0.8 at its canonical address, see
 * deployAccountAbstraction) and resolves once `eth_supportedEntryPoints` lists it. Rejects,
 * with the tail of Alto's output, at once when Alto exits early, or when it hangs (no answer in
 * 5 minutes); no process is left behind either way. Alto dies with its parent: stop() kills it, so does the parent's
 * exit, and a preloaded watcher ends it when its stdin pipe from the parent closes.
 *
 * Flags: `--safe-mode false` because anvil lacks the native ERC-7562 tracer that safe mode
 * validates with (sends then fail); `--log-level warn` because info logs every RPC answer,
 * bytecodes included; `--json` for one line per log entry (pretty logs span many lines).
 *
 * @param {{ rpcUrl: string, port?: number, log?: (line: string) => void }} options
 *   `port` 0 picks a free one; `log` gets Alto's output lines (warnings and errors).
 * @returns {Promise<{ url: string, port: number, pid: number, stop: () => Promise<void> }>}
 */
export async function startBundler({ rpcUrl, port = 0, log = console.warn }) {
  // Alto listens on all interfaces and has no host flag, so its port is claimed on 0.0.0.0.
  const actualPort = await claimPort(port, '0.0.0.0', 'bundler');
  const executor = Wallet.createRandom();
  const utility = Wallet.createRandom();
  for (const { address } of [executor, utility]) {
    await jsonRpcRequest(rpcUrl, 'anvil_setBalance', [address, toBeHex(KEY_BALANCE)]);
  }
  const url = `http://127.0.0.1:${actualPort}`;
  const child = spawn(
    process.execPath,
    [
      '--import',
      EXIT_WITH_PARENT.href,
      altoScript(),
      '--entrypoints',
      ENTRY_POINT_ADDRESS,
      '--executor-private-keys',
      executor.privateKey,
      '--utility-private-key',
      utility.privateKey,
      '--rpc-url',
      rpcUrl,
      '--port',
      String(actualPort),
      '--safe-mode',
      'false',
      '--log-level',
      'warn',
      '--json',
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );

  let output = '';
  const onOutput = (/** @type {string} */ chunk) => {
    output = (output + chunk).slice(-8_000);
    for (const line of String(chunk).split('\n')) if (line.trim()) log(`alto: ${line}`);
  };
  child.stdout.setEncoding('utf8').on('data', onOutput);
  child.stderr.setEncoding('utf8').on('data', onOutput);
  // A parent that exits without calling stop(); the stdin watcher covers one that is killed.
  const { exited, stop } = superviseChild(child);

  const fail = async (/** @type {string} */ reason) => {
    await stop();
    throw new Error(
      `bundler (Alto) on ${url}: ${reason}\n--- Alto's output, last lines:\n${output.trim()}`,
    );
  };
  // Not listening yet (connection refused) reads as not ready: asked again until it answers.
  const ready = await waitUntilAnswered(
    (leftMs) => jsonRpcRequest(url, 'eth_supportedEntryPoints', [], { timeoutMs: leftMs }),
    { exited },
  );
  if ('exit' in ready) return fail(`exited before it was ready (${describeExit(ready.exit)})`);
  if (!('answer' in ready))
    return fail(`eth_supportedEntryPoints did not answer within ${READY_GUARD_MS} ms`);
  const entryPoints = ready.answer;
  if (
    !Array.isArray(entryPoints) ||
    !entryPoints.some(
      (address) => String(address).toLowerCase() === ENTRY_POINT_ADDRESS.toLowerCase(),
    )
  ) {
    return fail(`answers for ${JSON.stringify(entryPoints)}, not ${ENTRY_POINT_ADDRESS}`);
  }
  return { url, port: actualPort, pid: /** @type {number} */ (child.pid), stop };
}
