#!/usr/bin/env node
/**
 * (p) Leaks and long sessions, in Chromium on the served demo with the dev wallet:
 * after a warm-up (100 opens/closes, 10 × connect, a switch there and back, disconnect: lazy
 * chunks and caches loaded, and most of the JIT's optimized code made), a baseline, then
 *   1. the modal opened (connect button) and closed (Escape) `openClose` times;
 *   2. connected (Connect view → Portico Dev Wallet) and disconnected (Account → Disconnect)
 *      `connects` times;
 *   3. connected, then the network switched `switches` times between the demo's two chains
 *      (Account → Network → the other chain, then Escape), measured connected (against a
 *      connected baseline taken before the first switch), then disconnected.
 * Each measurement waits for the page to settle (pending timers and listeners back to the
 * baseline, or 10 s), forces GC twice (HeapProfiler.collectGarbage) and reads, over CDP:
 * Runtime.getHeapUsage usedSize, Memory.getDOMCounters (nodes, JS event listeners),
 * DOMDebugger.getEventListeners on window and document, and sessionProbe.mjs's counts of
 * every main-world listener and pending timer; then a heap snapshot (heapSnapshot.mjs): its
 * detached DOM nodes (also asked of DOM.getDetachedDomNodes) and its compiled code's bytes
 * (the JIT's share of the heap's growth, reported without a budget).
 * The host's own logs grow by design (the demo's event log, the dev wallets' request logs,
 * its performance marks): they are cleared, as a host would, before each reading, and the
 * event log every 10 iterations too (see clearEventLogEvery).
 * Budgets, each reading against the baseline (the connected one for the switches' connected
 * reading): heap growth after GC < 1 MB; listeners (all, and CDP's on window and document)
 * and pending timers back to the baseline count; no detached DOM node.
 * Standalone: `node test/bench/longSession.mjs [--open-close N] [--connects N] [--switches N]
 * [--warm-up N] [--diagnose] [--inject-leak]` (--diagnose: heap snapshots after each phase,
 * printing what grew by constructor, the new JIT code by script and the new objects by
 * retainer path; --inject-leak: a leak on every open, to see the budgets fail)
 * against a built demo (`npm run build:demo`), on its own local stack.
 */
import { chromium } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../stack/chromium.mjs';
import {
  codeBytes,
  countDetached,
  newCodeByScript,
  newObjectRetainers,
  snapshotGrowth,
  summarizeSnapshot,
  takeHeapSnapshot,
} from './heapSnapshot.mjs';
import { installSessionProbe } from './sessionProbe.mjs';

const LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
const MB = 1024 * 1024;
export const LONG_SESSION_BUDGETS = { heapGrowthBytes: 1 * MB };
const CHAINS = ['Local chain', 'Portico Local 2'];
const CAIP = { 'Local chain': 'eip155:31337', 'Portico Local 2': 'eip155:31338' };
const SETTLE_MS = 10_000;

/** Forces GC twice, lets FinalizationRegistry callbacks run (a task later), and again. */
async function collect(page, cdp) {
  for (let i = 0; i < 2; i += 1) await cdp.send('HeapProfiler.collectGarbage');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  await cdp.send('HeapProfiler.collectGarbage');
}

/** One reading of the page's retained state (see the header). */
async function read(page, cdp) {
  await collect(page, cdp);
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  const onTarget = async (expression) => {
    const { result } = await cdp.send('Runtime.evaluate', { expression, objectGroup: 'bench' });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId,
    });
    return listeners.length;
  };
  const windowListeners = await onTarget('window');
  const documentListeners = await onTarget('document');
  await cdp.send('Runtime.releaseObjectGroup', { objectGroup: 'bench' });
  const probe = await page.evaluate(() => window.__porticoSession.read());
  const detached = await detachedNodes(cdp);
  const snapshot = await takeHeapSnapshot(cdp);
  return {
    heapBytes: usedSize,
    codeBytes: codeBytes(snapshot),
    snapshotDetached: countDetached(snapshot),
    domNodes: dom.nodes,
    jsEventListeners: dom.jsEventListeners,
    windowListeners,
    documentListeners,
    ...probe,
    timers: probe.timeouts + probe.intervals + probe.animationFrames,
    detached,
  };
}

