import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../stack/chromium.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

/** Every catalogue but the built-in `en`, as src/i18n/supportedLocales.ts lists them. */
function localeTags(repoRoot) {
  const source = readFileSync(join(repoRoot, 'src/i18n/supportedLocales.ts'), 'utf8');
  const list = /SUPPORTED_LOCALES = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/'([\w-]+)'/g)].map((m) => m[1]).filter((tag) => tag !== 'en');
}

/** The demo's locale chunk files (URL paths) by tag, from its Vite manifest. */
function demoLocaleFiles(demoDist) {
  const manifest = JSON.parse(readFileSync(join(demoDist, '.vite/manifest.json'), 'utf8'));
  return new Map(
    Object.values(manifest)
      .map((chunk) => [/src\/i18n\/locales\/([\w-]+)\.ts$/.exec(chunk.src ?? '')?.[1], chunk.file])
      .filter(([tag]) => tag)
      .map(([tag, file]) => [`/${file}`, tag]),
  );
}

/** The locale chunks a page fetches from load to its modal open, in `locale` (none: the page's). */
async function fetchedLocales(browser, url, files) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const fetched = [];
    page.on('request', (request) => {
      const tag = files.get(new URL(request.url()).pathname);
      if (tag) fetched.push(tag);
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.click('main .portico-connect-button');
    await page.waitForSelector('[role=dialog] .portico-list-button');
    await page.waitForLoadState('networkidle');
    return fetched;
  } finally {
    await context.close();
  }
}

/**
 * (l) Each locale's catalogue chunk in the minimal host app's build (its gzip size,
 * one file each, none in the initial JS), and in Chromium against the demo that a page in
 * `ja` or `ar` fetches that catalogue and no other, and an English page none.
 */
export async function measureLocaleChunks(repoRoot, { minimal, demoUrl, demoDist }) {
  const chunks = localeTags(repoRoot).map((tag) => ({
    tag,
    ...minimal.chunksWith(`src/i18n/locales/${tag}.ts`),
  }));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const files = demoLocaleFiles(demoDist);
  const pages = {};
  try {
    for (const locale of ['en', 'ja', 'ar']) {
      pages[locale] = await fetchedLocales(
        browser,
        `${demoUrl}?wallet=dev&locale=${locale}`,
        files,
      );
    }
  } finally {
    await browser.close();
  }
  console.log('\n(l) Locale catalogues: one chunk each, fetched only when active');
  for (const chunk of chunks)
    console.log(
      `  ${chunk.tag.padEnd(6)} gzip ${kb(chunk.gzip).padStart(9)} in ${chunk.files.length} file(s)${chunk.inInitial ? ' IN THE INITIAL JS' : ''}`,
    );
  const sizes = chunks.map((chunk) => chunk.gzip);
  console.log(
    `  smallest ${kb(Math.min(...sizes))}, largest ${kb(Math.max(...sizes))}, all ${chunks.length} together ${kb(sizes.reduce((a, b) => a + b, 0))}`,
  );
  for (const [locale, fetched] of Object.entries(pages))
    console.log(
      `  a page in ${locale} fetched: ${fetched.length ? fetched.join(', ') : 'no locale chunk'}`,
    );
  const onlyActive = pages.en.length === 0 && pages.ja.join() === 'ja' && pages.ar.join() === 'ar';
  return {
    figures: { chunks, fetched: pages },
    checks: [
      {
        name: 'each locale its own lazy chunk',
        limit: 'lazy',
        actual: chunks.every((c) => c.files.length === 1 && !c.inInitial) ? 'lazy' : 'shared',
        pass: chunks.length === 23 && chunks.every((c) => c.files.length === 1 && !c.inInitial),
      },
      {
        name: 'only the active locale fetched',
        limit: 'only it',
        actual: onlyActive ? 'only it' : JSON.stringify(pages),
        pass: onlyActive,
      },
    ],
  };
}
