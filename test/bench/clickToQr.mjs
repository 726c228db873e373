import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../stack/chromium.mjs';
import { answerVerifyLocally } from '../stack/walletconnect/verifyFrame.mjs';
import { median } from './clickToModal.mjs';

/**
 * Installed before the page's scripts: a capture-phase click on the WalletConnect row stamps
 * the click; a MutationObserver waits for the QR image with a pairing URI; one animation frame
 * and a task after it mark it painted.
 */
function installProbe() {
  window.__porticoClickToQr = new Promise((resolve) => {
    window.addEventListener(
      'click',
      (event) => {
        const row = event.target instanceof Element ? event.target.closest('button') : null;
        if (!row || !/^WalletConnect\b/.test(row.textContent ?? '')) return;
        const clickAt = performance.now();
        const selector = 'img.portico-qr[data-uri^="wc:"]';
        const painted = () =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now() - clickAt);
            channel.port2.postMessage(null);
          });
        const observer = new MutationObserver(() => {
          if (!document.querySelector(selector)) return;
          observer.disconnect();
          painted();
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      },
      { capture: true },
    );
  });
}

/**
 * (g) Click on WalletConnect in the open modal to the pairing URI's QR code painted, `runs`
 * times in fresh contexts (cold cache: the SDK chunk loads on the click), through the local
 * relay, with the Verify frame answered locally.
 */
export async function measureClickToQr(url, runs) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const samples = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        await answerVerifyLocally(context);
        const page = await context.newPage();
        await page.addInitScript(installProbe);
        await page.goto(url, { waitUntil: 'load' });
        await page.click('main .portico-connect-button');
        const row = page.getByRole('dialog').getByRole('button', { name: /^WalletConnect\b/ });
        await row.waitFor();
        await page.waitForLoadState('networkidle');
        await row.click();
        samples.push(await page.evaluate(() => window.__porticoClickToQr));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return {
    runs,
    samplesMs: samples,
    medianMs: median(samples),
    minMs: Math.min(...samples),
    maxMs: Math.max(...samples),
  };
}
