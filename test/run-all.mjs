// `npm test`: the whole suite, in order, continuing past failures so one run reports all.
// Ends with one plain line, `N passed, N failed`, summed over every suite; exits non-zero on
// any failure. Steps without test counts (type check, lint, builds) count as one check each.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatFailures, jestFailures, playwrightFailures } from './runner/failureDigest.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

let passed = 0;
let failed = 0;
const summary = [];
/** Each failed test's title and first lines, printed again in the summary. */
const failures = [];
/** Adds what `digest` reads of a report; a report that cannot be read adds nothing. */
function collectFailures(digest) {
  try {
    failures.push(...digest());
  } catch {
    // The suite's own count says it failed.
  }
}

function run(label, cmd, args, { env } = {}) {
  const started = Date.now();
  console.log(`\n=== ${label}: ${[path.basename(cmd), ...args].join(' ')}`);
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

function record(
  label,
  ok,
  seconds,
  counts = ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 },
) {
  passed += counts.passed;
  failed += counts.failed;
  // Flaky: tests that failed once and passed on their retry (the end-to-end suite in CI).
  const flaky = counts.flaky ? `, ${counts.flaky} of them flaky` : '';
  summary.push(
    `${ok ? 'ok  ' : 'FAIL'} ${label}: ${counts.passed} passed${flaky}, ${counts.failed} failed (${seconds} s)`,
  );
}

function step(label, cmd, args, options) {
  const { ok, seconds } = run(label, cmd, args, options);
  record(label, ok, seconds);
  return ok;
}

/** A suite whose counts come from a JSON report; a missing report counts as one failure. */
function suite(label, cmd, args, readCounts) {
  const { ok, seconds } = run(label, cmd, args);
  let counts;
  try {
    counts = readCounts();
  } catch {
    counts = { passed: 0, failed: 1 };
  }
  if (!ok && counts.failed === 0) counts.failed = 1;
  record(label, ok && counts.failed === 0, seconds, counts);
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  console.log('Chromium is missing: installing Debian’s chromium package.');
  // CI and the developer machines run as root; elsewhere apt-get needs sudo.
  const apt = (...args) =>
    process.getuid?.() === 0
      ? spawnSync('apt-get', args, {
          stdio: 'inherit',
          env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        })
      : spawnSync('sudo', ['-E', 'apt-get', ...args], {
          stdio: 'inherit',
          env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        });
  return (
    apt('update', '-qq').status === 0 &&
    apt('install', '-y', '-qq', 'chromium').status === 0 &&
    existsSync('/usr/bin/chromium')
  );
}

const readJson = (file) => JSON.parse(readFileSync(path.join(results, file), 'utf8'));

