// The chain as a service (cli.mjs, as `npm start` and jest tests run it): one JSON line once
// ready, and chopsticks never outlives it, whether its stdin ends or it is killed outright.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { POLKADOT_CAIP_NETWORK_ID, POLKADOT_GENESIS_HASH } from './devAccounts.mjs';

const CLI = fileURLToPath(new URL('./cli.mjs', import.meta.url));
const sleep = (/** @type {number} */ ms) =>
  new Promise((resolveSleep) => setTimeout(resolveSleep, ms));
const isRunning = (/** @type {number} */ pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
/** A guard against a hang: SIGKILL follows SIGTERM after 3 s, so a live process past this is a bug. */
const GONE_GUARD_MS = 60_000;
/**
 * @param {number} pid
 * @param {number} [withinMs]
 */
async function gone(pid, withinMs = GONE_GUARD_MS) {
  const startedAt = Date.now();
  while (isRunning(pid)) {
    if (Date.now() - startedAt > withinMs) return false;
    await sleep(100);
  }
  return true;
}

async function startCli() {
  const child = spawn(process.execPath, [CLI, '--port', '0', '--exit-with-stdin'], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
  const exited = once(child, 'exit');
  const [line] = await Promise.race([
    once(createInterface({ input: child.stdout }), 'line'),
    exited.then(([code]) => {
      throw new Error(`cli.mjs exited (${code}) before it was ready:\n${stderr}`);
    }),
  ]);
  return { child, ready: JSON.parse(line), exited };
}

test('prints the chain as one JSON line, and stops with its stdin', async () => {
  const { child, ready, exited } = await startCli();
  try {
    assert.deepEqual(Object.keys(ready).sort(), [
      'caipNetworkId',
      'chainName',
      'decimals',
      'devAccounts',
      'existentialDeposit',
      'genesisHash',
      'httpUrl',
      'pid',
      'port',
      'ss58Prefix',
      'startBlockHash',
      'startupMs',
      'symbol',
      'url',
    ]);
    assert.equal(ready.url, `ws://127.0.0.1:${ready.port}`);
    assert.equal(ready.genesisHash, POLKADOT_GENESIS_HASH);
    assert.equal(ready.caipNetworkId, POLKADOT_CAIP_NETWORK_ID);
    assert.deepEqual([ready.symbol, ready.decimals, ready.ss58Prefix], ['ROC', 12, 2]);
    assert.equal(ready.devAccounts.length, 4);
    const answer = await fetch(ready.httpUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'chain_getBlockHash', params: [] }),
    }).then((response) => response.json());
    assert.equal(answer.result, ready.startBlockHash);
  } finally {
    child.stdin.end();
  }
  const [code] = await exited;
  assert.equal(code, 0);
  assert.ok(await gone(ready.pid), `chopsticks ${ready.pid} still runs`);
});

/** The child processes of `pid` (Linux `ps`). */
const childrenOf = (/** @type {number | undefined} */ pid) =>
  spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0);

test('a SIGTERM during the start stops chopsticks and exits 1', async () => {
  const child = spawn(process.execPath, [CLI, '--port', '0', '--exit-with-stdin'], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
  const exited = once(child, 'exit');
  let ended = false;
  void exited.then(() => (ended = true));
  // Until the CLI has spawned chopsticks (or exited, or a hang guard of 5 minutes passed).
  const guardAt = Date.now() + 5 * 60_000;
  /** @type {number[]} */
  let chopsticks = [];
  while (chopsticks.length === 0 && !ended && Date.now() < guardAt) {
    await sleep(50);
    chopsticks = childrenOf(child.pid);
  }
  assert.equal(chopsticks.length, 1, `chopsticks was spawned\n${stderr}`);
  child.kill('SIGTERM');
  const [code] = await exited;
  assert.equal(code, 1);
  assert.match(stderr, /the start was aborted/);
  assert.ok(await gone(chopsticks[0]), `chopsticks ${chopsticks[0]} still runs`);
});

test('chopsticks dies with a CLI killed by SIGKILL (no orphan)', async () => {
  const { child, ready, exited } = await startCli();
  assert.ok(isRunning(ready.pid));
  child.kill('SIGKILL');
  await exited;
  assert.ok(await gone(ready.pid), `chopsticks ${ready.pid} outlived its parent`);
});
