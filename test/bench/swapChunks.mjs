/**
 * (n) The swap feature's chunks: what opening Swap, its token list, a quote and its review
 * load, measured from the requests Chromium makes (as sendChunks.mjs does for Send), named and
 * cross-checked with the demo's Vite build manifest.
 *
 * How: one fresh browser context on the demo served with the product-API stand-in (`apiUrl`);
 * the dev wallet connected and switched to dev account 6, Account opened and the network quiet
 * (swapPage.mjs, accountPage.mjs); then one step at a time, each waiting until no request has
 * been open for 300 ms: 'Swap clicked' (the wallet features row's Swap, until the form shows
 * its source token), 'token list' (the received side's list, PUSD picked), 'amount typed'
 * (0.5 typed, until the quote's figures show: expected to load nothing, the swap chunk being
 * in), 'Review clicked' (until the review's Swap button shows). Every script or stylesheet of
 * the demo's origin first requested during a step is that step's; its size is the built file's
 * gzip (level 9). Nothing is sent.
 *
 * Cross-check: the static-import closure, in the Vite manifest, of the swap feature's lazy chunk
 * (src/features/swap/swapChunk.ts) and its three views (SwapView, SwapSelectTokenView,
 * SwapPreviewView), less every file the page had loaded before Swap was clicked, should be the
 * same set of files.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../stack/chromium.mjs';
import { accountUrl, connectAndOpenAccount, trackRequests } from './accountPage.mjs';
import { switchDevAccount } from './sendPage.mjs';
import { openSwapForm, pickToReceive, quoteShown, reviewSwap, typeAmount } from './swapPage.mjs';
import { describeFiles, filesPerStep, readManifest } from './viteManifest.mjs';

const LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export const SWAP_ROOTS = [
  'src/features/swap/swapChunk.ts',
  'src/views/Swap/SwapView.tsx',
  'src/views/SwapSelectToken/SwapSelectTokenView.tsx',
  'src/views/SwapPreview/SwapPreviewView.tsx',
];
const BEFORE = ['startup, connect, switch account', 'open Account'];
export const SWAP_STEPS = ['Swap clicked', 'token list', 'amount typed', 'Review clicked'];

/**
 * @param {string} serverUrl the demo, served with `apiUrl` in its stack description
 * @param {{ demoDist: string, projectId?: string }} options
 */
export async function measureSwapChunks(serverUrl, { demoDist, projectId }) {
  const manifest = readManifest(demoDist);
  const describe = describeFiles(manifest);
  const origin = new URL(serverUrl).origin;
  const firstStep = new Map();
  let step = BEFORE[0];

  const browser = await chromium.launch(LAUNCH);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin || !['script', 'stylesheet'].includes(request.resourceType()))
        return;
      const file = url.pathname.replace(/^\//, '');
      if (!firstStep.has(file)) firstStep.set(file, step);
    });
    const requests = trackRequests(page);
    const account = await connectAndOpenAccount(page, accountUrl(serverUrl, projectId), {
      requests,
      beforeAccount: async () => {
        await switchDevAccount(page);
        await requests.quiet();
        step = BEFORE[1];
      },
    });
    step = SWAP_STEPS[0];
    const form = await openSwapForm(page, account);
    await requests.quiet();
    step = SWAP_STEPS[1];
    await pickToReceive(page, form);
    await requests.quiet();
    step = SWAP_STEPS[2];
    await typeAmount(form);
    await quoteShown(form);
    await requests.quiet();
    step = SWAP_STEPS[3];
    await reviewSwap(page, form);
    await requests.quiet();
    await context.close();
  } finally {
    await browser.close();
  }

  const measured = filesPerStep({
    firstStep,
    before: BEFORE,
    steps: SWAP_STEPS,
    roots: SWAP_ROOTS,
    manifest,
    demoDist,
    describe,
  });
  const chunk =
    measured.files.find((f) => f.source.endsWith('src/features/swap/swapChunk.ts')) ?? null;
  return {
    method:
      'Chromium requests per step (Swap clicked, token list, amount typed, Review clicked) after Account is open as dev account 6; gzip -9 of the built files',
    ...measured,
    /** The feature's own lazy chunk (slice and saga), without the views. */
    swapChunk: chunk,
  };
}
