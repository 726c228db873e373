import type { Request } from '@playwright/test';
import { connectButton, dialog, expect, test } from './fixtures';
import { BASE_URL } from './env';
import { demoFiles } from './manifest';

test('default: startup requests only the document, the entry JS and its CSS', async ({ page }) => {
  const { initial, shellChunk, connectViewChunk } = demoFiles();
  const requested: string[] = [];
  // Same-origin requests as paths; anything else keeps its full URL and fails the comparison.
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    requested.push(url.origin === new URL(BASE_URL).origin ? url.pathname : url.href);
  });

  await page.goto('/', { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  expect([...requested].sort()).toEqual(['/', ...initial].sort());
  expect(requested).not.toContain(shellChunk);

  // Intent (hover) starts loading the shell; the view loads when the dialog renders it.
  const shellRequest = page.waitForRequest(
    (request) => new URL(request.url()).pathname === shellChunk,
  );
  await connectButton(page).hover();
  await shellRequest;
  expect(requested).not.toContain(connectViewChunk);

  await connectButton(page).click();
  await expect(dialog(page)).toBeVisible();
  // Listing WalletConnect loads nothing of its SDK: that waits for the pick.
  await expect(dialog(page).getByRole('button', { name: /^WalletConnect\b/ })).toBeVisible();
  expect(requested).toContain(connectViewChunk);
  expect(requested.every((path) => path.startsWith('/'))).toBe(true);
  expect(requested.filter((path) => path === '/')).toHaveLength(1);
});

test('behavior: without intent, no lazy chunk loads while the page idles', async ({ page }) => {
  const { shellChunk, connectViewChunk } = demoFiles();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/', { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(requested).not.toContain(shellChunk);
  expect(requested).not.toContain(connectViewChunk);
});
