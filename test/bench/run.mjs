#!/usr/bin/env node
/**
 * `npm run bench`: bundle sizes and click-to-modal time against the budgets.
 *   (a) gzip size of each library file in dist/ (built with rollup when missing);
 *   (b) a minimal host app's initial JS and what the first open adds (Vite, from source; the
 *       esbuild figure is printed for reference), and that the interactive sagas' chunk is lazy;
 *   (c) median click to the first wallet option laid out (issue 12 §6: cold runs, with the idle
 *       prefetch and without), and click to the modal's first painted frame, on the served demo.
 * Informational (no budget yet):
 *   (d) reload to connected: a returning visitor's page load to the silent reconnect, with
 *       the dev wallet announced and a stored connection (the demo on its two local chains);
 *   (e) the eip155 adapter: gzip of dist/adapters/eip155.js (and its chunks), and what
 *       `adapters: [eip155Adapter()]` adds to the minimal host app's initial JS;
 *   (f) WalletConnect: what `adapters: [universalAdapter()]` adds at startup, and the SDK's
 *       chunks, which must stay out of the initial JS (a budget: loaded on pick only);
 *   (g) click to QR: the WalletConnect pick to the pairing URI's QR painted, on the local relay.
 * Flags: --no-build (reuse test/demo/dist), --runs N (default 20).
 * Writes test-results/bench.json; exits 1 when a budget fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildDemo, demoDist, isDemoBuilt, repoRoot } from '../stack/buildDemo.mjs';
import { startStaticServer } from '../stack/staticServer.mjs';
import { startLocalChains } from '../stack/chain/startLocalChains.mjs';
import { adapterEntrySizes, libraryEntrySizes, minimalAppSizes } from './bundleSizes.mjs';
import { measureClickToFirstOption } from './clickToFirstOption.mjs';
import { measureClickToModal } from './clickToModal.mjs';
import { measureClickToQr } from './clickToQr.mjs';
import { startWalletConnect } from '../stack/walletconnect/startWalletConnect.mjs';
import { measureReloadToConnected } from './reloadToConnected.mjs';

const KB = 1024;
const BUDGETS = {
  initialJs: 36 * KB,
  firstOpenJs: 30 * KB,
  clickToFirstOptionMs: 20,
  clickToModalMs: 50,
};

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '20' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs must be a positive integer, got ${values.runs}`);

const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;
const pad = (text, width) => String(text).padEnd(width);

function printFiles(files) {
  for (const { file, bytes, gzip } of files)
    console.log(`    ${pad(file, 52)} ${pad(kb(bytes), 11)} gzip ${kb(gzip)}`);
}

// (a) The library build.
function ensureLibraryBuild() {
  if (
    existsSync(join(repoRoot, 'dist/index.js')) &&
    existsSync(join(repoRoot, 'dist/adapters/eip155.js'))
  )
    return true;
  const config = join(repoRoot, 'rollup.config.mjs');
  if (!existsSync(config)) {
    console.log('  dist/index.js is missing and there is no rollup.config.mjs yet: skipping (a).');
    return false;
  }
  console.log(
    '  dist/ is missing or has no eip155 adapter: building the library (rollup -c rollup.config.mjs)…',
  );
  const rollup = join(repoRoot, 'node_modules/.bin/rollup');
  const result = spawnSync(rollup, ['-c', 'rollup.config.mjs'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
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
console.log(
  `  initial JS: gzip ${kb(minimal.initial.gzip)} (${minimal.initial.files.length} files)`,
);
printFiles(minimal.initial.files);
console.log(
  `  for reference, esbuild's splitting: gzip ${kb(minimal.esbuildInitial.gzip)} in ${minimal.esbuildInitial.files.length} files`,
);
console.log('  lazy features (each its own chunk, never in the initial JS):');
for (const [name, chunk] of Object.entries(minimal.featureChunks))
  console.log(
    `    ${pad(name, 20)} gzip ${kb(chunk.gzip)}${chunk.inInitial ? '  (IN THE INITIAL JS!)' : ''}`,
  );
console.log(
  `  product API client, loaded only with an apiUrl: gzip ${kb(minimal.productApi.gzip)}${minimal.productApi.inInitial ? '  (IN THE INITIAL JS!)' : ''}`,
);
console.log('  what each eager group costs in the initial JS (minified bytes, gzip estimate):');
for (const { group, minified, gzipEstimate } of minimal.initial.byGroup)
  console.log(`    ${pad(group, 36)} ${pad(`${minified} B`, 10)} ~${kb(gzipEstimate)}`);
console.log(`  first open: gzip ${kb(minimal.firstOpen.gzip)}`);
console.log(
  `    shell + Connect view (one chunk): gzip ${kb(minimal.firstOpen.shell.gzip)} in ${minimal.firstOpen.shell.files.length} file(s)`,
);
printFiles(minimal.firstOpen.shell.files);
console.log(`    the features the open starts: gzip ${kb(minimal.firstOpen.features.gzip)}`);
printFiles(minimal.firstOpen.features.files);

// (c) Click to modal.
console.log(`\n(c) Click to first painted frame of the modal (${runs} runs, fresh context each)`);
if (!values['no-build']) await buildDemo();
else if (!isDemoBuilt())
  throw new Error('test/demo/dist is missing: drop --no-build or run `npm run build:demo`');
// The demo as `npm start` serves it: its own two local chains, on free ports.
const chains = await startLocalChains({ ports: [0, 0] });
const stackChains = chains.chains.map(({ chainId, name, url }) => ({ chainId, name, rpcUrl: url }));
// The relay and peer wallet too, so the demo lists WalletConnect as `npm start` serves it.
const walletconnect = await startWalletConnect({
  chains: stackChains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
  relayPort: 0,
  walletPort: 0,
});
const server = await startStaticServer({
  root: demoDist,
  port: 0,
  stack: { chains: stackChains, relayUrl: walletconnect.relayUrl },
});
let click;
let firstOption;
let firstOptionNoPrefetch;
let reload;
let qr;
try {
  // Issue 12 §6: click to the first wallet option laid out (the dev wallet is listed).
  firstOption = await measureClickToFirstOption(`${server.url}?wallet=dev`, runs);
  firstOptionNoPrefetch = await measureClickToFirstOption(
    `${server.url}?wallet=dev&prefetch=0`,
    runs,
  );
  const optionLine = (label, stat) =>
    console.log(
      `  ${pad(label, 30)} median ${pad(`${stat.medianMs.toFixed(1)} ms`, 9)} (min ${stat.minMs.toFixed(1)}, max ${stat.maxMs.toFixed(1)}; painted ${stat.medianPaintedMs.toFixed(1)} ms); ${kb(stat.medianBytesBefore)} fetched before the click; ${stat.medianScriptsOnClick} script request(s) on the click`,
    );
  console.log(`  click → first wallet option laid out (${runs} cold runs each):`);
  optionLine('with the idle prefetch', firstOption);
  optionLine('prefetch: false', firstOptionNoPrefetch);
  click = await measureClickToModal(server.url, runs);
  console.log('  click → first painted frame of the modal (the older figure):');
  console.log(
    `  median ${click.medianMs.toFixed(1)} ms (min ${click.minMs.toFixed(1)}, max ${click.maxMs.toFixed(1)})`,
  );
  if (click.medianHoverToClickMs !== null) {
    console.log(
      `  the hover (shell prefetch) came ${click.medianHoverToClickMs.toFixed(1)} ms before the click (median)`,
    );
  }

  // (d) Reload to connected.
  console.log(
    `\n(d) Reload to connected: ?wallet=dev with a stored connection (${runs} reloads, warm cache)`,
  );
  reload = await measureReloadToConnected(server.url, runs);
  const line = (label, stat) =>
    console.log(
      `  ${pad(label, 46)} median ${pad(`${stat.medianMs.toFixed(1)} ms`, 10)} (min ${stat.minMs.toFixed(1)}, max ${stat.maxMs.toFixed(1)})`,
    );
  line('navigation start → dev wallet announced', reload.announced);
  line('navigation start → ACCOUNT_CONNECTED event', reload.event);
  line('navigation start → connected frame painted', reload.painted);
  line('dev wallet announced → ACCOUNT_CONNECTED', reload.announcedToEvent);

  // (g) Click to QR.
  console.log(
    `\n(g) Click on WalletConnect to the pairing QR painted (${runs} runs, fresh context each, local relay)`,
  );
  qr = await measureClickToQr(server.url, runs);
  console.log(
    `  median ${qr.medianMs.toFixed(1)} ms (min ${qr.minMs.toFixed(1)}, max ${qr.maxMs.toFixed(1)})`,
  );
} finally {
  await server.close();
  await walletconnect.stop();
  await chains.stop();
}

// (e) The eip155 adapter.
console.log('\n(e) The eip155 adapter (portico/adapters/eip155; its peer ethers not counted)');
const adapter = library ? adapterEntrySizes(repoRoot) : null;
if (adapter) {
  console.log(
    `  dist/adapters/eip155.js: gzip ${kb(adapter.entry.gzip)}; with its chunks gzip ${kb(adapter.withChunks.gzip)}; added to an app importing portico gzip ${kb(adapter.addedToCore.gzip)}`,
  );
  printFiles(adapter.withChunks.files);
} else {
  console.log('  dist/adapters/eip155.js is missing: skipped.');
}
const withAdapter = await minimalAppSizes(
  repoRoot,
  join(repoRoot, '.tmp/bench-minimal-eip155'),
  'test/bench/minimal-app-eip155.tsx',
);
const adapterAdds = withAdapter.initial.gzip - minimal.initial.gzip;
console.log(
  `  minimal host app + adapters: [eip155Adapter()]: initial JS gzip ${kb(withAdapter.initial.gzip)} (+${kb(adapterAdds)}, ethers/utils included)`,
);

// (f) WalletConnect.
console.log(
  '\n(f) WalletConnect (portico/adapters/universal; its peer @walletconnect/universal-provider)',
);
const withUniversal = await minimalAppSizes(
  repoRoot,
  join(repoRoot, '.tmp/bench-minimal-universal'),
  'test/bench/minimal-app-universal.tsx',
);
const universalAdds = withUniversal.initial.gzip - minimal.initial.gzip;
const walletConnectSdk = withUniversal.chunksWith('@walletconnect/universal-provider');
console.log(
  `  minimal host app + adapters: [universalAdapter()]: initial JS gzip ${kb(withUniversal.initial.gzip)} (+${kb(universalAdds)})`,
);
console.log(
  `  the SDK's chunks: gzip ${kb(walletConnectSdk.gzip)} in ${walletConnectSdk.files.length} files, ${walletConnectSdk.inInitial ? 'IN THE INITIAL JS' : 'not in the initial JS (loaded on pick)'}`,
);

// Budgets.
const budgets = [
  {
    name: 'initial JS (gzip)',
    limit: `<= ${kb(BUDGETS.initialJs)}`,
    actual: kb(minimal.initial.gzip),
    pass: minimal.initial.gzip <= BUDGETS.initialJs,
  },
  {
    name: 'first-open shell + view (gzip)',
    limit: `<= ${kb(BUDGETS.firstOpenJs)}`,
    actual: kb(minimal.firstOpen.gzip),
    pass: minimal.firstOpen.gzip <= BUDGETS.firstOpenJs,
  },
  {
    name: 'every lazy feature not initial',
    limit: 'lazy',
    actual: Object.values(minimal.featureChunks).some((c) => c.inInitial) ? 'initial' : 'lazy',
    pass: Object.values(minimal.featureChunks).every((c) => !c.inInitial && c.files.length > 0),
  },
  {
    name: 'product API not initial',
    limit: 'lazy',
    actual: minimal.productApi.inInitial ? 'initial' : 'lazy',
    pass: !minimal.productApi.inInitial && minimal.productApi.files.length > 0,
  },
  {
    name: 'WalletConnect SDK not initial',
    limit: 'lazy',
    actual: walletConnectSdk.inInitial ? 'initial' : 'lazy',
    pass: !walletConnectSdk.inInitial && walletConnectSdk.files.length > 0,
  },
  {
    name: 'click to first option median',
    limit: `< ${BUDGETS.clickToFirstOptionMs} ms`,
    actual: `${firstOption.medianMs.toFixed(1)} ms`,
    pass: firstOption.medianMs < BUDGETS.clickToFirstOptionMs,
  },
  {
    name: 'click-to-modal median',
    limit: `< ${BUDGETS.clickToModalMs} ms`,
    actual: `${click.medianMs.toFixed(1)} ms`,
    pass: click.medianMs < BUDGETS.clickToModalMs,
  },
];
const informational = [
  {
    name: 'first option, prefetch off',
    actual: `${firstOptionNoPrefetch.medianMs.toFixed(1)} ms`,
  },
  { name: 'fetched before the click', actual: kb(firstOption.medianBytesBefore) },
  { name: 'reload to connected (event)', actual: `${reload.event.medianMs.toFixed(1)} ms` },
  { name: 'reload to connected (painted)', actual: `${reload.painted.medianMs.toFixed(1)} ms` },
  ...(adapter ? [{ name: 'eip155 adapter entry (gzip)', actual: kb(adapter.entry.gzip) }] : []),
  { name: 'eip155 adapter in minimal app', actual: `+${kb(adapterAdds)}` },
  { name: 'universal adapter in minimal app', actual: `+${kb(universalAdds)}` },
  { name: 'click to QR (median)', actual: `${qr.medianMs.toFixed(1)} ms` },
  { name: 'esbuild initial JS (reference)', actual: kb(minimal.esbuildInitial.gzip) },
];
console.log('\nBudgets');
for (const budget of budgets) {
  console.log(
    `  ${budget.pass ? 'PASS' : 'FAIL'}  ${pad(budget.name, 32)} ${pad(budget.actual, 12)} (budget ${budget.limit})`,
  );
}
for (const figure of informational) {
  console.log(`  INFO  ${pad(figure.name, 32)} ${pad(figure.actual, 12)} (no budget set)`);
}

mkdirSync(join(repoRoot, 'test-results'), { recursive: true });
const report = {
  date: new Date().toISOString(),
  library,
  minimalApp: minimal,
  clickToModal: click,
  clickToFirstOption: firstOption,
  clickToFirstOptionNoPrefetch: firstOptionNoPrefetch,
  reloadToConnected: reload,
  clickToQr: qr,
  eip155Adapter: {
    dist: adapter,
    minimalAppWithAdapter: withAdapter,
    addedToMinimalAppGzip: adapterAdds,
  },
  universalAdapter: {
    minimalAppWithAdapter: withUniversal,
    addedToMinimalAppGzip: universalAdds,
    sdkChunks: walletConnectSdk,
  },
  budgets,
  informational,
};
writeFileSync(join(repoRoot, 'test-results/bench.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('\nWrote test-results/bench.json');

process.exitCode = budgets.every((budget) => budget.pass) ? 0 : 1;