/** DOM.getDetachedDomNodes (experimental): the detached trees' root count and their nodes. */
async function detachedNodes(cdp) {
  try {
    const { detachedNodes } = await cdp.send('DOM.getDetachedDomNodes');
    const count = (node) => 1 + (node.children ?? []).reduce((sum, c) => sum + count(c), 0);
    return {
      roots: detachedNodes.length,
      nodes: detachedNodes.reduce((sum, d) => sum + count(d.treeNode), 0),
      names: detachedNodes.slice(0, 8).map((d) => describeNode(d.treeNode)),
    };
  } catch {
    return null;
  }
}

function describeNode(node) {
  const attributes = node.attributes ?? [];
  const className = attributes[attributes.indexOf('class') + 1];
  return `${node.nodeName.toLowerCase()}${attributes.includes('class') ? `.${className}` : ''}`;
}

/**
 * Clears the host's own logs (the demo's event log, the dev wallets' request logs, the
 * demo's performance marks): what the host keeps by design is not the library's leak.
 */
async function clearHostLogs(page) {
  const clear = page.locator('main button', { hasText: 'Clear log' });
  if (await clear.isEnabled()) await clear.click();
  await page.evaluate(() => {
    for (const wallet of window.porticoDevWallets ?? []) wallet.requests.length = 0;
    // The demo marks each connection (`portico-demo:connected`); marks stay until cleared.
    performance.clearMarks();
  });
}

/**
 * Waits until pending timers and listeners are at most `target`'s (or SETTLE_MS), then reads.
 * Returns the reading and how long settling took.
 */
async function settledReading(page, cdp, target) {
  await clearHostLogs(page);
  const started = Date.now();
  for (;;) {
    // Listeners on unreachable targets are garbage, not leaks: count after a collection.
    await collect(page, cdp);
    const now = await page.evaluate(() => window.__porticoSession.read());
    const timers = now.timeouts + now.intervals + now.animationFrames;
    const quiet = target
      ? timers <= target.timers && now.listeners <= target.listeners
      : timers === 0 || Date.now() - started > 3_000;
    if (quiet || Date.now() - started > SETTLE_MS) break;
    await page.waitForTimeout(250);
  }
  const settleMs = Date.now() - started;
  return { ...(await read(page, cdp)), settleMs };
}

/**
 * --inject-leak (the bench's own check that it can fail): each click on the connect button
 * leaks what the budgets look for, as a buggy modal would: a window listener, an interval,
 * a detached <div> and 8 KB of heap.
 */
function leakOnEveryOpen() {
  const kept = [];
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.closest('.portico-connect-button'))
        return;
      window.addEventListener('resize', () => kept.length);
      setInterval(() => kept.length, 60_000);
      kept.push(document.createElement('div'), new Array(1024).fill(kept.length));
    },
    { capture: true },
  );
}

const connectButton = (page) => page.locator('main .portico-connect-button');

/**
 * The demo's event log renders every event; React keeps the last render before a clear in
 * its alternate fiber (until the next render), so clearing only before a reading would leave
 * the whole phase's log alive. Cleared every CLEAR_EVERY iterations, as a host caps its log.
 */
const CLEAR_EVERY = 10;
async function clearEventLogEvery(page, iteration) {
  if (iteration % CLEAR_EVERY !== CLEAR_EVERY - 1) return;
  const clear = page.locator('main button', { hasText: 'Clear log' });
  if (await clear.isEnabled()) await clear.click();
}

async function openAndClose(page, iteration = 0) {
  await connectButton(page).click();
  await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor({ state: 'visible' });
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await clearEventLogEvery(page, iteration);
}

async function waitForStatus(page, text) {
  await page.waitForFunction(
    (expected) =>
      document.querySelector('[data-testid="account-status"]')?.textContent === expected,
    text,
  );
}

