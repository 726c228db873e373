/**
 * (h) The Account view's chunks: what opening Account and each of its tabs loads, measured
 * from the requests Chromium makes (the bundler decides the split, the browser shows what
 * actually loads), named and cross-checked with the demo's Vite build manifest.
 *
 * How: one fresh browser context on the demo served with the product-API stand-in (`apiUrl`),
 * dev account 0 connected and the page quiet; then, one step at a time, each step waiting
 * until no request has been open for 300 ms: open the modal on Account, click the NFTs tab,
 * the Activity tab, the Tokens tab. Every script or stylesheet of the demo's origin first
 * requested during a step is that step's; its size is the built file's gzip (level 9, as the
 * other bench figures), not the transfer (the bench's static server does not compress).
 *
 * Cross-check: the static-import closure, in the Vite manifest, of the Account view
 * (src/views/Account/AccountView.tsx) and the activity and NFT feature chunks, less every file
 * the page had loaded before Account opened, should be the same set of files.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../stack/chromium.mjs';
import { accountUrl, connectAndOpenAccount, trackRequests } from './accountPage.mjs';
import { describeFiles, keyOf, readManifest, sizeOf, staticClosure } from './viteManifest.mjs';

const LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/** The lazily loaded sources the Account view and its tabs start from. */
const ACCOUNT_ROOTS = [
  'src/views/Account/AccountView.tsx',
  'src/features/activity/activityChunk.ts',
  'src/features/nfts/nftsChunk.ts',
];
const API_CLIENT = 'src/api/createPorticoApi.ts';
const TRANSACTIONS_VIEW = 'src/views/Transactions/TransactionsView.tsx';

/**
 * @param {string} serverUrl the demo, served with `apiUrl` in its stack description
 * @param {{ demoDist: string, projectId?: string }} options
 */
export async function measureAccountChunks(serverUrl, { demoDist, projectId }) {
  const manifest = readManifest(demoDist);
  const describe = describeFiles(manifest);
  const origin = new URL(serverUrl).origin;
  const firstStep = new Map(); // file (assets/…) → the step that first requested it
  let step = 'startup and connect';

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
    const dialog = await connectAndOpenAccount(page, accountUrl(serverUrl, projectId), {
      requests,
      beforeAccount: () => {
        step = 'open Account';
      },
    });
    for (const tab of ['NFTs', 'Activity', 'Tokens']) {
      step = `${tab} tab`;
      const button = dialog.getByRole('tab', { name: tab });
      await button.click();
      await page.waitForFunction(
        (name) =>
          [...document.querySelectorAll('[role=dialog] [role=tab]')].some(
            (node) =>
              node.textContent?.trim() === name && node.getAttribute('aria-selected') === 'true',
          ),
        tab,
      );
      await requests.quiet();
    }
    await context.close();
  } finally {
    await browser.close();
  }

  const before = new Set(
    [...firstStep].filter(([, at]) => at === 'startup and connect').map(([file]) => file),
  );
  const steps = ['open Account', 'NFTs tab', 'Activity tab', 'Tokens tab'].map((name) => {
    const files = [...firstStep]
      .filter(([, at]) => at === name)
      .map(([file]) => ({ file, source: describe(file), ...sizeOf(demoDist, file) }));
    return {
      step: name,
      files,
      bytes: files.reduce((total, f) => total + f.bytes, 0),
      gzip: files.reduce((total, f) => total + f.gzip, 0),
    };
  });
  const files = steps.flatMap((s) => s.files);

  // The manifest's view of the same thing.
  const expected = new Set();
  for (const root of ACCOUNT_ROOTS) {
    const key = keyOf(manifest, root);
    if (!key) throw new Error(`No chunk for ${root} in the demo's Vite manifest`);
    staticClosure(manifest, key, expected);
  }
  for (const file of before) expected.delete(file);
  const loaded = new Set(files.map((f) => f.file));
  const missing = [...expected].filter((file) => !loaded.has(file));
  const extra = [...loaded].filter((file) => !expected.has(file));

  const apiKey = keyOf(manifest, API_CLIENT);
  const apiFile = apiKey ? manifest[apiKey].file : null;
  const transactionsKey = keyOf(manifest, TRANSACTIONS_VIEW);
  const transactionsFile = transactionsKey ? manifest[transactionsKey].file : null;
  return {
    method:
      'Chromium requests per step (open Account, NFTs, Activity, Tokens tab) after connecting; gzip -9 of the built files',
    steps,
    files,
    bytes: files.reduce((total, f) => total + f.bytes, 0),
    gzip: files.reduce((total, f) => total + f.gzip, 0),
    manifestCheck: { agrees: missing.length === 0 && extra.length === 0, missing, extra },
    apiClient: apiFile
      ? {
          file: apiFile,
          ...sizeOf(demoDist, apiFile),
          loadedAt: firstStep.get(apiFile) ?? 'never',
        }
      : null,
    transactionsView: transactionsFile
      ? {
          file: transactionsFile,
          ...sizeOf(demoDist, transactionsFile),
          loadedAt: firstStep.get(transactionsFile) ?? 'never',
        }
      : null,
  };
}