/** `node --test` files, counted from their TAP summary (a stale report from an earlier run never counts). */
function nodeTestSuite(label, files, tapFile) {
  const tapPath = path.join(results, tapFile);
  rmSync(tapPath, { force: true });
  suite(
    label,
    process.execPath,
    ['--test', '--test-reporter=tap', `--test-reporter-destination=${tapPath}`, ...[files].flat()],
    () => {
      const tap = readFileSync(tapPath, 'utf8');
      const count = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)`, 'm'))?.[1] ?? NaN);
      const counts = { passed: count('pass'), failed: count('fail') + (count('cancelled') || 0) };
      if (Number.isNaN(counts.passed) || Number.isNaN(counts.failed))
        throw new Error('no TAP summary');
      return counts;
    },
  );
}

step('type check', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
step('lint', 'npm', ['run', '--silent', 'lint']);
step('format (prettier --check)', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
suite(
  'unit and view tests',
  bin('jest'),
  // Two workers: Jest's default on two cores is one, and half its files wait on local
  // chains and servers rather than the CPU (measured: 188 s in one worker, 119 s in two).
  ['--ci', '--maxWorkers=2', '--json', `--outputFile=${path.join(results, 'jest.json')}`],
  () => {
    const report = readJson('jest.json');
    collectFailures(() => jestFailures(report, root));
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    };
  },
);
/** Every `*.test.mjs` of a folder, so a new stand-in test file is never left out. */
const testFilesIn = (dir) =>
  readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.test.mjs'))
    .sort()
    .map((name) => path.join(dir, name));
// This runner's own failure digest (printed before the summary).
nodeTestSuite('test runner', testFilesIn('test/runner'), 'runner.tap');
// The local WalletConnect relay and peer wallet (EVM and Solana), driven by a dapp-side
// sign-client (needs anvil).
nodeTestSuite(
  'WalletConnect stand-ins',
  testFilesIn('test/stack/walletconnect'),
  'walletconnect.tap',
);
nodeTestSuite('API stand-in', testFilesIn('test/stack/api'), 'api-standin.tap');
// The local Solana cluster: the real Solana VM (litesvm) behind web3.js' JSON-RPC and WebSocket.
nodeTestSuite('Solana stand-in', testFilesIn('test/stack/solana'), 'solana.tap');
// The local Bitcoin regtest chain behind an Esplora-style API (UTXOs, witness checks, automine).
nodeTestSuite('Bitcoin stand-in', testFilesIn('test/stack/bitcoin'), 'bitcoin.tap');
// The local Polkadot chain: chopsticks running Rococo Asset Hub's genesis runtime (real fees, events, errors).
nodeTestSuite('Polkadot chain', testFilesIn('test/stack/polkadot'), 'polkadot.tap');
// The local Cosmos chain: an in-memory SDK chain behind CometBFT 0.38's JSON-RPC (ante checks, signatures, one block per tx).
nodeTestSuite('Cosmos stand-in', testFilesIn('test/stack/cosmos'), 'cosmos.tap');
// ERC-4337 on the local chain: EntryPoint v0.8 and the account factory, user operations.
nodeTestSuite('ERC-4337 contracts', testFilesIn('test/stack/aa'), 'aa.tap');
// The Safe app: a real 2-of-2 Safe on anvil and the parent page answering the Safe Apps protocol.
nodeTestSuite('Safe app stand-in', testFilesIn('test/stack/safe'), 'safe.tap');
const built = step('library build', bin('rollup'), ['-c', 'rollup.config.mjs']);
if (built) {
  // The published declarations against test/api/report: an unintended API change fails.
  step('API report', process.execPath, ['test/api/apiReport.mjs']);
  nodeTestSuite(
    'package install',
    // supplyChain: every runtime dependency's licence, and the README's licence tables.
    [
      'test/pack/pack.test.mjs',
      'test/pack/adapterPeers.test.mjs',
      'test/pack/supplyChain.test.mjs',
    ],
    'pack.tap',
  );
}
step('Storybook build', bin('storybook'), [
  'build',
  '-c',
  'storybook',
  '-o',
  'storybook-static',
  '--quiet',
]);
const demo = step('demo build', bin('vite'), [
  'build',
  '--config',
  'test/demo/vite.config.ts',
  '--logLevel',
  'warn',
]);
const chromium = ensureChromium();
record('Chromium available', chromium, '0.0');
if (demo && chromium) {
  suite(
    'end-to-end (Chromium)',
    bin('playwright'),
    ['test', '-c', 'test/e2e/playwright.config.ts'],
    () => {
      const report = readJson('e2e.json');
      collectFailures(() => playwrightFailures(report));
      const { stats } = report;
      return {
        passed: stats.expected + stats.flaky,
        failed: stats.unexpected,
        flaky: stats.flaky,
      };
    },
  );
}
// The embedded wallet's secure site: its backend and mail, and its frame in Chromium. After
// the end-to-end suite: run just before it, what these leave behind for a while (browsers,
// providers) made the first social logins there miss the secure frame's READY.
if (chromium)
  nodeTestSuite(
    'secure-site, OpenID Connect and Farcaster stand-ins',
    [
      ...testFilesIn('test/stack/oidc'),
      ...testFilesIn('test/stack/farcaster'),
      ...testFilesIn('test/stack/secure-site'),
    ],
    'secure-site-standin.tap',
  );

console.log('\n=== Summary');
for (const line of summary) console.log(line);
// Inside the summary, under its heading: a CI page that keeps only the log's last section
// still names what failed.
if (failures.length > 0) {
  console.log('\nFailed (first lines; the whole text is above; flaky ones passed on a retry):');
  for (const line of formatFailures(failures)) console.log(line);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
