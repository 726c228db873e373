import type { Request } from '@playwright/test';
import { connectButton, dialog, expect, test } from './fixtures';
import { BASE_URL } from './env';
import { demoFiles } from './manifest';
import { readStack } from './wallet';
import { COMPILE_HINT } from '../demo/lazyChunkCompileHints';

test('default: startup requests only the document, the entry JS and its CSS, then the saga runtime; idle, the project configuration and what the first open shows; the click requests only the connect and switch features', async ({
  page,
  request,
}) => {
  const { initial, sagaChunks, apiChunks, firstOpenChunks, shellChunk, openFeatureEntries } =
    demoFiles();
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
  // With an apiUrl, the project configuration (and the origin check, email being on)
  // is fetched once the page is idle, with the API chunks. What the first open shows (shell,
  // Connect view, its email and social sections) loads then too; nothing else.
  await originsAnswered;
  await page.waitForLoadState('networkidle');
  expect([...new Set(requested)].sort()).toEqual(
    [...new Set(['/', ...initial, ...sagaChunks, ...apiChunks, ...firstOpenChunks])].sort(),
  );
  expect(api).toEqual(['GET /v1/project/config', 'GET /v1/project/origins']);

  const before = requested.length;
  const featuresRequested = Promise.all(
    openFeatureEntries.map((path) =>
      page.waitForRequest((request) => new URL(request.url()).pathname === path),
    ),
  );
  await connectButton(page).click();
  await expect(dialog(page)).toBeVisible();
  // Listing WalletConnect loads nothing of its SDK: that waits for the pick.
  await expect(dialog(page).getByRole('button', { name: /^WalletConnect\b/ })).toBeVisible();
  // The click requested nothing of what it shows: all of it was in. The open starts the connect
  // and network-switch features, needed only once a wallet is picked. (The first host event
  // starts analytics, a feature of its own.)
  await featuresRequested;
  expect(requested.slice(before).filter((path) => firstOpenChunks.has(path))).toEqual([]);
  expect(requested.slice(0, before)).toContain(shellChunk);
  expect(requested.slice(0, before).filter((path) => openFeatureEntries.includes(path))).toEqual(
    [],
  );
  expect(requested.filter((path) => path === '/')).toHaveLength(1);
});

test('behavior: the first open’s code carries V8’s compile hint as its first line (compiled as the idle prefetch loads it, not on the click); the entry’s files do not', async ({
  request,
}) => {
  const { initial, firstOpenChunks } = demoFiles();
  const firstLine = async (path: string) =>
    (await (await request.get(path)).text()).split('\n', 1)[0];
  const scripts = (paths: Iterable<string>) => [...paths].filter((path) => path.endsWith('.js'));
  expect(scripts(firstOpenChunks).length).toBeGreaterThan(0);
  for (const path of scripts(firstOpenChunks))
    expect(await firstLine(path), path).toBe(COMPILE_HINT);
  for (const path of scripts(initial)) expect(await firstLine(path), path).not.toBe(COMPILE_HINT);
});

test('parameters: prefetch: false loads no lazy chunk while the page idles; intent (hover) starts the shell', async ({
  page,
}) => {
  const { shellChunk, firstOpenEntries } = demoFiles();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/?prefetch=0', { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // The prefetch would start in the page's first idle period after load: an idle callback
  // asked for now runs after it (they run in the order asked), when its imports are under way.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  // (The project configuration and analytics still load after idle, with chunks they share.)
  expect(requested.filter((path) => firstOpenEntries.includes(path))).toEqual([]);

  const shellRequest = page.waitForRequest(
    (request) => new URL(request.url()).pathname === shellChunk,
  );
  await connectButton(page).hover();
  await shellRequest;
  await connectButton(page).click();
  await expect(dialog(page).getByRole('button', { name: /^WalletConnect\b/ })).toBeVisible();
});
