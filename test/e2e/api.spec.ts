import type { Locator, Page } from '@playwright/test';
import type { RecordedEvent } from '../stack/api/controls';
import { apiStandIn } from './apiStandIn';
import { answerVerifyLocally } from '../stack/walletconnect/verifyFrame.mjs';
import { BASE_URL } from './env';
import { expect, failedLoad, openWithConnectButton, test, type PageIssues } from './fixtures';
import {
  ACCOUNT_0,
  accountStatus,
  connectWith,
  gotoWithWallet,
  openAccount,
  readStack,
  SECOND_WALLET,
  truncated,
  WALLET,
  walletButton,
  walletRequests,
} from './wallet';

/**
 * End to end: the demo with the product-API stand-in (its `apiUrl` from the stack).
 * The identity and token balances are read from the local chain through the stand-in; remote
 * configuration, analytics and faults are switched through its control API.
 *
 * One stand-in serves both workers, so this file runs serially and resets the stand-in around
 * each test; each test has its own project id, and its faults are scoped to it, so specs
 * running beside it see none of them.
 */
test.describe.configure({ mode: 'serial' });

const api = apiStandIn('api', { resetAround: true });
const { uniqueProject } = api;

const eventsOf = async (projectId: string): Promise<RecordedEvent[]> =>
  (await api.controls.events()).filter((event) => event.projectId === projectId);

const tokenRow = (account: Locator, symbol: string) =>
  account.getByRole('list', { name: 'Tokens' }).getByRole('listitem').filter({ hasText: symbol });

/** The wallet list's pages (`GET /v1/wallets`). */
const WALLETS_URL = /\/v1\/wallets(\?|$)/;

/**
 * Chromium logs each failed HTTP answer as a console error: expect the ones this test causes,
 * answers of `status` to requests of `url`.
 */
function forgive(issues: PageIssues, status: number, url: RegExp) {
  issues.expectedErrors.push(failedLoad(status, url));
}

async function connectAndOpenAccount(page: Page, query: string): Promise<Locator> {
  await gotoWithWallet(page, query);
  await connectWith(page);
  return openAccount(page);
}

test('default: Account shows the identity name and avatar, and the token balances from the chain', async ({
  page,
}) => {
  const projectId = uniqueProject();
  const account = await connectAndOpenAccount(page, `projectId=${projectId}`);

  await expect(account.getByText('alice.portico')).toBeVisible();
  const avatar = account.getByRole('img', { name: 'Account avatar' });
  await expect(avatar).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  await expect(avatar).toHaveJSProperty('complete', true);
  // The address stays, as the secondary line.
  await expect(account.getByText(truncated(ACCOUNT_0))).toBeVisible();

  // Minted by the stand-in to dev account 0 on the local chain, read through the API.
  await expect(tokenRow(account, 'PUSD')).toHaveText('PUSD 10,000.000 $10,000.00');
  await expect(tokenRow(account, 'PTK')).toHaveText('PTK 1,000.000 $500.00');
  await expect(tokenRow(account, 'ETH')).toHaveText(/^ETH [\d,]+\.\d{3} \$[\d,]+\.\d{2}$/);

  const requests = (await api.controls.requests()).filter((r) => r.query.projectId === projectId);
  const routes = new Set(requests.map((r) => r.route));
  for (const route of ['config', 'origins', 'identity', 'supportedChains', 'balance'] as const)
    expect(routes, `a ${route} request`).toContain(route);
  for (const request of requests) {
    expect(request.query).toMatchObject({ st: 'portico', sv: '0.2.0' });
    expect(request.status).toBeLessThan(300);
  }
});

test('behavior: a remote flag overriding the host one shows "Local configuration ignored"', async ({
  page,
}) => {
  await api.controls.setProjectConfig({ features: { swap: false } });
  // The host sets swaps itself; the project's remote configuration turns them off.
  await page.goto(`/?projectId=${uniqueProject()}&features=swaps:1`);
  const modal = await openWithConnectButton(page);
  const notice = modal.locator('.portico-alert');
  await expect(notice).toContainText('Local configuration ignored');
  await expect(notice).toHaveAttribute('data-severity', 'info');
  await expect(notice).toHaveAttribute('role', 'status');
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
});

