import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { connectButton, expect, hostAction, openWithConnectButton, test } from './fixtures';

/**
 * axe-core in a real browser, where it can check colour contrast (jsdom cannot). axe compiles
 * its message templates with `new Function`, which the strict CSP forbids, so these tests
 * alone run with CSP bypassed; csp.spec.ts covers the policy.
 */
test.use({ bypassCSP: true });

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Resolves once no finite animation or transition inside `selector` runs (a spinner's endless
 * one aside): axe computes contrast from the painted opacity, so the enter animations must end.
 */
async function animationsSettled(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((root) => {
    const element = document.querySelector(root);
    return (
      element !== null &&
      element
        .getAnimations({ subtree: true })
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        )
    );
  }, selector);
}

async function axeViolations(page: Page, selector: string): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axePath });
  const { violations, passes } = await page.evaluate(async (include) => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: unknown,
          options: unknown,
        ) => Promise<{
          violations: Array<{
            id: string;
            impact: string | null;
            help: string;
            nodes: Array<{ target: unknown[] }>;
          }>;
          passes: unknown[];
        }>;
      };
    };
    const result = await axe.run(
      { include: [include] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    );
    return {
      passes: result.passes.length,
      violations: result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      })),
    };
  }, selector);
  // Guard against a vacuous run (e.g. a selector that matched nothing).
  expect(passes, 'axe rules that passed').toBeGreaterThan(5);
  return violations;
}

for (const query of ['', '?theme=dark', '?locale=ar']) {
  test(`parameters: the open dialog${query ? ` (${query})` : ''} has no axe violations`, async ({
    page,
  }) => {
    await page.goto(`/${query}`);
    // By role alone: in Arabic the dialog has its Arabic name.
    await connectButton(page).click();
    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible();
    // No browser wallet is announced; the demo lists WalletConnect (the local relay).
    await expect(modal.getByRole('button', { name: /^WalletConnect\b/ })).toBeVisible();
    await animationsSettled(page, '[data-portico-portal]');
    expect(await axeViolations(page, '[data-portico-portal]')).toEqual([]);
  });
}

test('behavior: the alert bar and toast have no axe violations', async ({ page }) => {
  await page.goto('/');
  const modal = await openWithConnectButton(page);
  await hostAction(page, 'Raise alert');
  await hostAction(page, 'Show error toast');
  await expect(modal.locator('.portico-toast')).toHaveAttribute('data-state', 'open');
  await animationsSettled(page, '[data-portico-portal]');
  expect(await axeViolations(page, '[data-portico-portal]')).toEqual([]);
});

test('parameters: the embedded modal has no axe violations', async ({ page }) => {
  await page.goto('/?embedded=1');
  await expect(page.getByRole('region', { name: 'Connect Wallet' })).toBeVisible();
  await animationsSettled(page, '.portico-root');
  expect(await axeViolations(page, '.portico-root')).toEqual([]);
});
