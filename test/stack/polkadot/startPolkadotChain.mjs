/**
 * Starts the local Polkadot chain for tests and the demo: chopsticks (@acala-network/chopsticks,
 * run as a child process, never imported) building blocks of a real Substrate runtime offline,
 * from the raw Rococo Asset Hub genesis chain spec that @substrate/connect-known-chains ships
 * (rococo_v2_2_asset_hub: the `:code` of runtime statemine/900, token ROC, 12 decimals, ss58
 * prefix 2 from the runtime's constant; see ../shared/notes/wave2-stack.md §6.4). Unmodified clients (@polkadot/api, a browser
 * dapp) talk to it over WebSocket JSON-RPC; chopsticks answers plain HTTP JSON-RPC on the same
 * port, with CORS for any origin, and accepts WebSockets from any Origin.
 *
 * `--build-block-mode Instant`: every submitted extrinsic is built into a block of its own at
 * once, and that block is final (InBlock then Finalized). `--import-storage` funds the dev
 * accounts (devAccounts.mjs) in block #1, the start head (`startBlockHash`, what
 * polkadotControl's resetChain goes back to). Dev RPC methods (dev_setStorage, dev_newBlock,
 * dev_setHead, dev_timeTravel…) are open: polkadotControl.mjs wraps the useful ones.
 *
 * The chain spec and storage file go to a fresh folder under os.tmpdir(), removed once the
 * chain answers (or fails to); a start also removes such folders older than 10 minutes, left
 * by a parent killed mid-start. The child dies with its parent: stop() kills it, so does the
 * parent's exit, and a preloaded watcher (../aa/exitWithParent.mjs) ends it when its stdin
 * pipe from the parent closes (a parent killed by SIGKILL).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { claimPort } from '../claimPort.mjs';
import { jsonRpcRequest } from '../jsonRpcRequest.mjs';
import { describeExit, superviseChild } from '../superviseChild.mjs';
import { READY_GUARD_MS, waitUntilAnswered } from '../waitUntilAnswered.mjs';
import {
  POLKADOT_CAIP_NETWORK_ID,
  POLKADOT_CHAIN_NAME,
  POLKADOT_DEV_ACCOUNTS,
  POLKADOT_DEV_FUNDING,
  POLKADOT_EXISTENTIAL_DEPOSIT,
  POLKADOT_GENESIS_HASH,
  POLKADOT_SS58_PREFIX,
  POLKADOT_TOKEN_DECIMALS,
  POLKADOT_TOKEN_SYMBOL,
} from './devAccounts.mjs';

/** Substrate nodes' usual RPC port, the CLI's default. */
/**
 * @typedef {object} PolkadotChainAccount
 * @property {number} index
 * @property {string} address SS58, the generic prefix 42 (as the dev wallet lists it).
 * @property {string} chainAddress SS58, the chain's prefix 2 (as @polkadot/api prints it here).
 * @property {string} publicKey ed25519 public key, hex without 0x.
 * @property {string} free Free balance at start, planck, decimal string.
 */

/**
 * @typedef {object} PolkadotChain
 * @property {string} url WebSocket JSON-RPC, what polkadot.js' WsProvider takes:
 *   `ws://127.0.0.1:PORT`.
 * @property {string} httpUrl The same server over HTTP JSON-RPC (CORS for any origin).
 * @property {number} port
 * @property {number} pid chopsticks' process id.
 * @property {string} genesisHash `0x4545…45`, what `chain_getBlockHash(0)` answers.
 * @property {string} caipNetworkId `polkadot:45454545454545454545454545454545`.
 * @property {string} chainName `asset-hub-rococo` (`system_chain`).
 * @property {string} symbol `ROC`.
 * @property {number} decimals 12.
 * @property {number} ss58Prefix 2: the runtime's `system.ss58Prefix` (Kusama's), the one
 *   that polkadot.js encodes with.
 * @property {string} existentialDeposit Planck, decimal string (`'3333333'`).
 * @property {string} startBlockHash The head once started (block #1, the funded start
 *   state): resetChain's target.
 * @property {PolkadotChainAccount[]} devAccounts
 * @property {number} startupMs How long the start took, in ms.
 * @property {() => Promise<void>} stop Kills chopsticks (SIGTERM, SIGKILL after 3 s) and
 *   resolves once it exited; safe twice.
 */

/** The CLI's default port (a Substrate node's usual RPC port). */
export const DEFAULT_POLKADOT_PORT = 9944;

const CHOPSTICKS = fileURLToPath(
  new URL('../../../node_modules/@acala-network/chopsticks/chopsticks.cjs', import.meta.url),
);
const EXIT_WITH_PARENT = pathToFileURL(
  fileURLToPath(new URL('../aa/exitWithParent.mjs', import.meta.url)),
);
const INPUTS_PREFIX = 'portico-polkadot-';
/** Inputs are read within a start (at most READY_GUARD_MS): older folders are leftovers. */
const STALE_INPUTS_MS = 10 * 60_000;

/** `--import-storage`: System.Account of each dev account (a provider, the start balance). */
function storageYaml() {
  const entries = POLKADOT_DEV_ACCOUNTS.map(
    ({ address }, index) =>
      `    - [[${address}], { providers: 1, data: { free: '${POLKADOT_DEV_FUNDING[index]}' } }]`,
  );
  return ['System:', '  Account:', ...entries, ''].join('\n');
}

/**
 * Removes input folders that a start killed before it could clean up left behind (its parent
 * died during the start): any older than a start can take.
 */
