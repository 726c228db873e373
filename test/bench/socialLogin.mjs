/**
 * (m) Social login in Chromium, on the demo served with the secure-site and OpenID Connect
 * stand-ins: `runs` cold runs (a new context each), the page loaded and idle 1 s, the modal
 * open and its chunks in, the pointer on the button 300 ms (its approach makes the frame); then a
 * click on "Continue with Google":
 *   - click → popup opened: the click event's timeStamp to the page's `window.open` call
 *     (wrapped before the page's scripts run), in the page (performance.now());
 *   - click → the provider's sign-in page shown in the popup (its heading attached), from the
 *     test process (wall clock, so Playwright's own latency is in it);
 *   - the scripts of the demo's origin first requested after the click (gzip -9 of the built
 *     files): what the social login loads.
 * Then the test signs in and waits for the account, so each run is a whole login.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../stack/chromium.mjs';
import { median } from './clickToModal.mjs';
import { describeFiles, readManifest, sizeOf } from './viteManifest.mjs';

const LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** Before the page's scripts: stamps the button click and the popup's opening. */
function installProbe() {
  const open = window.open.bind(window);
  window.__porticoSocialProbe = { clickAt: null, openAt: null };
  window.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('[data-provider]'))
        window.__porticoSocialProbe.clickAt = event.timeStamp;
    },
    { capture: true },
  );
  window.open = (...args) => {
    window.__porticoSocialProbe.openAt = performance.now();
    return open(...args);
  };
}

const stat = (samples) => ({
  medianMs: median(samples),
  minMs: Math.min(...samples),
  maxMs: Math.max(...samples),
});

/**
 * @param {string} serverUrl the demo, served with `secureSiteUrl` in its stack description
 * @param {{ demoDist: string, runs: number }} options
 */
export async function measureSocialLogin(serverUrl, { demoDist, runs }) {
  const describe = describeFiles(readManifest(demoDist));
  const origin = new URL(serverUrl).origin;
  const browser = await chromium.launch(LAUNCH);
  const toPopup = [];
  const toProviderPage = [];
  let files = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(installProbe);
      const page = await context.newPage();
      const scripts = [];
      let clicked = false;
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (clicked && url.origin === origin && request.resourceType() === 'script')
          scripts.push(url.pathname.replace(/^\//, ''));
      });
      await page.goto(serverUrl);
      await page.waitForLoadState('load');
      await page.waitForTimeout(1_000);
      await page.locator('main .portico-connect-button').click();
      const button = page.getByRole('dialog').getByRole('button', { name: 'Continue with Google' });
      await button.waitFor();
      // A person's pointer reaches the button a moment before the click.
      await button.hover();
      await page.waitForTimeout(300);
      const popupEvent = page.waitForEvent('popup');
      clicked = true;
      const start = Date.now();
      await button.click();
      const popup = await popupEvent;
      await popup.getByRole('heading', { name: 'Sign in to Google' }).waitFor();
      toProviderPage.push(Date.now() - start);
      const probe = await page.evaluate(() => window.__porticoSocialProbe);
      toPopup.push(probe.openAt - probe.clickAt);
      if (run === 0)
        files = [...new Set(scripts)].map((file) => ({
          file,
          source: describe(file),
          ...sizeOf(demoDist, file),
        }));
      await popup.getByLabel('Username').fill(`bench${run}`);
      await popup.getByRole('button', { name: 'Sign in' }).click();
      await page
        .getByTestId('account-status')
        .filter({ hasText: /^connected$/ })
        .waitFor();
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    method:
      'Chromium, cold context per run; click timeStamp → window.open in the page; click → provider page heading from the test; scripts first requested after the click',
    clickToPopup: stat(toPopup),
    clickToProviderPage: stat(toProviderPage),
    files,
    gzip: files.reduce((t, f) => t + f.gzip, 0),
  };
}
