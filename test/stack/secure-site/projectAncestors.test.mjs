// @ts-check
/**
 * Which pages may embed the frame: the project's allowed origins from the product-API stand-in,
 * enforced by the server (the frame page's CSP `frame-ancestors`) and checked again by
 * frame.js; refused in Chromium for a page the project does not list. Run:
 * `node --test test/stack/secure-site/projectAncestors.test.mjs`.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, beforeEach, test } from 'node:test';
import { chromium } from '@playwright/test';
import { startApiStandIn } from '../api/startApiStandIn.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { listen } from '../listen.mjs';
import { LOCAL_ANCESTORS, ancestorPatterns, frameAncestors } from './projectAncestors.mjs';
import { startSecureSite } from './startSecureSite.mjs';

const LIMIT = { timeout: 60_000 };
/** @type {Awaited<ReturnType<typeof startApiStandIn>>} */
let api;
/** @type {Awaited<ReturnType<typeof startSecureSite>>} */
let site;

before(async () => {
  api = await startApiStandIn({ port: 0, log: () => {} });
  site = await startSecureSite({ projectApi: { url: Promise.resolve(api.url) }, log: () => {} });
});
after(async () => {
  await site?.stop();
  await api?.stop();
});
beforeEach(() => api.control.reset());

/**
 * The frame page's `frame-ancestors` and the patterns it tells frame.js, for a project.
 * @param {string} projectId
 */
async function served(projectId) {
  const response = await fetch(`${site.frameUrl}?projectId=${encodeURIComponent(projectId)}`);
  const csp = response.headers.get('content-security-policy') ?? '';
  const html = await response.text();
  return {
    ancestors: /frame-ancestors ([^;]+)/.exec(csp)?.[1],
    meta: /<meta name="portico-ancestors" content="([^"]*)">/.exec(html)?.[1],
  };
}

test('only origin patterns become embedders: no paths, keywords, or other directives', () => {
  assert.deepEqual(
    ancestorPatterns([
      'https://shop.example',
      'https://*.example.com',
      'http://127.0.0.1:*',
      'https://shop.example:8443',
      'javascript:alert(1)',
      "https://a.example 'unsafe-inline'",
      'https://a.example/path',
      'https://a.example; script-src *',
      '*',
      'https://*',
      7,
    ]),
    [
      'https://shop.example',
      'https://*.example.com',
      'http://127.0.0.1:*',
      'https://shop.example:8443',
    ],
  );
  assert.deepEqual(ancestorPatterns('https://shop.example'), []);
  assert.equal(frameAncestors([]), "frame-ancestors 'none'");
  assert.equal(frameAncestors(['https://a.example']), 'frame-ancestors https://a.example');
});

test(
  "the frame page's embedders are the project's allowed origins, read from the API",
  LIMIT,
  async () => {
    // The stand-in's default: local pages.
    assert.deepEqual(await served('p1'), {
      ancestors: LOCAL_ANCESTORS.join(' '),
      meta: LOCAL_ANCESTORS.join(' '),
    });
    api.control.setAllowedOrigins(['https://shop.example', 'javascript:alert(1)']);
    assert.deepEqual(await served('p1'), {
      ancestors: 'https://shop.example',
      meta: 'https://shop.example',
    });
    // An unknown or unconfigured project, or none: no page at all.
    for (const projectId of ['invalid', 'unconfigured', ''])
      assert.deepEqual(await served(projectId), { ancestors: "'none'", meta: '' });
  },
);

test(
  'in Chromium, a page the project does not list gets no frame; a listed one does',
  LIMIT,
  async () => {
    const pages = createServer((request, response) => {
      const projectId = new URL(request.url ?? '/', 'http://localhost').searchParams.get('p');
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><script>
      window.__ready = false;
      window.addEventListener('message', (event) => {
        if (event.data?.type === 'READY') window.__ready = true;
      });
    </script><iframe id="secure" src="${site.frameUrl}?projectId=${projectId}" onload="window.__loaded = true"></iframe>`);
    });
    const port = await listen(pages, 0, '127.0.0.1');
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      // Listed (the default local pages): the frame says READY.
      await page.goto(`http://localhost:${port}/?p=p1`);
      await page.waitForFunction(() => /** @type {any} */ (window).__ready === true);

      // The project lists only its shop: the browser refuses to show the frame here.
      api.control.setAllowedOrigins(['https://shop.example']);
      const blocked = page.waitForEvent('console', (message) =>
        message.text().includes('frame-ancestors'),
      );
      await page.goto(`http://localhost:${port}/?p=p2`);
      await blocked;
      await page.waitForFunction(() => /** @type {any} */ (window).__loaded === true);
      assert.equal(await page.evaluate(() => /** @type {any} */ (window).__ready), false);
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      assert.equal(frame?.url().startsWith(site.origin), false);
    } finally {
      await browser.close();
      await new Promise((resolve) => pages.close(resolve));
    }
  },
);
