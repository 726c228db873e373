import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../stack/chromium.mjs';
import { median } from './clickToModal.mjs';

const LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/**
 * Installed before the page's scripts. A capture-phase click listener on the connect button
 * stamps the click (the event's own timestamp); a MutationObserver waits for the dialog's
 * first wallet option; reading its box forces layout, so "laid out" is when the option has a
 * size on screen; a frame and a task after it mark it painted.
 */
function installProbe() {
  window.__porticoFirstOption = new Promise((resolve) => {
    window.addEventListener(
      'click',
      (event) => {
        if (!(event.target instanceof Element) || !event.target.closest('.portico-connect-button'))
          return;
        const clickAt = event.timeStamp;
        const option = () => document.querySelector('[role=dialog] .portico-list-button');
        const done = (element) => {
          const laidOut = element.getBoundingClientRect().height > 0 ? performance.now() : null;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () =>
              resolve({
                laidOutMs: (laidOut ?? performance.now()) - clickAt,
                paintedMs: performance.now() - clickAt,
              });
            channel.port2.postMessage(null);
          });
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

/**
 * The click on the connect button to the first wallet option laid out, as the
 * outside comparison measured it: `runs` cold runs (a new browser context each: empty cache),
 * the page loaded and idle before the click. Also the bytes fetched before the click, and the
 * script requests the click itself causes (none, when the idle prefetch has run).
 */
export async function measureClickToFirstOption(url, runs) {
  const browser = await chromium.launch(LAUNCH);
  const samples = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        const page = await context.newPage();
        await page.addInitScript(installProbe);
        let clicked = false;
        let bytesBefore = 0;
        const scriptsOnClick = [];
        page.on('requestfinished', async (request) => {
          if (clicked) return;
          const sizes = await request.sizes().catch(() => null);
          if (sizes) bytesBefore += sizes.responseBodySize + sizes.responseHeadersSize;
        });
        page.on('request', (request) => {
          if (clicked && request.resourceType() === 'script') scriptsOnClick.push(request.url());
        });
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle');
        clicked = true;
        await page.click('main .portico-connect-button');
        const result = await page.evaluate(() => window.__porticoFirstOption);
        samples.push({ ...result, bytesBefore, scriptsOnClick: scriptsOnClick.length });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const pick = (key) => samples.map((sample) => sample[key]);
  return {
    runs,
    medianMs: median(pick('laidOutMs')),
    medianPaintedMs: median(pick('paintedMs')),
    minMs: Math.min(...pick('laidOutMs')),
    maxMs: Math.max(...pick('laidOutMs')),
    medianBytesBefore: median(pick('bytesBefore')),
    medianScriptsOnClick: median(pick('scriptsOnClick')),
    samplesMs: pick('laidOutMs').map((ms) => Number(ms.toFixed(1))),
  };
}
