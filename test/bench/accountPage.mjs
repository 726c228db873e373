/**
 * Shared by the Account-view benches (accountChunks.mjs, activityRender.mjs): the demo served
 * with the product-API stand-in's `apiUrl`, dev account 0 connected through the Connect view
 * as its user would, and the modal opened on Account (the same steps as the e2e helpers
 * `gotoWithWallet`, `connectWith` and `openAccount` in test/e2e/wallet.ts).
 */

/** Dev account 0 (anvil's first account), on the first local chain. */
export const DEV_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const LOCAL_CHAIN = 'eip155:31337';

/** The bench's own project id: the history fixture is scoped to it (`?projectId=`). */
export const BENCH_PROJECT_ID = 'portico-bench';

/** The demo URL with the dev wallet announced and the bench's project id. */
export const accountUrl = (serverUrl, projectId = BENCH_PROJECT_ID) =>
  new URL(`?wallet=dev&projectId=${encodeURIComponent(projectId)}`, serverUrl).href;

/**
 * `POST {apiControlUrl}/history-fixture`: the history route answers `count` synthetic
 * transactions for that address, chain and project (test/stack/api/historyFixture.mjs).
 */
export async function setHistoryFixture(apiControlUrl, fixture) {
  const response = await fetch(`${apiControlUrl.replace(/\/$/, '')}/history-fixture`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fixture),
  });
  if (!response.ok)
    throw new Error(`history-fixture: HTTP ${response.status} ${await response.text()}`);
}

/**
 * Counts the page's requests in flight; `quiet()` resolves once none has been open for
 * `idleMs` (Playwright's `networkidle` fires once per navigation, not after a click).
 */
export function trackRequests(page) {
  let open = 0;
  let changedAt = Date.now();
  const change = (delta) => {
    open += delta;
    changedAt = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    async quiet({ idleMs = 300, timeoutMs = 15_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (open > 0 || Date.now() - changedAt < idleMs) {
        if (Date.now() > deadline) throw new Error(`${open} request(s) still open`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * Loads `url`, connects the Portico Dev Wallet through the Connect view, waits until the
 * modal has closed, then opens the modal again (on Account) and waits until the network is
 * quiet (the Account view's chunk, balances and tokens in). Returns the dialog locator.
 * `beforeAccount` runs after connecting, before the click that opens Account.
 */
export async function connectAndOpenAccount(page, url, { requests, beforeAccount } = {}) {
  const tracker = requests ?? trackRequests(page);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.porticoDevWallets !== undefined);
  const dialog = page.getByRole('dialog');
  await page.click('main .portico-connect-button');
  await dialog.getByRole('button', { name: /^Portico Dev Wallet/ }).click();
  await page.waitForSelector('[data-testid="account-status"][data-status="connected"]');
  await dialog.waitFor({ state: 'detached' });
  await tracker.quiet();
  await beforeAccount?.();
  await page.click('main .portico-connect-button');
  await dialog.getByRole('button', { name: 'Disconnect' }).waitFor();
  await dialog.getByRole('tab', { name: 'Activity' }).waitFor();
  await tracker.quiet();
  return dialog;
}
