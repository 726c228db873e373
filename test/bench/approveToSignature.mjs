/**
 * (l2) The embedded wallet's approval in Chromium, on the demo served with the secure-site
 * stand-in: a user logs in by email once, then signs the demo's message `runs` times. Per
 * signature, two spans on the machine's one clock (`performance.timeOrigin + now()` in the page
 * and in the frame, which are separate processes):
 *   - Sign message click (in the page) → Approve usable (in the frame: the button enabled, or
 *     present on a secure site whose Approve is never disabled): what the user waits before the
 *     prompt accepts a click, the arming included;
 *   - Approve click (in the frame, the click event's timeStamp) → the signature at the host
 *     (the demo's result shows `signed`, seen by a MutationObserver in the page).
 * Run alone: `node test/bench/approveToSignature.mjs [--runs N]` (builds nothing: needs
 * test/demo/dist); `npm run bench` runs it after (l).
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../stack/chromium.mjs';
import { median } from './clickToModal.mjs';
import { nextMail } from './emailLogin.mjs';

const LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

const stats = (values) => ({
  medianMs: median(values),
  minMs: Math.min(...values),
  maxMs: Math.max(...values),
});

/** In the frame: records when Approve becomes usable and when it is clicked (epoch ms). */
function watchApprove() {
  const now = () => performance.timeOrigin + performance.now();
  const state = { usableAt: null, clickedAt: null };
  window.__porticoApproveBench = state;
  const button = document.getElementById('approve');
  const check = () => {
    const shown = !document.getElementById('approval').hidden;
    if (state.usableAt === null && shown && !button.disabled) state.usableAt = now();
  };
  new MutationObserver(check).observe(document.body, {
    attributes: true,
    subtree: true,
    childList: true,
  });
  check();
  button.addEventListener(
    'click',
    (event) => (state.clickedAt = performance.timeOrigin + event.timeStamp),
    { capture: true },
  );
}

/** In the page: records the Sign message click and when the result reads `signed` (epoch ms). */
function watchSignature() {
  const now = () => performance.timeOrigin + performance.now();
  const state = { clickedAt: null, signedAt: null };
  window.__porticoSignBench = state;
  const result = document.querySelector('[data-testid="sign-result"]');
  new MutationObserver(() => {
    if (state.signedAt === null && result.dataset.status === 'signed') state.signedAt = now();
  }).observe(result, { attributes: true, childList: true, characterData: true, subtree: true });
  const button = [...document.querySelectorAll('button')].find(
    (b) => b.textContent.trim() === 'Sign message',
  );
  button.addEventListener(
    'click',
    (event) => (state.clickedAt = performance.timeOrigin + event.timeStamp),
    { capture: true, once: true },
  );
}

/**
 * @param {string} serverUrl the demo, served with `secureSiteUrl` in its stack description
 * @param {{ secureSiteOrigin: string, control: string, runs: number }} options
 */
export async function measureApproveToSignature(serverUrl, { secureSiteOrigin, control, runs }) {
  const browser = await chromium.launch(LAUNCH);
  const toUsable = [];
  const toSignature = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(new URL('/?accountType=eoa', serverUrl).href);
    const email = `approve-${Date.now().toString(36)}@example.test`;
    await page.locator('main .portico-connect-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
    await fetch((await nextMail(control, email, 0)).link);
    await dialog.getByLabel('Code').fill((await nextMail(control, email, 1)).code);
    await page
      .getByTestId('account-status')
      .filter({ hasText: /^connected$/ })
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const frame = () => page.frames().find((f) => f.url().startsWith(secureSiteOrigin));
    for (let run = 0; run < runs; run += 1) {
      await frame().evaluate(watchApprove);
      await page.evaluate(watchSignature);
      await page.getByRole('button', { name: 'Sign message' }).click();
      const approve = page.frameLocator('#w3m-iframe').getByRole('button', { name: 'Approve' });
      await approve.click(); // waits until enabled, as a user waits for it
      await page.getByTestId('sign-result').filter({ hasText: /^0x/ }).waitFor();
      await page.waitForFunction(() => window.__porticoSignBench.signedAt !== null);
      const inFrame = await frame().evaluate(() => window.__porticoApproveBench);
      const inPage = await page.evaluate(() => window.__porticoSignBench);
      toUsable.push(inFrame.usableAt - inPage.clickedAt);
      toSignature.push(inPage.signedAt - inFrame.clickedAt);
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return { clickToApproveUsable: stats(toUsable), approveToSignature: stats(toSignature) };
}

/** Prints the two spans as run.mjs prints its figures. */
export function printApproveToSignature(result, runs) {
  const line = (label, stat) =>
    console.log(
      `  ${label.padEnd(48)} median ${`${stat.medianMs.toFixed(1)} ms`.padEnd(10)} (min ${stat.minMs.toFixed(1)}, max ${stat.maxMs.toFixed(1)})`,
    );
  console.log(
    `\n(l2) Embedded wallet approval (${runs} signatures; test/bench/approveToSignature.mjs)`,
  );
  line('Sign message click → Approve usable', result.clickToApproveUsable);
  line('Approve click → signature at the host', result.approveToSignature);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
  const runs = Number(values.runs);
  const { demoDist } = await import('../stack/buildDemo.mjs');
  const { startStaticServer } = await import('../stack/staticServer.mjs');
  const { startLocalChains } = await import('../stack/chain/startLocalChains.mjs');
  const { startSecureSite } = await import('../stack/secure-site/startSecureSite.mjs');
  const chains = await startLocalChains({ ports: [0, 0] });
  const stackChains = chains.chains.map(({ chainId, name, url }) => ({
    chainId,
    name,
    rpcUrl: url,
  }));
  const site = await startSecureSite({
    port: 0,
    chains: stackChains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    log: () => {},
  });
  const server = await startStaticServer({
    root: demoDist,
    port: 0,
    stack: { chains: stackChains, secureSiteUrl: site.crossSiteFrameUrl },
  });
  try {
    const result = await measureApproveToSignature(server.url, {
      secureSiteOrigin: site.aliasOrigin ?? site.origin,
      control: site.controlUrl,
      runs,
    });
    printApproveToSignature(result, runs);
  } finally {
    await server.close();
    await site.stop();
    await chains.stop();
  }
}
