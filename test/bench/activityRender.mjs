/**
 * (i) The Activity tab with a 1,000-transaction history: the product-API stand-in's history
 * fixture (`POST /__control/history-fixture`, test/stack/api/historyFixture.mjs) makes
 * `GET /v1/account/{address}/history` answer 1,000 synthetic transactions for dev account 0 on
 * eip155:31337, for the bench's project id only, 10 per page by cursor. The demo is served
 * with the stand-in's `apiUrl` under the strict CSP; Debian's Chromium, headless, 1280×800.
 *
 * Exactly how each figure is measured:
 *   (a) click → first page painted: `runs` cold runs, each in a new browser context (empty
 *       cache, no stored state): load the demo, connect the dev wallet through the Connect
 *       view, open Account, wait until no request has been open for 300 ms, then click the
 *       Activity tab. A capture-phase click listener installed before the page's scripts takes
 *       the click's `event.timeStamp`; a MutationObserver waits for the first
 *       `.portico-transaction` in the dialog (the first page's rows come in one commit);
 *       reading its box forces layout ("laid out"); one animation frame and a task after it
 *       mark it painted. The figure is the median of the painted times. The activity feature's
 *       chunk loads on this click (cold), then the first history page.
 *   (b) all pages loaded: on the last cold run's page, with the first page shown, a
 *       requestAnimationFrame loop sets the modal body's (`.portico-body`, the one scroll box)
 *       scrollTop to its scrollHeight every frame, so the list's end (`.portico-load-more`,
 *       watched by the list's IntersectionObserver) keeps coming into view and the next page
 *       is asked for as soon as the previous one is in. Done is the first frame with no
 *       `.portico-load-more` and the list not `aria-busy` (the last page rendered), plus one
 *       frame and a task (painted). Reported: the total from the loop's first frame, the
 *       number of history requests (pages, the first one included), the sum of those
 *       requests' own durations (Resource Timing: the API's share, the rest is the page's),
 *       and the DOM row count at the end (spam-only and other chains' transactions are
 *       filtered out, so fewer than 1,000; the expected count is computed from the same
 *       fixture in Node).
 *   (c) scroll smoothness, everything loaded: the modal body is put at the top and left for
 *       two frames and 300 ms, then a requestAnimationFrame loop scrolls it with `scrollBy` on
 *       every frame to where it should be at that time (a linear sweep from top to bottom over
 *       2 s, by time, so a slow frame makes the next step longer, not the sweep). The rAF
 *       timestamps' differences are the frame intervals: reported median, p95, longest, and
 *       how many exceed 50 ms; a PerformanceObserver for 'longtask' counts main-thread tasks
 *       over 50 ms during the sweep. Headless Chromium with --disable-gpu: software raster;
 *       the frame rate is Chromium's headless default (60 Hz).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../stack/chromium.mjs';
import { createHistoryFixture } from '../stack/api/historyFixture.mjs';
import {
  BENCH_PROJECT_ID,
  DEV_ACCOUNT_0,
  LOCAL_CHAIN,
  accountUrl,
  connectAndOpenAccount,
  setHistoryFixture,
} from './accountPage.mjs';
import { median } from './clickToModal.mjs';

const LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
export const HISTORY_COUNT = 1_000;
export const SWEEP_MS = 2_000;
const LOAD_ALL_TIMEOUT_MS = 180_000;

/** Installed before the page's scripts: the Activity tab click → first row painted. */
function installProbe() {
  // Room for every history page's (and row image's) Resource Timing entry.
  performance.setResourceTimingBufferSize(10_000);
  window.__porticoActivityFirstPage = new Promise((resolve) => {
    window.addEventListener(
      'click',
      (event) => {
        const tab = event.target instanceof Element ? event.target.closest('[role=tab]') : null;
        if (!tab || tab.textContent?.trim() !== 'Activity') return;
        const clickAt = event.timeStamp;
        const selector = '[role=dialog] .portico-transaction';
        const done = (row) => {
          const laidOut = row.getBoundingClientRect().height > 0 ? performance.now() : null;
          const rows = document.querySelectorAll(selector).length;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () =>
              resolve({
                laidOutMs: (laidOut ?? performance.now()) - clickAt,
                paintedMs: performance.now() - clickAt,
                rows,
              });
            channel.port2.postMessage(null);
          });
        };
        const found = document.querySelector(selector);
        if (found) return done(found);
        const observer = new MutationObserver(() => {
          const row = document.querySelector(selector);
          if (!row) return;
          observer.disconnect();
          done(row);
        });
        observer.observe(document.body, { childList: true, subtree: true });
      },
      { capture: true },
    );
  });
}

