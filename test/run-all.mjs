// `npm test`: the whole suite, continuing past failures so one run reports all. Ends with one
// plain line, `N passed, N failed, N skipped`, summed over every suite; exits non-zero on any
// failure, on a flaky test (it failed before it passed) and on a skip that is not on the
// allow-list (test/runner/allowedSkips.mjs). Steps without test counts (type check, lint,
// builds) count as one check each.
//
// Independent steps run side by side, in lanes (see the plan at the end); each step's output
// is printed whole when it ends. The end-to-end suite runs alone, after everything it needs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALLOWED_SKIPS } from './runner/allowedSkips.mjs';
import { formatFailures, jestFailures, playwrightFailures } from './runner/failureDigest.mjs';
import { runStep } from './runner/runStep.mjs';
import {
  formatCounts,
  formatSkip,
  jestCounts,
  playwrightCounts,
  sortSkips,
  tapCounts,
} from './runner/suiteCounts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = path.join(root, 'test-results');
mkdirSync(results, { recursive: true });
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

const started = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Summary lines in the order the steps are declared (not the order they end in). */
const summary = [];
/** Each failed test's title and first lines, printed again in the summary. */
const failures = [];
const skips = { allowed: [], unlisted: [] };
/** Adds what `digest` reads of a report; a report that cannot be read adds nothing. */
function collectFailures(digest) {
  try {
    failures.push(...digest());
  } catch {
    // The suite's own count says it failed.
  }
}

/** Reserves the summary line of `label` now, so the summary keeps the declared order. */
function reserve(label) {
  const slot = { label, line: null };
  summary.push(slot);
  return (ok, seconds, counts = ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }) => {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped ?? 0;
    slot.line = `${ok ? 'ok  ' : 'FAIL'} ${label}: ${formatCounts(counts)} (${seconds} s)`;
  };
}

/** A step counted as one check: its line reserved now, the run when called (resolves ok). */
function step(label, cmd, args, options) {
  const record = reserve(label);
  return async () => {
    const { ok, seconds } = await runStep(label, cmd, args, { cwd: root, ...options });
    record(ok, seconds);
    return ok;
  };
}

/**
 * A suite whose counts come from its report (`readCounts`); a missing report counts as one
 * failure. Its skips are sorted against the allow-list: each one not on it is a failure. Its
 * line is reserved now, the run happens when the returned function is called.
 */
function suite(label, cmd, args, readCounts, options) {
  const record = reserve(label);
  return () => runSuite(label, cmd, args, readCounts, options, record);
}

async function runSuite(label, cmd, args, readCounts, options, record) {
  const { ok, seconds } = await runStep(label, cmd, args, { cwd: root, ...options });
  let counts;
  try {
    counts = readCounts();
  } catch {
    counts = { passed: 0, failed: 1 };
  }
  const sorted = sortSkips(counts.skips ?? [], counts.skipped ?? 0, ALLOWED_SKIPS);
  skips.allowed.push(...sorted.allowed);
  skips.unlisted.push(...sorted.unlisted);
  counts.failed += sorted.unlisted.length;
  if (!ok && counts.failed === 0) counts.failed = 1;
  record(ok && counts.failed === 0, seconds, counts);
  return ok && counts.failed === 0;
}

/** Debian's Chromium (the full browser) and its headless shell (most end-to-end tests run there). */
const CHROMIUM_BINARIES = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'];

function ensureChromium() {
  if (CHROMIUM_BINARIES.every((binary) => existsSync(binary))) return true;
  console.log('Chromium is missing: installing Debian’s chromium and chromium-headless-shell.');
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
    apt('install', '-y', '-qq', 'chromium', 'chromium-headless-shell').status === 0 &&
    CHROMIUM_BINARIES.every((binary) => existsSync(binary))
  );
}

const readJson = (file) => JSON.parse(readFileSync(path.join(results, file), 'utf8'));