async function removeStaleInputs() {
  const names = await readdir(tmpdir()).catch(() => []);
  for (const name of names.filter((entry) => entry.startsWith(INPUTS_PREFIX))) {
    const dir = join(tmpdir(), name);
    const info = await stat(dir).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_INPUTS_MS)
      await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
}

/** The spec and storage files in a fresh temporary folder. */
async function writeInputs() {
  await removeStaleInputs();
  const { chainSpec } = await import('@substrate/connect-known-chains/rococo_v2_2_asset_hub');
  const dir = await mkdtemp(join(tmpdir(), INPUTS_PREFIX));
  const spec = join(dir, 'rococo_v2_2_asset_hub.json');
  const storage = join(dir, 'storage.yml');
  await writeFile(spec, chainSpec);
  await writeFile(storage, storageYaml());
  return { dir, spec, storage };
}

/**
 * The environment without PORT (see the spawn below).
 * @param {NodeJS.ProcessEnv} env
 */
function withoutPort(env) {
  const { PORT: _port, ...rest } = env;
  return rest;
}

/**
 * @param {{ host?: string, port?: number, log?: (line: string) => void, logLevel?: string,
 *   timeoutMs?: number, signal?: AbortSignal }} [options]
 *   `host` default '127.0.0.1'; `port` default 0 (any free port); `log`: chopsticks' output
 *   lines (default console.warn); `logLevel`: chopsticks' LOG_LEVEL (default 'warn');
 *   `timeoutMs`: a guard against a hung start (default 5 minutes); `signal` aborts the start:
 *   chopsticks is stopped, the inputs removed, the promise rejects.
 * @returns {Promise<PolkadotChain>}
 */
export async function startPolkadotChain({
  host = '127.0.0.1',
  port = 0,
  log = console.warn,
  logLevel = 'warn',
  timeoutMs = READY_GUARD_MS,
  signal,
} = {}) {
  signal?.throwIfAborted();
  const startedAt = Date.now();
  const actualPort = await claimPort(port, host, 'chopsticks');
  const inputs = await writeInputs();
  const httpUrl = `http://${host}:${actualPort}`;
  const child = spawn(
    process.execPath,
    [
      '--import',
      EXIT_WITH_PARENT.href,
      CHOPSTICKS,
      '--genesis',
      inputs.spec,
      '--host',
      host,
      '--port',
      String(actualPort),
      '--build-block-mode',
      'Instant',
      '--import-storage',
      inputs.storage,
    ],
    {
      stdio: ['pipe', 'pipe', 'pipe'],
      // One line per log entry (no objects), and chopsticks' per-block INFO lines left out.
      // chopsticks reads PORT from the environment over --port: the demo's own PORT (npm start,
      // the e2e server) would put the chain on the page's port.
      env: { ...withoutPort(process.env), LOG_LEVEL: logLevel, LOG_COMPACT: 'true' },
    },
  );

  let output = '';
  const onOutput = (/** @type {string} */ chunk) => {
    output = (output + chunk).slice(-8_000);
    for (const line of String(chunk).split('\n')) if (line.trim()) log(`chopsticks: ${line}`);
  };
  child.stdout.setEncoding('utf8').on('data', onOutput);
  child.stderr.setEncoding('utf8').on('data', onOutput);
  const { exited, stop } = superviseChild(child);
  const onAbort = () => void stop();
  signal?.addEventListener('abort', onAbort, { once: true });

  const fail = async (/** @type {string} */ reason) => {
    signal?.removeEventListener('abort', onAbort);
    await stop();
    await rm(inputs.dir, { recursive: true, force: true });
    throw new Error(
      `chopsticks on ${httpUrl}: ${reason}\n--- its output, last lines:\n${output.trim()}`,
    );
  };
  // Not listening yet (connection refused) reads as not ready: asked again until it answers.
  const ready = await waitUntilAnswered(
    (leftMs) => jsonRpcRequest(httpUrl, 'chain_getBlockHash', [0], { timeoutMs: leftMs }),
    { exited, guardMs: timeoutMs, signal },
  );
  if ('aborted' in ready) return fail('the start was aborted');
  if ('exit' in ready) return fail(`exited before it was ready (${describeExit(ready.exit)})`);
  if ('hung' in ready) return fail(`chain_getBlockHash did not answer within ${timeoutMs} ms`);
  const genesisHash = ready.answer;
  signal?.removeEventListener('abort', onAbort);
  // chopsticks has read both files by now.
  await rm(inputs.dir, { recursive: true, force: true });
  if (genesisHash !== POLKADOT_GENESIS_HASH)
    return fail(`answers genesis ${genesisHash}, expected ${POLKADOT_GENESIS_HASH}`);
  const startBlockHash = /** @type {string} */ (
    await jsonRpcRequest(httpUrl, 'chain_getBlockHash', [])
  );

  return {
    url: `ws://${host}:${actualPort}`,
    httpUrl,
    port: actualPort,
    pid: /** @type {number} */ (child.pid),
    genesisHash,
    caipNetworkId: POLKADOT_CAIP_NETWORK_ID,
    chainName: POLKADOT_CHAIN_NAME,
    symbol: POLKADOT_TOKEN_SYMBOL,
    decimals: POLKADOT_TOKEN_DECIMALS,
    ss58Prefix: POLKADOT_SS58_PREFIX,
    existentialDeposit: POLKADOT_EXISTENTIAL_DEPOSIT,
    startBlockHash,
    devAccounts: POLKADOT_DEV_ACCOUNTS.map(({ index, address, chainAddress, publicKey }) => ({
      index,
      address,
      chainAddress,
      publicKey,
      free: POLKADOT_DEV_FUNDING[index],
    })),
    startupMs: Date.now() - startedAt,
    stop,
  };
}