/** In the page: scroll the modal body to its end every frame until the last page is in. */
export function scrollUntilAllLoaded(timeoutMs) {
  const body = document.querySelector('[role=dialog] .portico-body');
  if (!body) throw new Error('no .portico-body in the dialog');
  const isHistory = (entry) => /\/v1\/account\/[^/]+\/history/.test(entry.name);
  const historyBefore = performance.getEntriesByType('resource').filter(isHistory).length;
  const start = performance.now();
  let frames = 0;
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (performance.now() - start > timeoutMs) {
        reject(new Error(`not every page loaded in ${timeoutMs} ms`));
        return;
      }
      const end = document.querySelector('[role=dialog] .portico-load-more');
      if (end?.querySelector('.portico-error-text')) {
        reject(new Error('a history page failed to load'));
        return;
      }
      const busy = document.querySelector('[role=dialog] .portico-activity[aria-busy="true"]');
      if (!end && !busy) {
        const loadedAt = performance.now();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            const history = performance
              .getEntriesByType('resource')
              .filter(isHistory)
              .slice(historyBefore);
            resolve({
              loadedMs: loadedAt - start,
              paintedMs: performance.now() - start,
              frames,
              pagesWhileScrolling: history.length,
              apiMs: history.reduce((total, entry) => total + entry.duration, 0),
              rows: document.querySelectorAll('[role=dialog] .portico-transaction').length,
              months: document.querySelectorAll('[role=dialog] .portico-activity-month').length,
              scrollHeight: body.scrollHeight,
            });
          };
          channel.port2.postMessage(null);
        });
        return;
      }
      body.scrollTop = body.scrollHeight;
      frames += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** In the page: a 2 s top-to-bottom sweep of the modal body, one scrollBy per frame. */
