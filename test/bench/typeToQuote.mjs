/**
 * (o) Typing an amount → the quote shown: the last keystroke of "0.5" (ETH → PUSD) in the Swap
 * form to the quote panel's figures on screen, on the demo served with the product-API
 * stand-in's `apiUrl`, whose quotes are the router's `getAmountsOut` on the bench's anvil.
 *
 * Exactly how: `runs` cold runs, each in a new browser context (empty cache) and a new page:
 * load the demo, connect the dev wallet through the Connect view, switch it to dev account 6,
 * open Account, click Swap, pick PUSD to receive in the token list, wait until the network is
 * quiet (the swap chunk, the token list, the prices and the gas price in), then type 0.5 as
 * three keystrokes 40 ms apart (swapPage.mjs). A capture-phase `input` listener takes each
 * keystroke's `event.timeStamp`; a MutationObserver stamps, with `performance.now()`, the
 * first moment the quote region (role status, "Quote") holds its "Minimum received" row ("shown");
 * one animation frame and a task after it mark it painted. Reported: the medians (min, max) of
 * last keystroke → shown and → painted, which include the 500 ms debounce by design; the
 * quote requests the typing made (Resource Timing entries for /v1/convert/quotes: one is
 * expected, as the first keystrokes are no amount yet and the debounce waits out the rest),
 * when the request left after the last keystroke and how long it took.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../stack/chromium.mjs';
import {
  BENCH_PROJECT_ID,
  accountUrl,
  connectAndOpenAccount,
  trackRequests,
} from './accountPage.mjs';
import { median } from './clickToModal.mjs';
import { switchDevAccount } from './sendPage.mjs';
import { openSwapForm, pickToReceive, quoteShown, typeAmount } from './swapPage.mjs';

const LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** Installed once the form is ready: the last keystroke → the quote's figures shown, painted. */
function installProbe() {
  performance.setResourceTimingBufferSize(10_000);
  window.__porticoTypeToQuote = new Promise((resolve) => {
    let firstInputAt;
    let lastInputAt;
    document.addEventListener(
      'input',
      (event) => {
        const label = event.target?.labels?.[0]?.textContent;
        if (label !== 'Amount to pay') return;
        firstInputAt ??= event.timeStamp;
        lastInputAt = event.timeStamp;
      },
      { capture: true },
    );
    const check = () => {
      if (lastInputAt === undefined) return;
      const region = document.querySelector('[role=dialog] .portico-swap-quote');
      if (!region?.textContent?.includes('Minimum received')) return;
      observer.disconnect();
      const shownAt = performance.now();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const quotes = performance
            .getEntriesByType('resource')
            .filter(
              (entry) =>
                entry.name.includes('/v1/convert/quotes') && entry.startTime >= firstInputAt,
            );
          const last = quotes.at(-1);
          resolve({
            shownMs: shownAt - lastInputAt,
            paintedMs: performance.now() - lastInputAt,
            quoteRequests: quotes.length,
            requestLeftMs: last ? last.startTime - lastInputAt : null,
            requestMs: last ? last.duration : null,
            text: region.textContent,
          });
        };
        channel.port2.postMessage(null);
      });
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

const round = (ms) => Number(ms.toFixed(1));
const stats = (values) => ({
  medianMs: median(values),
  minMs: Math.min(...values),
  maxMs: Math.max(...values),
  samplesMs: values.map(round),
});

/**
 * @param {string} serverUrl the demo, served with `apiUrl` in its stack description
 * @param {{ runs: number, projectId?: string }} options
 */
export async function measureTypeToQuote(serverUrl, { runs, projectId = BENCH_PROJECT_ID }) {
  const url = accountUrl(serverUrl, projectId);
  const samples = [];
  const browser = await chromium.launch(LAUNCH);
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        const page = await context.newPage();
        const requests = trackRequests(page);
        const account = await connectAndOpenAccount(page, url, {
          requests,
          beforeAccount: async () => {
            await switchDevAccount(page);
            await requests.quiet();
          },
        });
        const form = await openSwapForm(page, account);
        await pickToReceive(page, form);
        await requests.quiet();
        await page.evaluate(installProbe);
        await typeAmount(form);
        await quoteShown(form);
        samples.push(await page.evaluate(() => window.__porticoTypeToQuote));
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
    amount: '0.5 ETH → PUSD',
    debounceMs: 500,
    typeToQuoteShown: stats(pick('shownMs')),
    typeToQuotePainted: stats(pick('paintedMs')),
    quoteRequests: {
      median: median(pick('quoteRequests')),
      max: Math.max(...pick('quoteRequests')),
    },
    requestLeftAfterMs: median(pick('requestLeftMs').filter((ms) => ms !== null)),
    requestMs: median(pick('requestMs').filter((ms) => ms !== null)),
    lastQuoteText: samples.at(-1)?.text ?? null,
  };
}
