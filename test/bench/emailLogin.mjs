/**
 * (l) Email login in Chromium, on the demo served with the secure-site stand-in:
 *   - startup without a past email login: 1 s after the load event, whether any
 *     request reached the secure site and whether the page has the frame (`#w3m-iframe`);
 *   - what the first focus of the email field loads (scripts of the demo's origin, gzip -9 of
 *     the built files) and the frame page it makes;
 *   - Continue → the next view, median of `runs` cold runs (new context each): a new device's
 *     first login (Continue → "Approve this device" shown), then, on the now known device
 *     after signing out, the next login (Continue → the code field shown). Between the two
 *     the test clears the page's 30 s login cooldown and moves the site's clock 31 s (its
 *     code-resend rule), so the second Continue is not refused. Times are from the click
 *     event's timeStamp to a MutationObserver seeing the view, in the page (performance.now()).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../stack/chromium.mjs';
import { median } from './clickToModal.mjs';
import { describeFiles, readManifest, sizeOf } from './viteManifest.mjs';

const LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** In the page: resolves with ms from the next click to the first element matching `test`. */
function armProbe(kind) {
  window.__porticoEmailProbe = new Promise((resolve) => {
    const seen = () =>
      kind === 'code'
        ? document.querySelector('[role=dialog] input[autocomplete="one-time-code"]')
        : [...document.querySelectorAll('[role=dialog] .portico-status-title')].find((p) =>
            p.textContent.startsWith('Approve this device'),
          );
    window.addEventListener(
      'click',
      (event) => {
        const clickAt = event.timeStamp;
        const observer = new MutationObserver(() => {
          if (!seen()) return;
          observer.disconnect();
          resolve(performance.now() - clickAt);
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      },
      { capture: true, once: true },
    );
  });
}

/** The stand-in's control API (GET without a body, POST with one). */
async function callControl(url, body) {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** The page loaded, then `ms` more (the idle prefetch and any startup work done). */
async function waitQuiet(page, ms = 1_000) {
  await page.waitForLoadState('load');
  await page.waitForTimeout(ms);
}

/** The newest mail to `to` once more than `seen` of them are in the site's inbox. */
export async function nextMail(control, to, seen) {
  for (let i = 0; i < 200; i += 1) {
    const inbox = (await callControl(`${control}/mail`)).filter((m) => m.to === to);
    if (inbox.length > seen) return inbox.at(-1);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to}`);
}

/**
 * @param {string} serverUrl the demo, served with `secureSiteUrl` in its stack description
 * @param {{ demoDist: string, secureSiteOrigin: string, control: string, runs: number }} options
 */
export async function measureEmailLogin(serverUrl, { demoDist, secureSiteOrigin, control, runs }) {
  const describe = describeFiles(readManifest(demoDist));
  const origin = new URL(serverUrl).origin;
  const browser = await chromium.launch(LAUNCH);
  const deviceMs = [];
  const codeMs = [];
  let startup;
  let focus;
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const secureRequests = [];
      const scripts = [];
      let phase = 'startup';
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === secureSiteOrigin) secureRequests.push({ phase, path: url.pathname });
        if (url.origin === origin && request.resourceType() === 'script')
          scripts.push({ phase, file: url.pathname.replace(/^\//, '') });
      });
      await page.goto(serverUrl);
      await waitQuiet(page);
      if (run === 0)
        startup = {
          secureSiteRequests: secureRequests.length,
          frameInPage: (await page.locator('#w3m-iframe').count()) > 0,
        };

      const email = `bench-${Date.now().toString(36)}-${run}@example.test`;
      await page.locator('main .portico-connect-button').click();
      const dialog = page.getByRole('dialog');
      phase = 'focus';
      await dialog.getByLabel('Email').focus();
      await page.locator('#w3m-iframe').waitFor({ state: 'attached' });
      await waitQuiet(page, 500);
      if (run === 0) {
        const files = scripts
          .filter((s) => s.phase === 'focus')
          .map(({ file }) => ({ file, source: describe(file), ...sizeOf(demoDist, file) }));
        focus = {
          files,
          gzip: files.reduce((t, f) => t + f.gzip, 0),
          secureSite: secureRequests.filter((r) => r.phase === 'focus').map((r) => r.path),
        };
      }
      phase = 'login';
      await dialog.getByLabel('Email').fill(email);
      await page.evaluate(armProbe, 'device');
      const before = 0;
      await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
      deviceMs.push(await page.evaluate(() => window.__porticoEmailProbe));
      const device = await nextMail(control, email, before);
      await fetch(device.link);
      const code = await nextMail(control, email, before + 1);
      await dialog.getByLabel('Code').fill(code.code);
      await page
        .getByTestId('account-status')
        .filter({ hasText: /^connected$/ })
        .waitFor();

      // Sign out, then the same device's next login: straight to the code.
      await page.locator('main .portico-connect-button').click();
      await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
      await page
        .getByTestId('account-status')
        .filter({ hasText: /^disconnected$/ })
        .waitFor();
      await page.evaluate(() => localStorage.removeItem('portico.auth.lastEmailLoginTime'));
      await callControl(`${control}/clock`, { advanceMs: 31_000 });
      await page.locator('main .portico-connect-button').click();
      await page.getByRole('dialog').getByLabel('Email').fill(email);
      await waitQuiet(page, 300);
      await page.evaluate(armProbe, 'code');
      await page.getByRole('dialog').getByRole('button', { name: 'Continue', exact: true }).click();
      codeMs.push(await page.evaluate(() => window.__porticoEmailProbe));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const stat = (samples) => ({
    medianMs: median(samples),
    minMs: Math.min(...samples),
    maxMs: Math.max(...samples),
  });
  return {
    method:
      'Chromium, cold context per run; click timeStamp → MutationObserver sees the view, in the page',
    startup,
    focus,
    continueToDeviceView: stat(deviceMs),
    continueToCodeView: stat(codeMs),
  };
}