async function connect(page, iteration = 0) {
  await connectButton(page).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Portico Dev Wallet\b/ })
    .click();
  await waitForStatus(page, 'connected');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await clearEventLogEvery(page, iteration);
}

async function disconnect(page) {
  await connectButton(page).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
  await waitForStatus(page, 'disconnected');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Account → Network → `to`, back on Account on the new chain, then Escape. */
async function switchTo(page, from, to) {
  await connectButton(page).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: `Network: ${from}` }).click();
  await modal.getByRole('button', { name: new RegExp(`^${to}\\b`) }).click();
  await modal.getByRole('button', { name: `Network: ${to}` }).waitFor({ state: 'visible' });
  await page.waitForFunction(
    (caip) =>
      document
        .querySelector('[data-testid="account-network"]')
        ?.getAttribute('data-caip-network-id') === caip,
    CAIP[to],
  );
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
}

async function switchRoundTrips(page, switches) {
  for (let i = 0; i < switches; i += 1) {
    await switchTo(page, CHAINS[i % 2], CHAINS[(i + 1) % 2]);
    await clearEventLogEvery(page, i);
  }
}

/** The budget checks of one phase's reading against its baseline. */
function phaseChecks(phase, base, after) {
  const growth = after.heapBytes - base.heapBytes;
  return [
    {
      name: `${phase}: heap growth`,
      limit: '< 1 MB',
      actual: `${(growth / 1024).toFixed(0)} KB`,
      pass: growth < LONG_SESSION_BUDGETS.heapGrowthBytes,
    },
    {
      name: `${phase}: listeners`,
      limit: `<= ${base.listeners}`,
      actual: String(after.listeners),
      pass:
        after.listeners <= base.listeners &&
        after.windowListeners <= base.windowListeners &&
        after.documentListeners <= base.documentListeners,
    },
    {
      name: `${phase}: timers`,
      limit: `<= ${base.timers}`,
      actual: String(after.timers),
      pass: after.timers <= base.timers,
    },
    {
      name: `${phase}: detached DOM nodes`,
      limit: '0',
      actual: `${after.snapshotDetached.detached}${after.detached ? ` (CDP ${after.detached.nodes})` : ''}`,
      pass: after.snapshotDetached.detached === 0 && (after.detached?.nodes ?? 0) === 0,
    },
  ];
}

/** What changed between two readings' listener types (for a failure's diagnosis). */
function typeDelta(base, after) {
  const types = new Set([
    ...Object.keys(base.listenersByType),
    ...Object.keys(after.listenersByType),
  ]);
  return Object.fromEntries(
    [...types]
      .map((type) => [type, (after.listenersByType[type] ?? 0) - (base.listenersByType[type] ?? 0)])
      .filter(([, delta]) => delta !== 0),
  );
}

/**
 * Runs the session on the demo at `url` (served with its two local chains). Returns the
 * readings, the checks (budget rows) and the end's heap-snapshot detached count.
 */