test('behavior: without a host flag the remote configuration applies silently', async ({
  page,
}) => {
  await api.controls.setProjectConfig({ features: { swap: false } });
  const configured = page.waitForResponse((r) => r.url().includes('/v1/project/origins'));
  await page.goto(`/?projectId=${uniqueProject()}`);
  await configured;
  const modal = await openWithConnectButton(page);
  await expect(modal.getByRole('heading', { name: 'Wallets' })).toBeVisible();
  await expect(modal.locator('.portico-alert')).toHaveCount(0);
});

test('default: the modal events arrive at the stand-in in batches, without the address', async ({
  page,
}) => {
  const projectId = uniqueProject();
  await gotoWithWallet(page, `projectId=${projectId}`);
  await connectWith(page);
  await openAccount(page);

  await expect
    .poll(async () => (await eventsOf(projectId)).map((e) => e.event.props.event))
    .toEqual(expect.arrayContaining(['MODAL_OPEN', 'ACCOUNT_CONNECTED', 'MODAL_CLOSE']));
  const events = await eventsOf(projectId);
  for (const { event, sdkType, sdkVersion, origin } of events) {
    expect({ sdkType, sdkVersion, origin }).toEqual({
      sdkType: 'portico',
      sdkVersion: '0.2.0',
      origin: BASE_URL,
    });
    expect(event).toMatchObject({ url: `${BASE_URL}/`, domain: '127.0.0.1' });
    expect(event.eventId).toMatch(/^[0-9a-f-]{36}$/);
  }
  const connected = events.find((e) => e.event.props.event === 'ACCOUNT_CONNECTED');
  expect(connected?.event.props).toEqual({
    type: 'track',
    event: 'ACCOUNT_CONNECTED',
    properties: { namespace: 'eip155', connectorId: 'dev.portico.wallet' },
  });
  // No address, and not the query string (?wallet=dev&projectId=…) either.
  const sent = JSON.stringify(events.map((e) => e.event)).toLowerCase();
  expect(sent).not.toContain(ACCOUNT_0.slice(2).toLowerCase());
  expect(sent).not.toContain('wallet=dev');
});