export async function sweepScroll(sweepMs) {
  const body = document.querySelector('[role=dialog] .portico-body');
  if (!body) throw new Error('no .portico-body in the dialog');
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  body.scrollTop = 0;
  await frame();
  await frame();
  await new Promise((resolve) => setTimeout(resolve, 300));

  const longTasks = [];
  let observer = null;
  const longTaskSupported = (PerformanceObserver.supportedEntryTypes ?? []).includes('longtask');
  if (longTaskSupported) {
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask' });
  }
  const stamps = [];
  await new Promise((resolve) => {
    let start = null;
    const step = (now) => {
      stamps.push(now);
      start ??= now;
      const progress = Math.min(1, (now - start) / sweepMs);
      // Recomputed every frame: months laid out for the first time may change the height.
      const max = body.scrollHeight - body.clientHeight;
      body.scrollBy(0, Math.round(max * progress) - body.scrollTop);
      if (progress < 1) requestAnimationFrame(step);
      // One more frame to paint the last step.
      else requestAnimationFrame((last) => resolve(stamps.push(last)));
    };
    requestAnimationFrame(step);
  });
  // Long-task entries are delivered asynchronously: give them a task to arrive.
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer?.disconnect();
  const intervals = stamps.slice(1).map((stamp, i) => stamp - stamps[i]);
  return {
    intervals,
    durationMs: stamps.at(-1) - stamps[0],
    scrollTop: body.scrollTop,
    maxScrollTop: body.scrollHeight - body.clientHeight,
    longTaskSupported,
    longTasks,
  };
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** What the list should show: the fixture less spam-only and other chains' transactions. */
export function expectedVisibleRows(count = HISTORY_COUNT) {
  const entries = createHistoryFixture({ address: DEV_ACCOUNT_0, chainId: LOCAL_CHAIN, count });
  let otherChain = 0;
  let spamOnly = 0;
  for (const { transaction } of entries) {
    const { transfers, metadata } = transaction;
    if ((metadata.chain ?? LOCAL_CHAIN) !== LOCAL_CHAIN) otherChain += 1;
    else if (transfers.length > 0 && transfers.every((t) => t.nft_info?.flags?.is_spam === true))
      spamOnly += 1;
  }
  return { visible: count - otherChain - spamOnly, otherChain, spamOnly };
}

const round = (ms) => Number(ms.toFixed(1));

/**
 * @param {string} serverUrl the demo, served with `apiUrl` in its stack description
 * @param {{ runs: number, apiControlUrl: string, projectId?: string }} options
 */
export async function measureActivityRender(
  serverUrl,
  { runs, apiControlUrl, projectId = BENCH_PROJECT_ID },
) {
  await setHistoryFixture(apiControlUrl, {
    address: DEV_ACCOUNT_0,
    chainId: LOCAL_CHAIN,
    count: HISTORY_COUNT,
    projectId,
  });
  const url = accountUrl(serverUrl, projectId);
  const browser = await chromium.launch(LAUNCH);
  const firstPage = [];
  let loadAll;
  let sweep;
  let historyRequests = 0;
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        const page = await context.newPage();
        await page.addInitScript(installProbe);
        let clicked = false;
        const scriptsOnClick = [];
        page.on('request', (request) => {
          if (!clicked) return;
          if (request.resourceType() === 'script') scriptsOnClick.push(request.url());
          if (/\/v1\/account\/[^/]+\/history/.test(request.url())) historyRequests += 1;
        });
        const dialog = await connectAndOpenAccount(page, url);
        clicked = true;
        historyRequests = 0;
        await dialog.getByRole('tab', { name: 'Activity' }).click();
        const sample = await page.evaluate(() => window.__porticoActivityFirstPage);
        firstPage.push({ ...sample, scriptsOnClick: scriptsOnClick.length });
        if (run === runs - 1) {
          loadAll = await page.evaluate(scrollUntilAllLoaded, LOAD_ALL_TIMEOUT_MS);
          loadAll.pages = historyRequests;
          sweep = await page.evaluate(sweepScroll, SWEEP_MS);
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }

  const pick = (key) => firstPage.map((sample) => sample[key]);
  const { intervals } = sweep;
  const expected = expectedVisibleRows();
  return {
    history: { count: HISTORY_COUNT, address: DEV_ACCOUNT_0, chainId: LOCAL_CHAIN, projectId },
    clickToFirstPage: {
      runs,
      medianMs: median(pick('paintedMs')),
      minMs: Math.min(...pick('paintedMs')),
      maxMs: Math.max(...pick('paintedMs')),
      medianLaidOutMs: median(pick('laidOutMs')),
      rowsOnFirstPaint: median(pick('rows')),
      medianScriptsOnClick: median(pick('scriptsOnClick')),
      samplesMs: pick('paintedMs').map(round),
    },
    loadAll: {
      totalMs: loadAll.paintedMs,
      loadedMs: loadAll.loadedMs,
      pages: loadAll.pages,
      pagesWhileScrolling: loadAll.pagesWhileScrolling,
      apiMs: loadAll.apiMs,
      frames: loadAll.frames,
      rows: loadAll.rows,
      months: loadAll.months,
      scrollHeight: loadAll.scrollHeight,
      expectedRows: expected.visible,
      filteredOtherChain: expected.otherChain,
      filteredSpamOnly: expected.spamOnly,
    },
    scroll: {
      sweepMs: SWEEP_MS,
      durationMs: sweep.durationMs,
      frames: intervals.length,
      medianFrameMs: median(intervals),
      p95FrameMs: percentile(intervals, 95),
      longestFrameMs: Math.max(...intervals),
      framesOver50Ms: intervals.filter((ms) => ms > 50).length,
      reachedBottom: sweep.scrollTop >= sweep.maxScrollTop - 1,
      longTaskSupported: sweep.longTaskSupported,
      longTasks: sweep.longTasks.length,
      longestTaskMs: sweep.longTasks.length ? Math.max(...sweep.longTasks) : 0,
      longTasksTotalMs: sweep.longTasks.reduce((total, ms) => total + ms, 0),
      intervalsMs: intervals.map(round),
    },
  };
}