/** `node --test` files, counted from their TAP summary (a stale report from an earlier run never counts). */
function nodeTestSuite(label, files, tapFile) {
  const tapPath = path.join(results, tapFile);
  rmSync(tapPath, { force: true });
  const list = [files].flat();
  return suite(
    label,
    process.execPath,
    ['--test', '--test-reporter=tap', `--test-reporter-destination=${tapPath}`, ...list],
    () => tapCounts(readFileSync(tapPath, 'utf8'), list),
  );
}

/** A promise resolved from outside: a step's outcome that a step of another lane waits for. */
function outcome() {
  let settle;
  const promise = new Promise((resolve) => (settle = resolve));
  return { promise, settle };
}

/** Every `*.test.mjs` of a folder, so a new stand-in test file is never left out. */
const testFilesIn = (dir) =>
  readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.test.mjs'))
    .sort()
    .map((name) => path.join(dir, name));

/** Runs `steps` (functions returning a promise) one after another. */
async function lane(...steps) {
  for (const run of steps) await run();
}

// Declared in the summary's order; run in the lanes below.
// The library and its tests, then the local stand-ins' JS (test/stack/typecheck.mjs).
const typeCheck = step('type check', 'npm', ['run', '--silent', 'typecheck']);
const lint = step('lint', 'npm', ['run', '--silent', 'lint']);
const format = step('format (prettier --check)', bin('prettier'), [
  '--check',
  '--log-level',
  'warn',
  '.',
]);
// Each locale's keys still shown in English: printed, never failing (English is the only
// catalogue a new message must reach).
const translations = step('translations report', process.execPath, [
  'test/i18n/missingKeysReport.mjs',
]);
const unitTests = suite(
  'unit and view tests',
  bin('jest'),
  // Two workers: Jest's default on two cores is one, and half its files wait on local
  // chains and servers rather than the CPU (measured: 188 s in one worker, 119 s in two).
  ['--ci', '--maxWorkers=2', '--json', `--outputFile=${path.join(results, 'jest.json')}`],
  () => {
    const report = readJson('jest.json');
    collectFailures(() => jestFailures(report, root));
    return jestCounts(report, root);
  },
);
const standInSuites = [
  // This runner's own counting and failure digest.
  nodeTestSuite('test runner', testFilesIn('test/runner'), 'runner.tap'),
  nodeTestSuite('translations report tests', testFilesIn('test/i18n'), 'i18n.tap'),
  // The local WalletConnect relay and peer wallet (EVM and Solana), driven by a dapp-side
  // sign-client (needs anvil).
  nodeTestSuite(
    'WalletConnect stand-ins',
    testFilesIn('test/stack/walletconnect'),
    'walletconnect.tap',
  ),
  nodeTestSuite('API stand-in', testFilesIn('test/stack/api'), 'api-standin.tap'),
  // The local Solana cluster: the real Solana VM (litesvm) behind web3.js' JSON-RPC and WebSocket.
  nodeTestSuite('Solana stand-in', testFilesIn('test/stack/solana'), 'solana.tap'),
  // The local Bitcoin regtest chain behind an Esplora-style API (UTXOs, witness checks, automine).
  nodeTestSuite('Bitcoin stand-in', testFilesIn('test/stack/bitcoin'), 'bitcoin.tap'),
  // The local Polkadot chain: chopsticks running Rococo Asset Hub's genesis runtime (real fees, events, errors).
  nodeTestSuite('Polkadot chain', testFilesIn('test/stack/polkadot'), 'polkadot.tap'),
  // The local Cosmos chain: an in-memory SDK chain behind CometBFT 0.38's JSON-RPC (ante checks, signatures, one block per tx).
  nodeTestSuite('Cosmos stand-in', testFilesIn('test/stack/cosmos'), 'cosmos.tap'),
  // ERC-4337 on the local chain: EntryPoint v0.8 and the account factory, user operations.
  nodeTestSuite('ERC-4337 contracts', testFilesIn('test/stack/aa'), 'aa.tap'),
  // The Safe app: a real 2-of-2 Safe on anvil and the parent page answering the Safe Apps protocol.
  nodeTestSuite('Safe app stand-in', testFilesIn('test/stack/safe'), 'safe.tap'),
];
const libraryBuild = step('library build', bin('rollup'), ['-c', 'rollup.config.mjs']);
// The published declarations against test/api/report: an unintended API change fails.
const apiReport = step('API report', process.execPath, ['test/api/apiReport.mjs']);
const packageInstall = nodeTestSuite(
  'package install',
  // supplyChain: every runtime dependency's licence, and the README's licence tables.
  ['test/pack/pack.test.mjs', 'test/pack/adapterPeers.test.mjs', 'test/pack/supplyChain.test.mjs'],
  'pack.tap',
);
const storybookBuild = step('Storybook build', bin('storybook'), [
  'build',
  '-c',
  'storybook',
  '-o',
  'storybook-static',
  '--quiet',
]);
const demoBuild = step('demo build', bin('vite'), [
  'build',
  '--config',
  'test/demo/vite.config.ts',
  '--logLevel',
  'warn',
]);
const recordChromium = reserve('Chromium available');
const endToEnd = suite(
  'end-to-end (Chromium)',
  bin('playwright'),
  ['test', '-c', 'test/e2e/playwright.config.ts'],
  () => {
    const report = readJson('e2e.json');
    collectFailures(() => playwrightFailures(report));
    return playwrightCounts(report);
  },
  // Alone and long: its progress is printed as it goes.
  { live: true },
);
// The embedded wallet's secure site: its backend and mail, and its frame in Chromium. Beside
// Jest, minutes before the end-to-end suite: run just before it, what these leave behind for a
// while (browsers, providers) made the first social logins there miss the secure frame's READY.
const secureSite = nodeTestSuite(
  'secure-site, OpenID Connect and Farcaster stand-ins',
  [
    ...testFilesIn('test/stack/oidc'),
    ...testFilesIn('test/stack/farcaster'),
    ...testFilesIn('test/stack/secure-site'),
  ],
  'secure-site-standin.tap',
);