export async function measureLongSession(
  url,
  {
    openClose = 500,
    connects = 100,
    switches = 200,
    warmUp = 100,
    diagnose = false,
    injectLeak = false,
    log = console.log,
  } = {},
) {
  if (switches % 2 !== 0) throw new Error('--switches must be even (back on the first chain)');
  const browser = await chromium.launch(LAUNCH);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(installSessionProbe);
    if (injectLeak) await page.addInitScript(leakOnEveryOpen);
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await page.goto(new URL('?wallet=dev', url).href, { waitUntil: 'load' });
    await page.waitForFunction(() => window.porticoDevWallets !== undefined);
    await waitForStatus(page, 'disconnected');

    // Warm-up: every path, so lazy chunks, caches and first-use singletons exist, and enough
    // times that the JIT's optimized code (in the V8 heap too: ~0.8 MB over 500 opens after a
    // 30-open warm-up, ~20 KB over 250 after a 250-open one) is mostly made before the
    // baseline: a leak grows with the phases' iterations, the JIT's code levels off.
    for (let i = 0; i < warmUp; i += 1) await openAndClose(page, i);
    for (let i = 0; i < Math.ceil(warmUp / 10); i += 1) {
      await connect(page);
      await switchRoundTrips(page, 2);
      await disconnect(page);
    }
    const readings = {};
    const timings = {};
    readings.baseline = await settledReading(page, cdp, null);
    // --diagnose: what grew, by constructor, between heap snapshots of the baseline and each phase.
    const growth = {};
    let previous = diagnose ? await takeHeapSnapshot(cdp) : null;

    const phase = async (name, body, target = readings.baseline) => {
      const started = Date.now();
      await body();
      timings[name] = Date.now() - started;
      readings[name] = await settledReading(page, cdp, target);
      log(`    ${name}: done in ${(timings[name] / 1000).toFixed(1)} s`);
      if (!diagnose) return;
      const next = await takeHeapSnapshot(cdp);
      growth[name] = snapshotGrowth(summarizeSnapshot(previous), summarizeSnapshot(next));
      for (const { key, count, bytes } of growth[name])
        log(`      ${String(bytes).padStart(9)} B ${String(count).padStart(7)} × ${key}`);
      log('      new JIT code by script:');
      for (const { script, bytes } of newCodeByScript(previous, next))
        log(`      ${String(bytes).padStart(9)} B   ${script}`);
      log('      new objects by retainer path:');
      for (const { path, count, bytes } of newObjectRetainers(previous, next))
        log(`      ${String(bytes).padStart(9)} B ${String(count).padStart(7)} × ${path}`);
      previous = next;
    };
    await phase(`open/close ×${openClose}`, async () => {
      for (let i = 0; i < openClose; i += 1) await openAndClose(page, i);
    });
    await phase(`connect/disconnect ×${connects}`, async () => {
      for (let i = 0; i < connects; i += 1) {
        await connect(page, i);
        await disconnect(page);
      }
    });
    await connect(page);
    readings['connected baseline'] = await settledReading(page, cdp, null);
    await phase(
      `switch ×${switches} (connected)`,
      () => switchRoundTrips(page, switches),
      readings['connected baseline'],
    );
    await phase(`switch ×${switches}, disconnected`, () => disconnect(page));

    await context.close();

    const base = readings.baseline;
    const names = Object.keys(readings).filter((n) => !n.includes('baseline'));
    const baseOf = (name) => (name.includes('(connected)') ? readings['connected baseline'] : base);
    const checks = names.flatMap((name) => phaseChecks(name, baseOf(name), readings[name]));
    // What of the heap's growth is compiled code (the heap snapshots'): reported, no budget.
    const informational = names.map((name) => ({
      name: `${name}: of the heap growth, code`,
      actual: `${((readings[name].codeBytes - baseOf(name).codeBytes) / 1024).toFixed(0)} KB`,
    }));
    if (pageErrors.length)
      checks.push({
        name: 'no page errors',
        limit: '0',
        actual: String(pageErrors.length),
        pass: false,
      });
    const deltas = Object.fromEntries(
      names.map((name) => [name, typeDelta(baseOf(name), readings[name])]),
    );
    return { readings, timings, checks, informational, listenerDeltas: deltas, pageErrors, growth };
  } finally {
    await browser.close();
  }
}

