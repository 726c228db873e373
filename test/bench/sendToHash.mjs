/**
 * (k) Click Send → hash on anvil: the review's Send button to the host's SEND_SUCCESS event
 * (the transaction hash the wallet answered, anvil having mined it: it mines on every
 * transaction), and to the "Sent …" toast painted. The demo served with the product-API
 * stand-in's `apiUrl` on the bench's own anvil; Debian's Chromium, headless, 1280×800; the
 * Portico Dev Wallet approves at once (its default, no delay) and signs with the dev key.
 *
 * Exactly how:
 *   `runs` cold runs, each in a new browser context (empty cache, no stored state) and a new
 *   page: load the demo, connect the dev wallet through the Connect view, switch it to dev
 *   account 6, open Account (network quiet), click Send in the wallet features row, type 0.01
 *   (ETH, the default token) and dev account 7, click Preview, wait for the review with its
 *   Send button enabled (the fee from the chain is in by then) and the network quiet (no
 *   request open for 300 ms), then click the review's Send (sendPage.mjs has these steps).
 *   A capture-phase click listener installed before the page's scripts takes the click's
 *   `event.timeStamp`; one MutationObserver on the document then stamps, with
 *   `performance.now()` in the page:
 *     - SEND_SUCCESS: the first `.demo-event-log li[data-event-type="SEND_SUCCESS"]`. The
 *       demo's event log is the host's `modal.subscribeEvents` listener rendering each event
 *       (test/demo/EventLog.tsx), so this is the event delivered to the host and committed to
 *       its DOM (one React render after the emission; the event's own `timestamp` is
 *       Date.now() and not rendered, and the demo does not put the modal on `window`). The
 *       hash is read from the item's JSON;
 *     - the toast: the first `.portico-toast` in the dialog whose text starts with "Sent";
 *       reading its box forces layout ("laid out"), then one animation frame and a task after
 *       it mark it painted.
 *   Reported: the medians (min, max) of click → SEND_SUCCESS and click → toast painted; the
 *   chain RPC calls the page made between the click and SEND_SUCCESS (Resource Timing entries
 *   for the chain's URL: the dev wallet's nonce, gas and fee reads and the raw transaction) and
 *   their summed durations; the demo's scripts requested from the click until the Account
 *   view is back (Playwright's requests) and which of them before SEND_SUCCESS (Resource
 *   Timing): the send chunk loaded on the form's Send click, so none is expected before it; the
 *   refresh after the send may load the activity feature.
 *   On chain, from Node: every run's hash has a receipt with status 1, from account 6 to
 *   account 7 for 0.01 ETH; and the receiver's `eth_getBalance` after the runs less before them
 *   is exactly runs × 0.01 ETH (nothing else in the bench pays account 7).
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../stack/chromium.mjs';
import { rpc } from '../stack/api/chainRpc.mjs';
import {
  BENCH_PROJECT_ID,
  accountUrl,
  connectAndOpenAccount,
  trackRequests,
} from './accountPage.mjs';
import { median } from './clickToModal.mjs';
import {
  RECEIVER,
  SENDER,
  SENDER_INDEX,
  SEND_AMOUNT,
  SEND_AMOUNT_WEI,
  balanceOf,
  fillSendForm,
  openSendForm,
  previewSend,
  switchDevAccount,
} from './sendPage.mjs';

const LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
const SEND_TIMEOUT_MS = 30_000;

/** Installed before the page's scripts: the review's Send click → SEND_SUCCESS and the toast. */
function installProbe(rpcUrls) {
  // Room for every request's Resource Timing entry (the default buffer holds 250).
  performance.setResourceTimingBufferSize(10_000);
  window.__porticoSendToHash = new Promise((resolve) => {
    window.addEventListener(
      'click',
      (event) => {
        const button =
          event.target instanceof Element
            ? event.target.closest('[role=dialog] .portico-send-preview button')
            : null;
        if (!button || window.__porticoSendClickAt !== undefined) return;
        const clickAt = event.timeStamp;
        window.__porticoSendClickAt = clickAt;
        const result = {};
        let toastSeen = false;
        let toastPainted = false;
        const rpcCalls = (until) =>
          performance
            .getEntriesByType('resource')
            .filter(
              (entry) =>
                rpcUrls.some((url) => entry.name.startsWith(url)) &&
                entry.startTime >= clickAt &&
                entry.responseEnd <= until,
            );
        const finish = () => {
          if (result.eventMs === undefined || !toastPainted) return;
          observer.disconnect();
          resolve(result);
        };
        const check = () => {
          if (result.eventMs === undefined) {
            const failed = document.querySelector(
              '.demo-event-log li[data-event-type="SEND_ERROR"]',
            );
            if (failed) {
              observer.disconnect();
              resolve({ error: `SEND_ERROR ${failed.querySelector('code')?.textContent ?? ''}` });
              return;
            }
            const item = document.querySelector(
              '.demo-event-log li[data-event-type="SEND_SUCCESS"]',
            );
            if (item) {
              const now = performance.now();
              result.eventMs = now - clickAt;
              try {
                result.hash = JSON.parse(item.querySelector('code')?.textContent ?? '{}').hash;
              } catch {
                result.hash = null;
              }
              const calls = rpcCalls(now);
              result.rpcCalls = calls.length;
              result.rpcMs = calls.reduce((total, entry) => total + entry.duration, 0);
              // The page's own scripts asked for between the click and the event.
              result.scriptsBeforeEvent = performance
                .getEntriesByType('resource')
                .filter(
                  (entry) =>
                    entry.startTime >= clickAt &&
                    new URL(entry.name).origin === location.origin &&
                    /\.js$/.test(new URL(entry.name).pathname),
                )
                .map((entry) => new URL(entry.name).pathname.replace(/^\//, ''));
            }
          }
          if (!toastSeen) {
            const toast = [...document.querySelectorAll('[role=dialog] .portico-toast')].find(
              (node) => node.textContent?.trim().startsWith('Sent'),
            );
            if (toast) {
              toastSeen = true;
              const laidOut = toast.getBoundingClientRect().height > 0 ? performance.now() : null;
              result.toastText = toast.textContent?.trim() ?? '';
              requestAnimationFrame(() => {
                const channel = new MessageChannel();
                channel.port1.onmessage = () => {
                  result.toastLaidOutMs = (laidOut ?? performance.now()) - clickAt;
                  result.toastPaintedMs = performance.now() - clickAt;
                  toastPainted = true;
                  finish();
                };
                channel.port2.postMessage(null);
              });
            }
          }
          finish();
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        check();
      },
      { capture: true },
    );
  });
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: nothing after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The transaction `hash` on chain: mined, status 1, account 6 → account 7, 0.01 ETH. */
async function checkOnChain(rpcUrl, hash) {
  if (!hash) return { ok: false, why: 'no hash in the SEND_SUCCESS event' };
  const [receipt, tx] = await Promise.all([
    rpc(rpcUrl, 'eth_getTransactionReceipt', [hash]),
    rpc(rpcUrl, 'eth_getTransactionByHash', [hash]),
  ]);
  if (!receipt || !tx) return { ok: false, why: 'not on the chain' };
  const problems = [];
  if (receipt.status !== '0x1') problems.push(`status ${receipt.status}`);
  if (tx.from?.toLowerCase() !== SENDER.toLowerCase()) problems.push(`from ${tx.from}`);
  if (tx.to?.toLowerCase() !== RECEIVER.toLowerCase()) problems.push(`to ${tx.to}`);
  if (BigInt(tx.value) !== SEND_AMOUNT_WEI) problems.push(`value ${BigInt(tx.value)} wei`);
  return {
    ok: problems.length === 0,
    ...(problems.length && { why: problems.join(', ') }),
    block: Number(receipt.blockNumber),
    gasUsed: Number(receipt.gasUsed),
  };
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
 * @param {{ runs: number, rpcUrl: string, chainId: number, projectId?: string }} options
 *   `rpcUrl`: the chain the demo starts on (eip155:`chainId`), read from Node for the checks
 */
export async function measureSendToHash(
  serverUrl,
  { runs, rpcUrl, chainId, projectId = BENCH_PROJECT_ID },
) {
  const url = accountUrl(serverUrl, projectId);
  const receiverBefore = await balanceOf(rpcUrl, RECEIVER);
  const senderBefore = await balanceOf(rpcUrl, SENDER);
  const samples = [];
  const browser = await chromium.launch(LAUNCH);
  try {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        const page = await context.newPage();
        await page.addInitScript(installProbe, [rpcUrl]);
        const requests = trackRequests(page);
        let clicked = false;
        const scriptsOnClick = [];
        page.on('request', (request) => {
          if (clicked && request.resourceType() === 'script')
            scriptsOnClick.push(new URL(request.url()).pathname.replace(/^\//, ''));
        });
        const account = await connectAndOpenAccount(page, url, {
          requests,
          beforeAccount: async () => {
            await switchDevAccount(page);
            await requests.quiet();
          },
        });
        const network = await page
          .getByTestId('account-network')
          .getAttribute('data-caip-network-id');
        if (network !== `eip155:${chainId}`)
          throw new Error(`the demo is on ${network}, not eip155:${chainId} (${rpcUrl})`);
        const form = await openSendForm(page, account);
        await fillSendForm(form);
        const review = await previewSend(page, form);
        await requests.quiet();
        clicked = true;
        await review.getByRole('button', { name: 'Send' }).click();
        const sample = await withTimeout(
          page.evaluate(() => window.__porticoSendToHash),
          SEND_TIMEOUT_MS,
          `run ${run + 1}: the review's Send click`,
        );
        if (sample.error) throw new Error(`run ${run + 1}: ${sample.error}`);
        await page.getByRole('dialog', { name: 'Account' }).waitFor({ timeout: SEND_TIMEOUT_MS });
        // Scripts from the click until the toast painted and the Account view back.
        const scripts = [...scriptsOnClick];
        const onChain = await checkOnChain(rpcUrl, sample.hash);
        samples.push({ ...sample, scriptsOnClick: scripts, onChain });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }

  const receiverAfter = await balanceOf(rpcUrl, RECEIVER);
  const senderAfter = await balanceOf(rpcUrl, SENDER);
  const pick = (key) => samples.map((sample) => sample[key]);
  const expectedWei = SEND_AMOUNT_WEI * BigInt(runs);
  const roseWei = receiverAfter - receiverBefore;
  return {
    runs,
    chainId,
    sender: { index: SENDER_INDEX, address: SENDER },
    receiver: { index: 7, address: RECEIVER },
    amount: `${SEND_AMOUNT} ETH`,
    clickToSendSuccess: stats(pick('eventMs')),
    clickToToastPainted: {
      ...stats(pick('toastPaintedMs')),
      medianLaidOutMs: median(pick('toastLaidOutMs')),
    },
    rpc: { medianCalls: median(pick('rpcCalls')), medianMs: median(pick('rpcMs')) },
    medianScriptsOnClick: median(samples.map((sample) => sample.scriptsOnClick.length)),
    scriptsOnClick: [...new Set(samples.flatMap((sample) => sample.scriptsOnClick))],
    scriptsBeforeEvent: [...new Set(samples.flatMap((sample) => sample.scriptsBeforeEvent))],
    toastText: samples.at(-1)?.toastText ?? null,
    hashes: samples.map((sample) => ({ hash: sample.hash, ...sample.onChain })),
    everyHashOnChain: samples.every((sample) => sample.onChain.ok),
    balanceCheck: {
      receiverBeforeWei: receiverBefore.toString(),
      receiverAfterWei: receiverAfter.toString(),
      roseWei: roseWei.toString(),
      expectedWei: expectedWei.toString(),
      ok: roseWei === expectedWei,
      senderSpentWei: (senderBefore - senderAfter).toString(),
    },
  };
}