// The plan, on two cores. Side by side: Jest (two workers; half its files wait on local chains
// and servers), one lane of checks and builds (each one process, mostly on one core), and the
// stand-ins' own suites, each in its own process (they mostly wait on their chains, servers
// and timeouts: measured, a few seconds of CPU for each minute). No step reads what another
// running beside it writes: the builds write dist/, storybook-static/ and test/demo/dist/,
// which no check or suite of the others reads (lint and prettier ignore them), and every
// stand-in listens on a free port. Then the end-to-end suite alone.
const built = outcome();
const builds = { storybook: false, demo: false };
const chromium = ensureChromium();
recordChromium(chromium, '0.0');
await Promise.all([
  unitTests(),
  lane(
    typeCheck,
    lint,
    format,
    translations,
    async () => built.settle(await libraryBuild()),
    async () => (await built.promise) && apiReport(),
    async () => (builds.storybook = await storybookBuild()),
    async () => (builds.demo = await demoBuild()),
  ),
  ...standInSuites.map((run) => run()),
  chromium && secureSite(),
  // The packed tarball installed as a host installs it.
  built.promise.then((ok) => ok && packageInstall()),
]);

if (builds.demo && chromium) await endToEnd();

console.log('\n=== Summary');
for (const { line } of summary) if (line) console.log(line);
if (skips.allowed.length > 0) {
  console.log('\nSkipped, on the allow-list (test/runner/allowedSkips.mjs):');
  for (const skip of skips.allowed) console.log(`  ${formatSkip(skip)}`);
}
if (skips.unlisted.length > 0) {
  console.log('\nSkipped and NOT on the allow-list (each counts as a failure):');
  for (const skip of skips.unlisted) console.log(`  ${formatSkip(skip)}`);
}
// Inside the summary, under its heading: a CI page that keeps only the log's last section
// still names what failed.
if (failures.length > 0) {
  console.log(
    '\nFailed (first lines; the whole text is above; a flaky one failed before it passed):',
  );
  for (const line of formatFailures(failures)) console.log(line);
}
console.log(`\nWhole run: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