/** The compact table of the readings. */
export function printLongSession(result, log = console.log) {
  const pad = (text, width) => String(text).padEnd(width);
  const cols = [
    ['heap', (r) => `${(r.heapBytes / MB).toFixed(2)} MB`, 10],
    ['Δheap', (r, b) => `${((r.heapBytes - b.heapBytes) / 1024).toFixed(0)} KB`, 9],
    ['Δcode', (r, b) => `${((r.codeBytes - b.codeBytes) / 1024).toFixed(0)} KB`, 9],
    ['listeners', (r) => r.listeners, 10],
    ['win/doc', (r) => `${r.windowListeners}/${r.documentListeners}`, 8],
    ['V8 lsn', (r) => r.jsEventListeners, 7],
    ['timers t/i/raf', (r) => `${r.timeouts}/${r.intervals}/${r.animationFrames}`, 15],
    ['nodes', (r) => r.domNodes, 7],
    [
      'detached',
      (r) => `${r.snapshotDetached.detached}${r.detached ? `/${r.detached.nodes}` : ''}`,
      9,
    ],
    ['settle', (r) => `${(r.settleMs / 1000).toFixed(1)} s`, 7],
  ];
  log(`    ${pad('', 34)} ${cols.map(([h, , w]) => pad(h, w)).join(' ')}`);
  for (const [name, reading] of Object.entries(result.readings)) {
    const base = name.includes('(connected)')
      ? result.readings['connected baseline']
      : result.readings.baseline;
    log(`    ${pad(name, 34)} ${cols.map(([, f, w]) => pad(f(reading, base), w)).join(' ')}`);
  }
  for (const [name, delta] of Object.entries(result.listenerDeltas))
    if (Object.keys(delta).length)
      log(`    listener types changed, ${name}: ${JSON.stringify(delta)}`);
  log(
    "    (heap: Runtime.getHeapUsage after GC; code: the heap snapshot's compiled code; detached: heap snapshot/DOM.getDetachedDomNodes)",
  );
  for (const [name, reading] of Object.entries(result.readings)) {
    if (reading.snapshotDetached.detached)
      log(`    detached after ${name}: ${JSON.stringify(reading.snapshotDetached.byName)}`);
    if (reading.detached?.roots)
      log(
        `    detached roots after ${name} (DOM.getDetachedDomNodes): ${reading.detached.roots} (${reading.detached.names.join(', ')}, …)`,
      );
  }
  if (result.pageErrors.length) log(`    page errors: ${result.pageErrors.join(' | ')}`);
}

async function standalone() {
  const { values } = parseArgs({
    options: {
      'open-close': { type: 'string', default: '500' },
      connects: { type: 'string', default: '100' },
      switches: { type: 'string', default: '200' },
      'warm-up': { type: 'string', default: '100' },
      diagnose: { type: 'boolean', default: false },
      'inject-leak': { type: 'boolean', default: false },
    },
  });
  const { demoDist, isDemoBuilt } = await import('../stack/buildDemo.mjs');
  const { startStaticServer } = await import('../stack/staticServer.mjs');
  const { startLocalChains } = await import('../stack/chain/startLocalChains.mjs');
  const { startWalletConnect } = await import('../stack/walletconnect/startWalletConnect.mjs');
  if (!isDemoBuilt()) throw new Error('test/demo/dist is missing: run `npm run build:demo`');
  // The stack run.mjs serves the demo with: two local chains and the WalletConnect relay.
  const chains = await startLocalChains({ ports: [0, 0] });
  const stackChains = chains.chains.map(({ chainId, name, url }) => ({
    chainId,
    name,
    rpcUrl: url,
  }));
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
  try {
    console.log('(p) Long session: leaks after GC (test/bench/longSession.mjs)');
    const result = await measureLongSession(server.url, {
      openClose: Number(values['open-close']),
      connects: Number(values.connects),
      switches: Number(values.switches),
      warmUp: Number(values['warm-up']),
      diagnose: values.diagnose,
      injectLeak: values['inject-leak'],
    });
    printLongSession(result);
    for (const check of result.checks)
      console.log(
        `  ${check.pass ? 'PASS' : 'FAIL'}  ${check.name.padEnd(44)} ${check.actual.padEnd(10)} (budget ${check.limit})`,
      );
    for (const figure of result.informational)
      console.log(`  INFO  ${figure.name.padEnd(44)} ${figure.actual.padEnd(10)} (no budget set)`);
    process.exitCode = result.checks.every((check) => check.pass) ? 0 : 1;
  } finally {
    await server.close();
    await walletconnect.stop();
    await chains.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await standalone();
