import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../stack/chromium.mjs';

/** Debian's Chromium with the same flags as the e2e suite. */
const LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/**
 * Installed before the page's own scripts. A capture-phase click listener stamps the click;
 * a MutationObserver waits for `[role=dialog]`; then one animation frame and a task after it
 * mark the frame that shows the dialog as painted. Also stamps the hover that started the
 * shell prefetch, to report how much head start the prefetch had.
 */
function installProbe() {
  const state = { hoverAt: null };
  window.addEventListener('pointerover', () => (state.hoverAt ??= performance.now()), {
    capture: true,
  });
  window.__porticoClickToPaint = new Promise((resolve) => {
    window.addEventListener(
      'click',
      (event) => {
        if (!(event.target instanceof Element) || !event.target.closest('.portico-connect-button'))
          return;
        const clickAt = performance.now();
        const painted = () =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () =>
              resolve({
                ms: performance.now() - clickAt,
                hoverToClickMs: state.hoverAt === null ? null : clickAt - state.hoverAt,
              });
            channel.port2.postMessage(null);
          });
        if (document.querySelector('[role=dialog]')) return painted();
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[role=dialog]')) return;
          observer.disconnect();
          painted();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      },
      { capture: true },
    );
  });
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * (c) Click on the connect button to the dialog's first painted frame, `runs` times, each in a
 * fresh browser context (empty cache), using the hover that Playwright's click performs.
 */
export async function measureClickToModal(url, runs) {
  const browser = await chromium.launch(LAUNCH);
  const samples = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        const page = await context.newPage();
        await page.addInitScript(installProbe);
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle');
        await page.click('main .portico-connect-button');
        samples.push(await page.evaluate(() => window.__porticoClickToPaint));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const times = samples.map((sample) => sample.ms);
  const gaps = samples.map((sample) => sample.hoverToClickMs).filter((gap) => gap !== null);
  return {
    runs,
    medianMs: median(times),
    minMs: Math.min(...times),
    maxMs: Math.max(...times),
    medianHoverToClickMs: gaps.length ? median(gaps) : null,
    samplesMs: times.map((ms) => Number(ms.toFixed(1))),
  };
}
