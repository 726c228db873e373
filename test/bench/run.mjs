#!/usr/bin/env node
/**
 * `npm run bench`: bundle sizes and click-to-modal time against the budgets.
 *   (a) gzip size of each library file in dist/ (built with rollup when missing);
 *   (b) a minimal host app's initial JS and what the first open adds (esbuild, from source);
 *   (c) median click-to-first-painted-frame of the modal in Chromium, on the served demo.
 * Flags: --no-build (reuse test/demo/dist), --runs N (default 20).
 * Writes test-results/bench.json; exits 1 when a budget fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildDemo, demoDist, isDemoBuilt, repoRoot } from '../stack/buildDemo.mjs';
import { startStaticServer } from '../stack/staticServer.mjs';
import { libraryEntrySizes, minimalAppSizes } from './bundleSizes.mjs';
import { measureClickToModal } from './clickToModal.mjs';

const KB = 1024;
const BUDGETS = {
  initialJs: 40 * KB,
  firstOpenJs: 30 * KB,
  clickToModalMs: 50,
};

const { values } = parseArgs({
  options: { 'no-build': { type: 'boolean', default: false }, runs: { type: 'string', default: '20' } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${values.runs}`);

const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;
const pad = (text, width) => String(text).padEnd(width);

function printFiles(files) {
  for (const { file, bytes, gzip } of files) console.log(`    ${pad(file, 52)} ${pad(kb(bytes), 11)} gzip ${kb(gzip)}`);
}

// (a) The library build.
function ensureLibraryBuild() {
  if (existsSync(join(repoRoot, 'dist/index.js'))) return true;
  const config = join(repoRoot, 'rollup.config.mjs');
  if (!existsSync(config)) {
    console.log('  dist/index.js is missing and there is no rollup.config.mjs yet: skipping (a).');
    return false;
  }
  console.log('  dist/index.js is missing: building the library (rollup -c rollup.config.mjs)…');
  const rollup = join(repoRoot, 'node_modules/.bin/rollup');
  const result = spawnSync(rollup, ['-c', 'rollup.config.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(join(repoRoot, 'dist/index.js'))) {
    console.log('  The library build failed: skipping (a).');
    return false;
  }
  return true;
}

console.log('(a) Library build (dist/)');
const library = ensureLibraryBuild() ? libraryEntrySizes(repoRoot) : null;
if (library) {
  printFiles(library.files);
  console.log(`    ${pad('total', 52)} ${pad(kb(library.bytes), 11)} gzip ${kb(library.gzip)}`);
}

// (b) The minimal host app.
console.log('\n(b) Minimal host app (provider + <ConnectButton/>, React excluded)');
const minimal = await minimalAppSizes(repoRoot, join(repoRoot, '.tmp/bench-minimal'));
console.log(`  initial JS: gzip ${kb(minimal.initial.gzip)} (${minimal.initial.files.length} files)`);
printFiles(minimal.initial.files);
console.log('  largest inputs (minified bytes):');
for (const { input, bytes } of minimal.initial.largestInputs) console.log(`    ${pad(input, 60)} ${kb(bytes)}`);
console.log(`  first open adds: gzip ${kb(minimal.firstOpen.gzip)}`);
console.log(`    shell (ModalRoot + imports): gzip ${kb(minimal.firstOpen.shell.gzip)}`);
printFiles(minimal.firstOpen.shell.files);
console.log(`    Connect view (+ imports):     gzip ${kb(minimal.firstOpen.connectView.gzip)}`);
printFiles(minimal.firstOpen.connectView.files);

// (c) Click to modal.
console.log(`\n(c) Click to first painted frame of the modal (${runs} runs, fresh context each)`);
if (!values['no-build']) await buildDemo();
else if (!isDemoBuilt()) throw new Error('test/demo/dist is missing: drop --no-build or run `npm run build:demo`');
const server = await startStaticServer({ root: demoDist, port: 0 });
let click;
try {
  click = await measureClickToModal(server.url, runs);
} finally {
  await server.close();
}
console.log(`  median ${click.medianMs.toFixed(1)} ms (min ${click.minMs.toFixed(1)}, max ${click.maxMs.toFixed(1)})`);
if (click.medianHoverToClickMs !== null) {
  console.log(`  the hover (shell prefetch) came ${click.medianHoverToClickMs.toFixed(1)} ms before the click (median)`);
}

// Budgets.
const budgets = [
  { name: 'initial JS (gzip)', limit: `<= ${kb(BUDGETS.initialJs)}`, actual: kb(minimal.initial.gzip), pass: minimal.initial.gzip <= BUDGETS.initialJs },
  { name: 'first-open shell + view (gzip)', limit: `<= ${kb(BUDGETS.firstOpenJs)}`, actual: kb(minimal.firstOpen.gzip), pass: minimal.firstOpen.gzip <= BUDGETS.firstOpenJs },
  { name: 'click-to-modal median', limit: `< ${BUDGETS.clickToModalMs} ms`, actual: `${click.medianMs.toFixed(1)} ms`, pass: click.medianMs < BUDGETS.clickToModalMs },
];
console.log('\nBudgets');
for (const budget of budgets) {
  console.log(`  ${budget.pass ? 'PASS' : 'FAIL'}  ${pad(budget.name, 32)} ${pad(budget.actual, 12)} (budget ${budget.limit})`);
}

mkdirSync(join(repoRoot, 'test-results'), { recursive: true });
const report = { date: new Date().toISOString(), library, minimalApp: minimal, clickToModal: click, budgets };
writeFileSync(join(repoRoot, 'test-results/bench.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('\nWrote test-results/bench.json');

process.exitCode = budgets.every((budget) => budget.pass) ? 0 : 1;
