import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { apiControls, type ApiControls } from '../stack/api/controls';
import { expect, test, type PageIssues } from './fixtures';
import { ACCOUNT_0, connectWith, gotoWithWallet, openAccount, readStack } from './wallet';

/**
 * Issue 13, end to end against anvil and the API stand-in: the Account tabs (token balances,
 * the NFTs minted at stack start, the activity grouped by month), a failed activity page and
 * its recovery, and Receive's QR code decoded back to the address.
 *
 * One stand-in serves both workers: serial, reset around each test, faults scoped to a
 * project id of this test's own.
 */
test.describe.configure({ mode: 'serial' });

let controls: ApiControls;
test.beforeAll(async ({ request }) => {
  const { apiControlUrl } = await readStack(request);
  expect(apiControlUrl, 'the e2e stack runs the API stand-in').toBeDefined();
  controls = apiControls(apiControlUrl!);
});
test.beforeEach(() => controls.reset());
test.afterEach(() => controls.reset());

let projectCount = 0;
const uniqueProject = () => `e2e-account-${Date.now()}-${(projectCount += 1)}`;

async function accountWithProject(page: Page, projectId: string): Promise<Locator> {
  await gotoWithWallet(page, `projectId=${projectId}`);
  await connectWith(page);
  return openAccount(page);
}

function forgive(issues: PageIssues, pattern: RegExp) {
  issues.expectedErrors.push(pattern);
}

/** This month as the page names it, in the page's own locale and time zone. */
const thisMonth = (page: Page) =>
  page.evaluate(() =>
    new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long' }).format(new Date()),
  );

test('default: the Tokens, NFTs and Activity tabs show the chain’s balances, NFTs and transfers', async ({
  page,
}) => {
  const account = await accountWithProject(page, uniqueProject());
  const tabs = account.getByRole('tablist', { name: 'Account sections' });
  await expect(tabs.getByRole('tab')).toHaveText(['Tokens', 'NFTs', 'Activity']);

  const tokens = account.getByRole('list', { name: 'Tokens' }).getByRole('listitem');
  // Sorted by value: ETH, then PUSD ($10,000), then PTK ($500).
  await expect(tokens).toHaveText([/^ETH /, 'PUSD 10000.000 $10,000.00', 'PTK 1000.000 $500.00']);
  await expect(account.locator('.portico-tokens-total')).toContainText(
    /Total value \$[\d,]+\.\d{2}/,
  );

  await tabs.getByRole('tab', { name: 'NFTs' }).click();
  const nfts = account.locator('.portico-nft-name');
  // Minted to dev account 0 at stack start; the spam-flagged claim is hidden.
  await expect(nfts).toHaveText(['Portico Pass #1', 'Portico Pass #2', 'Portico Pass #3']);
  await expect(account.getByText('Free Airdrop Claim', { exact: false })).toHaveCount(0);
  const image = account.getByRole('img', { name: 'Portico Pass #1' });
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect(image).toHaveAttribute('loading', 'lazy');

  // Arrow keys move between tabs (WAI-ARIA tabs).
  await tabs.getByRole('tab', { name: 'NFTs' }).press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Activity' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'Activity' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const month = await thisMonth(page);
  await expect(account.getByRole('heading', { level: 3, name: month })).toBeVisible();
  const rows = account.locator('.portico-transaction');
  // The mints to account 0: the ERC-20s and the passes, each a receipt from the zero address.
  await expect(rows.filter({ hasText: '+10,000.000 PUSD' })).toHaveCount(1);
  await expect(rows.filter({ hasText: '+1,000.000 PTK' })).toHaveCount(1);
  for (const n of [1, 2, 3])
    await expect(rows.filter({ hasText: `+Portico Pass #${n}` })).toHaveCount(1);
  // The claim's mint moved nothing but spam: it is not listed.
  await expect(rows.filter({ hasText: 'Claim' })).toHaveCount(0);
  await expect(rows.first()).toContainText('Received');
  await expect(rows.first()).toContainText(/From 0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/);
});

test('errors: an activity page that fails shows "Failed to fetch transactions", then recovers', async ({
  page,
  issues,
}) => {
  forgive(issues, /status of 500/);
  const projectId = uniqueProject();
  await controls.setFault('history', { kind: 'status', status: 500 }, { projectId });
  const account = await accountWithProject(page, projectId);
  await account.getByRole('tab', { name: 'Activity' }).click();
  const alert = account.getByRole('alert').filter({ hasText: 'Failed to fetch transactions' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(account.locator('.portico-transaction')).toHaveCount(0);

  await controls.clearFaults('history');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(account.locator('.portico-transaction').first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('behavior: a long history pages in as the list scrolls, each transaction once', async ({
  page,
}) => {
  const projectId = uniqueProject();
  await controls.setHistoryFixture({ address: ACCOUNT_0, chainId: 'eip155:31337', count: 45 });
  const account = await accountWithProject(page, projectId);
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
  }).toPass({ timeout: 15_000 });
  const requests = (await controls.requests()).filter(
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

test('default: Receive shows the address as a QR code that decodes to it', async ({ page }) => {
  const account = await accountWithProject(page, uniqueProject());
  await account
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Receive' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Receive' });
  await expect(dialog.getByText(ACCOUNT_0)).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Networks' }).getByRole('listitem')).toHaveText([
    'Local chain',
    'Portico Local 2',
  ]);
  const qr = dialog.getByRole('img', { name: 'QR code of your address' });
  await expect(qr).toHaveJSProperty('complete', true);
  const pixels = await qr.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 400, 400);
    context.drawImage(img, 0, 0, 400, 400);
    return Array.from(context.getImageData(0, 0, 400, 400).data);
  });
  const decoded = jsQR(Uint8ClampedArray.from(pixels), 400, 400);
  expect(decoded?.data).toBe(ACCOUNT_0);
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
});
