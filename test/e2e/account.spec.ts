import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { expect, test } from './fixtures';
import { ACCOUNT_0, connectWith, gotoWithWallet, openAccount } from './wallet';

/**
 * End to end against anvil and the API stand-in: the Account tabs (token balances,
 * the NFTs minted at stack start, the activity grouped by month) and Receive's QR code decoded
 * back to the address. These tests read the stand-in as it starts and switch nothing on it;
 * the ones that set faults or fixtures live in api.spec.ts, whose tests run one at a time
 * around the stand-in's reset.
 */

let projectCount = 0;
const uniqueProject = () => `e2e-account-${Date.now()}-${(projectCount += 1)}`;

async function accountWithProject(page: Page, projectId: string): Promise<Locator> {
  await gotoWithWallet(page, `projectId=${projectId}`);
  await connectWith(page);
  return openAccount(page);
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
  await expect(tokens).toHaveText([/^ETH /, 'PUSD 10,000.000 $10,000.00', 'PTK 1,000.000 $500.00']);
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
