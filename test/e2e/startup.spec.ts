import type { Request } from '@playwright/test';
import { connectButton, dialog, expect, test } from './fixtures';
import { BASE_URL } from './env';
import { demoFiles } from './manifest';
import { readStack } from './wallet';

test('default: startup requests only the document, the entry JS and its CSS; then, idle, the project configuration', async ({
  page,
  request,
}) => {
  const { initial, shellChunk, connectViewChunk, apiChunks } = demoFiles();
  const { apiUrl } = await readStack(request);
  expect(apiUrl).toBeDefined();
  const requested: string[] = [];
  const api: string[] = [];
  // Same-origin requests as paths, the API's as paths under `api`; anything else keeps its
  // full URL and fails the comparison.
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(BASE_URL).origin) requested.push(url.pathname);
    else if (url.origin === new URL(apiUrl!).origin)
      api.push(`${request.method()} ${url.pathname}`);
    else requested.push(url.href);
  });

  const originsAnswered = page.waitForResponse((response) =>
    response.url().includes('/v1/project/origins'),
  );
  await page.goto('/', { waitUntil: 'load' });
  // Issue 5: with an apiUrl, the project configuration (and the origin check, email being on)
  // is fetched once the page is idle, with the API chunks; nothing else.
  await originsAnswered;
  await page.waitForLoadState('networkidle');
  expect([...requested].sort()).toEqual(['/', ...initial, ...apiChunks].sort());
  expect(api).toEqual(['GET /v1/project/config', 'GET /v1/project/origins']);
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
