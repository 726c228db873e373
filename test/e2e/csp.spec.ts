import { STRICT_CSP } from '../stack/staticServer.mjs';
import { expect, openWithConnectButton, test } from './fixtures';

test('default: the modal opens styled under the strict CSP with no violation', async ({
  page,
  issues,
}) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toBe(STRICT_CSP);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');

  const modal = await openWithConnectButton(page);
  const style = await modal.evaluate((el) => {
    const computed = getComputedStyle(el);
    return { width: computed.width, background: computed.backgroundColor };
  });
  expect(style.width).toBe('360px');
  expect(style.background).not.toBe('rgba(0, 0, 0, 0)');
  await expect(page.locator('.portico-overlay')).toHaveCSS('position', 'fixed');
  expect(issues.cspViolations).toEqual([]);
});

test('parameters: theme variables are applied through CSSOM, not blocked', async ({ page }) => {
  await page.goto('/?accent=%23e8590c');
  await openWithConnectButton(page);
  const accent = await page
    .locator('.portico-root')
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--portico-accent').trim());
  expect(accent).toBe('#e8590c');
});

test('behavior: the violation listener works (an inline style is reported)', async ({
  page,
  issues,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { color: red; }';
    document.head.append(style);
  });
  await expect.poll(() => issues.cspViolations.length).toBe(1);
  expect(issues.cspViolations[0]?.directive).toBe('style-src-elem');
  await expect
    .poll(() => issues.errors.map((error) => error.text).join('\n'))
    .toContain('Content Security Policy');
  // Provoked on purpose: clear them so the fixture's after-test check passes.
  issues.cspViolations.length = 0;
  issues.errors.length = 0;
});

test('default: the built page has no inline script or style', async ({ request }) => {
  const response = await request.get('/');
  expect(response.headers()['content-security-policy']).toBe(STRICT_CSP);
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes).toMatch(/\bsrc=/);
    expect(body?.trim()).toBe('');
  }
  expect(html).not.toMatch(/<style\b/i);
  expect(html).not.toMatch(/\sstyle=/i);
  expect(html).not.toMatch(/\son[a-z]+=/i);
});