test('behavior: with analytics off nothing reaches the stand-in', async ({ page }) => {
  const projectId = uniqueProject();
  await gotoWithWallet(page, `projectId=${projectId}&analytics=0`);
  await connectWith(page);
  await openAccount(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The page hiding sends a queue at once, with no batch window to wait out …
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  // … so a request the page makes after it reaches the stand-in after any analytics would.
  const { apiUrl } = await readStack(page.request);
  await page.evaluate(
    (url) => fetch(url).then(() => undefined),
    `${apiUrl}/v1/project/config?projectId=${projectId}&st=e2e&sv=e2e&after=pagehide`,
  );
  await expect
    .poll(async () =>
      (await api.controls.requests()).some(
        (r) => r.query.projectId === projectId && r.query.after === 'pagehide',
      ),
    )
    .toBe(true);

  expect(await eventsOf(projectId)).toEqual([]);
  const routes = (await api.controls.requests())
    .filter((r) => r.query.projectId === projectId)
    .map((r) => r.route);
  expect(routes).toContain('balance'); // the API is in use…
  expect(routes).not.toContain('analytics'); // …but not for analytics
});

test('behavior: a balance fault shows "Token Balance Unavailable"; the retry waits 30 s', async ({
  page,
  issues,
}) => {
  const projectId = uniqueProject();
  await api.controls.setFault('balance', { kind: 'status', status: 503 }, { projectId });
  const account = await connectAndOpenAccount(page, `projectId=${projectId}`);

  // After the API client's 3 tries (1 s, then 2 s apart).
  await expect(account.getByText('Token Balance Unavailable')).toBeVisible();
  const retry = account.getByRole('button', { name: /^Try again in \d+ seconds?$/ });
  await expect(retry).toBeDisabled();
  // The rest of the account is unaffected: identity and native balance from their sources.
  await expect(account.getByText('alice.portico')).toBeVisible();
  await expect(account.locator('.portico-balance')).toHaveText(/^Balance [\d,]+\.\d{3} ETH$/);
  const tries = (await api.controls.requests()).filter(
    (r) => r.route === 'balance' && r.query.projectId === projectId,
  );
  expect(tries.map((r) => r.status)).toEqual([503, 503, 503]);
  forgive(issues, 503, /\/v1\/account\/0x[0-9a-fA-F]{40}\/balance(\?|$)/);
});

/** Opens AllWallets from the Connect view's "All Wallets" row. */
async function openAllWallets(page: Page): Promise<Locator> {
  await walletButton(await openWithConnectButton(page), 'All Wallets').click();
  const modal = page.getByRole('dialog', { name: 'All Wallets' });
  await expect(modal).toBeVisible();
  return modal;
}

const walletRows = (modal: Locator) =>
  modal.getByRole('list', { name: 'Wallets' }).getByRole('listitem');

test('default: AllWallets pages and searches the product API wallets, with their images', async ({
  page,
}) => {
  const projectId = uniqueProject();
  await answerVerifyLocally(page);
  await page.goto(`/?projectId=${projectId}`);
  const modal = await openAllWallets(page);

  // The local chain is eip155: the stand-in lists 30 wallets for it, 12 a page.
  await expect(walletRows(modal)).toHaveCount(12);
  await expect(walletRows(modal).first()).toHaveText('MetaMaskFeatured');
  const image = walletRows(modal).first().locator('img');
  await expect(image).toHaveAttribute('src', /\/v1\/wallets\/metamask\/image\?projectId=/);
  // Loaded under the demo's strict CSP (a violation would fail the test at teardown).
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

  await modal.getByRole('button', { name: 'Load more' }).click();
  await expect(walletRows(modal)).toHaveCount(24);
  await modal.getByRole('button', { name: 'Load more' }).click();
  await expect(walletRows(modal)).toHaveCount(30);
  await expect(modal.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // The search runs at the API, accent-insensitive: "mo" finds "Ví Mở".
  await modal.getByRole('searchbox', { name: 'Search wallets' }).fill('vi mo');
  await expect(walletRows(modal)).toHaveText(['Ví Mở']);
  await modal.getByRole('searchbox', { name: 'Search wallets' }).fill('rain');
  await expect(walletRows(modal)).toHaveText(['RainbowRecommended']);

  const requests = (await api.controls.requests()).filter(
    (r) => r.route === 'wallets' && r.query.projectId === projectId,
  );
  expect(requests.map((r) => [r.query.page, r.query.search ?? ''])).toEqual([
    ['1', ''],
    ['2', ''],
    ['3', ''],
    ['1', 'vi mo'],
    ['1', 'rain'],
  ]);
  expect(requests.every((r) => r.query.namespaces === 'eip155')).toBe(true);

  // Picking a wallet pairs over WalletConnect and offers to open its app.
  await walletRows(modal).first().getByRole('button').click();
  const pairing = page.getByRole('dialog');
  await expect(pairing.locator('img.portico-qr[data-uri^="wc:"]')).toBeVisible();
  await expect(pairing.getByRole('button', { name: 'Open Rainbow' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('behavior: when the wallet list fails, AllWallets shows the bundled catalogue and says so', async ({
  page,
  issues,
}) => {
  const projectId = uniqueProject();
  await api.controls.setFault('wallets', { kind: 'status', status: 500 }, { projectId });
  await page.goto(`/?projectId=${projectId}`);
  const modal = await openAllWallets(page);

  // After the API client's 3 tries (1 s, then 2 s apart).
  await expect(
    modal.getByText('The full wallet list is unavailable: showing well-known wallets.'),
  ).toBeVisible();
  await expect(walletRows(modal)).toHaveCount(12);
  await expect(walletRows(modal).first()).toHaveText('MetaMaskFeatured');
  await modal.getByRole('button', { name: 'Load more' }).click();
  await expect(walletRows(modal)).toHaveCount(16);
  // Searches answer from the catalogue at once, without asking the failing API again.
  await modal.getByRole('searchbox', { name: 'Search wallets' }).fill('safe');
  await expect(walletRows(modal)).toHaveText(['Safe']);
  const tries = (await api.controls.requests()).filter(
    (r) => r.route === 'wallets' && r.query.projectId === projectId,
  );
  expect(tries.map((r) => r.status)).toEqual([500, 500, 500]);
  forgive(issues, 500, WALLETS_URL);
});

// The Activity tab against faults and the large-history fixture.

test('errors: an activity page that fails shows "Failed to fetch transactions", then recovers', async ({
  page,
  issues,
}) => {
  forgive(issues, 500, /\/v1\/account\/0x[0-9a-fA-F]{40}\/history(\?|$)/);
  const projectId = uniqueProject();
  await api.controls.setFault('history', { kind: 'status', status: 500 }, { projectId });
  const account = await connectAndOpenAccount(page, `projectId=${projectId}`);
  await account.getByRole('tab', { name: 'Activity' }).click();
  const alert = account.getByRole('alert').filter({ hasText: 'Failed to fetch transactions' });
  await expect(alert).toBeVisible();
  await expect(account.locator('.portico-transaction')).toHaveCount(0);

  await api.controls.clearFaults('history');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(account.locator('.portico-transaction').first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('behavior: a long history pages in as the list scrolls, each transaction once', async ({
  page,
}) => {
  const projectId = uniqueProject();
  await api.controls.setHistoryFixture({
    address: ACCOUNT_0,
    chainId: 'eip155:31337',
    count: 45,
    projectId,
  });
  const account = await connectAndOpenAccount(page, `projectId=${projectId}`);
  await account.getByRole('tab', { name: 'Activity' }).click();
  const rows = account.locator('.portico-transaction');
  await expect(rows.first()).toBeVisible();
  // The modal body is the one scroll box (the tab panel has none of its own).
  const body = account.locator('.portico-body');
  // Scrolling to the end asks for the next page until the last one.
  // The list's end (its "Load more", or the note while a page loads) goes once the last page is in.
  const end = account.locator('.portico-load-more');
  await expect(async () => {
    await body.evaluate((node) => node.scrollTo(0, node.scrollHeight));
    await expect(end).toHaveCount(0, { timeout: 300 });
  }).toPass();
  const requests = (await api.controls.requests()).filter(
    (r) => r.route === 'history' && r.query.projectId === projectId,
  );
  const cursors = requests.map((r) => r.query.cursor ?? null);
  expect(new Set(cursors).size, 'no page asked twice').toBe(cursors.length);
  expect(cursors.length).toBe(5);
  const ids = await rows.evaluateAll((nodes) => nodes.map((node) => node.textContent));
  expect(ids.length).toBeGreaterThan(30); // spam-only and other chains' are filtered out
  const headings = account.getByRole('heading', { level: 3 });
  expect(await headings.count()).toBeGreaterThan(3);
});

test('errors: with the project’s multi_wallet off, "Wallets" raises the multi-wallet-not-enabled info', async ({
  page,
}) => {
  await api.controls.setProjectConfig({ features: { multi_wallet: false } });
  const account = await connectAndOpenAccount(page, `projectId=${uniqueProject()}`);
  await account.getByRole('button', { name: 'Wallets', exact: true }).click();
  const notice = account.locator('.portico-alert');
  await expect(notice).toContainText('Multi-wallet not enabled');
  await expect(notice).toHaveAttribute('data-severity', 'info');
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
});

test('behavior: the project remote reown_branding off removes the "UX by Portico" footer', async ({
  page,
}) => {
  await api.controls.setProjectConfig({ features: { reown_branding: false } });
  const configured = page.waitForResponse((r) => r.url().includes('/v1/project/config'));
  await gotoWithWallet(page, `projectId=${uniqueProject()}`);
  await configured;
  const modal = await openWithConnectButton(page);
  await expect(modal.getByRole('heading', { name: 'Wallets' })).toBeVisible();
  await expect(modal.getByText('UX by Portico')).toHaveCount(0);
});

// Multi-wallet: the project's multi_wallet flag is the stand-in's (on by default).

test('behavior: with multiWallet on (the stand-in’s project), two wallets connect side by side; switch and disconnect one', async ({
  page,
}) => {
  await gotoWithWallet(page, `wallets=2&projectId=${uniqueProject()}`);
  await connectWith(page);
  let account = await openAccount(page);
  await account.getByRole('button', { name: 'Wallets', exact: true }).click();
  const wallets = page.getByRole('dialog', { name: 'Wallets' });
  const group = wallets.getByRole('region', { name: 'Wallets on Local chain' });
  await expect(group.getByRole('listitem')).toHaveCount(1);

  await wallets.getByRole('button', { name: 'Add wallet' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' });
  await walletButton(connect, SECOND_WALLET).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  account = await openAccount(page);
  await account.getByRole('button', { name: 'Wallets', exact: true }).click();
  const rows = group.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(`${SECOND_WALLET}`);
  await expect(rows.nth(0)).toContainText('Active');
  await expect(rows.nth(1)).toContainText(WALLET);

  await group.getByRole('button', { name: `Switch to ${WALLET}` }).click();
  await expect(rows.nth(0)).toContainText(WALLET);
  await expect(rows.nth(0)).toContainText('Active');
  expect(await walletRequests(page, 0)).toContain('eth_accounts');

  await group.getByRole('button', { name: `Disconnect ${SECOND_WALLET}` }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText(WALLET);
  await expect(accountStatus(page)).toHaveText('connected');
  expect(await walletRequests(page, 1)).toContain('wallet_revokePermissions');
  expect(await walletRequests(page, 0)).not.toContain('wallet_revokePermissions');
});

test('errors: an origin the project does not allow gets Origin Not Allowed, and no email login or secure frame', async ({
  page,
}) => {
  await api.controls.setAllowedOrigins(['https://example.org']);
  const checked = page.waitForResponse((r) => r.url().includes('/v1/project/origins'));
  await page.goto(`/?projectId=${uniqueProject()}`);
  await checked;
  const modal = await openWithConnectButton(page);
  await expect(modal.locator('.portico-alert')).toContainText('Origin Not Allowed');
  await expect(modal.getByRole('heading', { name: 'Wallets' })).toBeVisible();
  await expect(modal.getByLabel('Email')).toHaveCount(0);
  await expect(page.locator('#w3m-iframe')).toHaveCount(0);
});

test('behavior: the remote social_login flag decides the email field and the social buttons: a list picks and orders the providers, off hides both', async ({
  page,
}) => {
  await api.controls.setProjectConfig({
    features: { social_login: { isEnabled: true, config: ['github', 'google'] } },
  });
  let configured = page.waitForResponse((r) => r.url().includes('/v1/project/origins'));
  await page.goto(`/?projectId=${uniqueProject()}`);
  await configured;
  let modal = await openWithConnectButton(page);
  await expect(modal.getByLabel('Email')).toBeVisible();
  // GitHub first, wide; Google after it, as an icon named for what it does.
  const providers = modal.locator('[data-provider]');
  await expect(providers).toHaveCount(2);
  await expect(providers.nth(0)).toHaveText('Continue with GitHub');
  await expect(providers.nth(1)).toHaveAccessibleName('Continue with Google');

  await api.controls.setProjectConfig({ features: { social_login: false } });
  configured = page.waitForResponse((r) => r.url().includes('/v1/project/config'));
  await page.goto(`/?projectId=${uniqueProject()}`);
  await configured;
  modal = await openWithConnectButton(page);
  await expect(modal.getByRole('heading', { name: 'Wallets' })).toBeVisible();
  await expect(modal.getByLabel('Email')).toHaveCount(0);
  await expect(modal.locator('[data-provider]')).toHaveCount(0);
});
