/**
 * (j) The send feature's chunks: what opening the send form, then its review, loads, measured
 * from the requests Chromium makes (as accountChunks.mjs does for the Account view), named and
 * cross-checked with the demo's Vite build manifest.
 *
 * How: one fresh browser context on the demo served with the product-API stand-in (`apiUrl`);
 * the dev wallet connected and switched to dev account 6, Account opened and the network quiet
 * (sendPage.mjs, accountPage.mjs); then one step at a time, each waiting until no request has
 * been open for 300 ms: 'Send clicked' (the wallet features row's Send, until the form shows
 * the token and its balance), 'form filled' (0.01 ETH to dev account 7 typed: expected to load
 * nothing, the send chunk being in), 'Preview clicked' (until the review's Send button is
 * enabled). Every script or stylesheet of the demo's origin first requested during a step is
 * that step's; its size is the built file's gzip (level 9, as the other bench figures), not
 * the transfer (the bench's static server does not compress). Nothing is sent.
 *
 * Cross-check: the static-import closure, in the Vite manifest, of the send feature's lazy
 * chunk (src/features/send/sendChunk.ts), its two views (SendView, SendPreviewView) and the
 * eip155 chain module's checksum (adapters/eip155/checksumAddress.ts, imported on the first
 * receiver check), less every file the page had loaded before Send was clicked, should be the
 * same set of files.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../stack/chromium.mjs';
import { accountUrl, connectAndOpenAccount, trackRequests } from './accountPage.mjs';
import { describeFiles, filesPerStep, readManifest } from './viteManifest.mjs';
import { fillSendForm, openSendForm, previewSend, switchDevAccount } from './sendPage.mjs';

const LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** The lazily loaded sources the send form and its review start from. */
export const SEND_ROOTS = [
  'src/features/send/sendChunk.ts',
  'src/views/Send/SendView.tsx',
  'src/views/SendPreview/SendPreviewView.tsx',
  'adapters/eip155/checksumAddress.ts',
];
const BEFORE = ['startup, connect, switch account', 'open Account'];
export const SEND_STEPS = ['Send clicked', 'form filled', 'Preview clicked'];

/**
 * @param {string} serverUrl the demo, served with `apiUrl` in its stack description
 * @param {{ demoDist: string, projectId?: string }} options
 */
export async function measureSendChunks(serverUrl, { demoDist, projectId }) {
  const manifest = readManifest(demoDist);
  const describe = describeFiles(manifest);
  const origin = new URL(serverUrl).origin;
  const firstStep = new Map(); // file (assets/…) → the step that first requested it
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

    step = SEND_STEPS[0];
    const form = await openSendForm(page, account);
    await requests.quiet();
    step = SEND_STEPS[1];
    await fillSendForm(form);
    await requests.quiet();
    step = SEND_STEPS[2];
    await previewSend(page, form);
    await requests.quiet();
    await context.close();
  } finally {
    await browser.close();
  }

  const measured = filesPerStep({
    firstStep,
    before: BEFORE,
    steps: SEND_STEPS,
    roots: SEND_ROOTS,
    manifest,
    demoDist,
    describe,
  });
  return {
    method:
      'Chromium requests per step (Send clicked, form filled, Preview clicked) after Account is open as dev account 6; gzip -9 of the built files',
    ...measured,
  };
}
