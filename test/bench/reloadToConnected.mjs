import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../stack/chromium.mjs';
import { median } from './clickToModal.mjs';

const LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/**
 * Installed before the page's scripts: stamps (performance.now(), i.e. ms since navigation
 * start) the first frame painted after the demo's account panel reads "connected".
 */
function installConnectedProbe() {
  window.__porticoConnectedPainted = new Promise((resolve) => {
    const check = () => {
      if (!document.querySelector('[data-testid="account-status"][data-status="connected"]'))
        return false;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
      return true;
    };
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect();
    });
    document.addEventListener('DOMContentLoaded', () => {
      if (!check())
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
    });
  });
}

const stats = (values) => ({
  medianMs: median(values),
  minMs: Math.min(...values),
  maxMs: Math.max(...values),
  samplesMs: values.map((ms) => Number(ms.toFixed(1))),
});

/**
 * (d) A returning visitor: the demo with `?wallet=dev` (`query`; announced through EIP-6963 before the
 * modal exists) and a stored connection. Connects once through the UI, then reloads `runs`
 * times (warm cache, as a reload is) and reads, from navigation start:
 *   - `announced`: the dev wallet announced (the demo loads `portico/testing` on demand);
 *   - `event`: the ACCOUNT_CONNECTED event of the silent reconnect (a performance mark);
 *   - `painted`: the first frame painted with the account panel connected.
 */
export async function measureReloadToConnected(url, runs, query = '?wallet=dev') {
  const browser = await chromium.launch(LAUNCH);
  const samples = { announced: [], event: [], painted: [] };
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(installConnectedProbe);
    const pageUrl = new URL(query, url).href;
    await page.goto(pageUrl, { waitUntil: 'load' });
    await page.click('main .portico-connect-button');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Portico Dev Wallet/ })
      .click();
    await page.waitForSelector('[data-testid="account-status"][data-status="connected"]');
    for (let run = 0; run < runs; run += 1) {
      await page.reload({ waitUntil: 'load' });
      const painted = await page.evaluate(() => window.__porticoConnectedPainted);
      const marks = await page.evaluate(() => ({
        announced:
          performance.getEntriesByName('portico-demo:wallets-announced')[0]?.startTime ?? null,
        event: performance.getEntriesByName('portico-demo:connected')[0]?.startTime ?? null,
      }));
      if (marks.event === null || marks.announced === null)
        throw new Error('the demo set no performance mark');
      const requests = await page.evaluate(() => window.porticoDevWallet?.requests ?? []);
      if (requests.includes('eth_requestAccounts'))
        throw new Error('the reload prompted the wallet');
      samples.announced.push(marks.announced);
      samples.event.push(marks.event);
      samples.painted.push(painted);
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return {
    runs,
    announced: stats(samples.announced),
    event: stats(samples.event),
    painted: stats(samples.painted),
    announcedToEvent: stats(samples.event.map((event, i) => event - samples.announced[i])),
  };
}
