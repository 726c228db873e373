/**
 * The honest minimal host app in Chromium (hostApp.mjs builds it). Each run is cold (a new
 * browser context: empty cache) and the apps given are measured interleaved, run by run, so a
 * machine's load falls on all of them alike. Per run:
 *  - a browser wallet is announced over EIP-6963 before the page's scripts, as an extension
 *    does (it answers nothing: no connection is made), so the list has a wallet to show;
 *  - every request before the click is recorded (the idle prefetch included: the click waits
 *    for the load and a quiet network); sizes are gzip -9 of the served files;
 *  - requests to anything but the local server count as outside requests;
 *  - long tasks (PerformanceObserver 'longtask', buffered) until the click;
 *  - the click on the connect button (the event's timeStamp) to the first wallet option laid
 *    out, as clickToFirstOption.mjs measures it;
 *  - the JS heap after the open (CDP: a GC, then Runtime.getHeapUsage's usedSize).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../stack/chromium.mjs';
import { gzipSize } from './bundleSizes.mjs';
import { median } from './clickToModal.mjs';

/** Installed before the page's scripts: the wallet, the long-task observer, the click probe. */
export function installProbe() {
  const icon =
    'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Crect width="8" height="8"/%3E%3C/svg%3E';
  const provider = {
    request: async ({ method }) => {
      if (method === 'eth_accounts') return [];
      if (method === 'eth_chainId') return '0x7a69';
      throw Object.assign(new Error('The bench wallet answers nothing'), { code: 4200 });
    },
    on() {},
    removeListener() {},
  };
  const detail = Object.freeze({
    info: {
      uuid: '00000000-0000-4000-8000-000000000001',
      name: 'Bench Wallet',
      icon,
      rdns: 'dev.portico.bench',
    },
    provider,
  });
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();

  window.__benchLongTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__benchLongTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    window.__benchLongTasks = null;
  }

  window.__benchFirstOption = new Promise((resolve) => {
    window.addEventListener(
      'click',
      (event) => {
        if (!(event.target instanceof Element) || !event.target.closest('.portico-connect-button'))
          return;
        const clickAt = event.timeStamp;
        const option = () => document.querySelector('[role=dialog] .portico-list-button');
        const done = (element) => {
          const laidOut = element.getBoundingClientRect().height > 0 ? performance.now() : null;
          resolve({ laidOutMs: (laidOut ?? performance.now()) - clickAt });
        };
        const found = option();
        if (found) return done(found);
        const observer = new MutationObserver(() => {
          const element = option();
          if (!element) return;
          observer.disconnect();
          done(element);
        });
        observer.observe(document.body, { childList: true, subtree: true });
      },
      { capture: true },
    );
  });
}

async function oneRun(browser, { url, outDir }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(installProbe);
    const origin = new URL(url).origin;
    let clicked = false;
    const before = [];
    const outside = [];
    page.on('request', (request) => {
      const target = request.url();
      if (/^(data|blob):/.test(target)) return;
      if (new URL(target).origin !== origin) outside.push(target);
      else if (!clicked) before.push(new URL(target).pathname);
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const longTasks = await page.evaluate(() => window.__benchLongTasks);
    clicked = true;
    await page.click('main .portico-connect-button');
    const { laidOutMs } = await page.evaluate(() => window.__benchFirstOption);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const files = [...new Set(before)].map((path) => {
      const file = join(outDir, path === '/' ? 'index.html' : path);
      return { path, gzip: existsSync(file) ? gzipSize(file) : 0 };
    });
    return {
      laidOutMs,
      heapBytes: usedSize,
      longTasks: longTasks === null ? null : longTasks.length,
      outside,
      files,
      fetchedGzip: files.reduce((total, f) => total + f.gzip, 0),
      fetchedJsGzip: files.filter((f) => f.path.endsWith('.js')).reduce((t, f) => t + f.gzip, 0),
    };
  } finally {
    await context.close();
  }
}

/**
 * `apps`: `{ label, url, outDir }` each (a served build). Returns per label the medians and
 * maxima over `runs` cold runs.
 */
export async function measureHostApps(apps, runs) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const samples = Object.fromEntries(apps.map((app) => [app.label, []]));
  try {
    // One uncounted run each first: the browser's own first-page costs are not the app's.
    for (const app of apps) await oneRun(browser, app);
    for (let run = 0; run < runs; run += 1)
      for (const app of run % 2 ? [...apps].reverse() : apps)
        samples[app.label].push(await oneRun(browser, app));
  } finally {
    await browser.close();
  }
  return Object.fromEntries(
    apps.map(({ label }) => {
      const list = samples[label];
      const pick = (key) => list.map((sample) => sample[key]);
      const last = list[list.length - 1];
      return [
        label,
        {
          runs: list.length,
          clickToFirstOption: {
            medianMs: median(pick('laidOutMs')),
            minMs: Math.min(...pick('laidOutMs')),
            maxMs: Math.max(...pick('laidOutMs')),
          },
          fetchedBeforeClick: {
            gzip: median(pick('fetchedGzip')),
            jsGzip: median(pick('fetchedJsGzip')),
            files: median(list.map((s) => s.files.length)),
            lastRun: last.files,
          },
          outsideRequests: Math.max(...list.map((s) => s.outside.length)),
          outsideUrls: [...new Set(list.flatMap((s) => s.outside))].slice(0, 5),
          longTasks: pick('longTasks').some((n) => n === null)
            ? null
            : Math.max(...pick('longTasks')),
          heapAfterOpen: { medianBytes: median(pick('heapBytes')) },
        },
      ];
    }),
  );
}
