/**
 * The harness of the send and swap chunk measures: one fresh browser context on the demo,
 * dev account 6 connected and Account open with the network quiet, then the feature's steps,
 * each run until no request has been open for 300 ms. Every script or stylesheet of the
 * demo's origin is the step's that first requested it; sizes and the Vite manifest's
 * cross-check come from `filesPerStep`.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../stack/chromium.mjs';
import { accountUrl, connectAndOpenAccount, trackRequests } from './accountPage.mjs';
import { switchDevAccount } from './sendPage.mjs';
import { describeFiles, filesPerStep, readManifest } from './viteManifest.mjs';

const LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
/** What loads before the feature's first step. */
export const BEFORE_STEPS = ['startup, connect, switch account', 'open Account'];

/**
 * @param {string} serverUrl the demo, served with `apiUrl` in its stack description
 * @param {{ demoDist: string, projectId?: string, roots: string[],
 *   steps: Array<[string, (page: import('@playwright/test').Page, state: object) => Promise<void>]> }} options
 *   `steps`: each step's name and action; `state` starts as `{ account }` (the Account
 *   dialog) and carries what one step hands the next (e.g. the open form).
 */
export async function measureFeatureSteps(serverUrl, { demoDist, projectId, roots, steps }) {
  const manifest = readManifest(demoDist);
  const origin = new URL(serverUrl).origin;
  const firstStep = new Map(); // file (assets/…) → the step that first requested it
  let step = BEFORE_STEPS[0];

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
        step = BEFORE_STEPS[1];
      },
    });
    const state = { account };
    for (const [name, run] of steps) {
      step = name;
      await run(page, state);
      await requests.quiet();
    }
    await context.close();
  } finally {
    await browser.close();
  }

  return filesPerStep({
    firstStep,
    before: BEFORE_STEPS,
    steps: steps.map(([name]) => name),
    roots,
    manifest,
    demoDist,
    describe: describeFiles(manifest),
  });
}
