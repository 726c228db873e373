import type { Locator, Page } from '@playwright/test';
import arOwn from '../../src/i18n/locales/ar';
import heOwn from '../../src/i18n/locales/he';
import jaOwn from '../../src/i18n/locales/ja';
import { withEnglish } from '../support/withEnglish';
import { en, type Messages } from '../../src/i18n/en';
import { connectButton, expect, test } from './fixtures';
import { demoFiles } from './manifest';
import { ACCOUNT_0, accountStatus, balance, gotoWithWallet, truncated, WALLET } from './wallet';

const ar = withEnglish(arOwn);
const he = withEnglish(heOwn);
const ja = withEnglish(jaOwn);

/**
 * In Chromium: the demo in Arabic lays out right to left with the address left to
 * right; only the active locale's chunk is fetched; the locale changes at runtime keeping the
 * view; the keyboard-only connect flow in English and Hebrew; and the pseudo-locale (40 %
 * longer) clips no label.
 */

/** The locale chunks the page fetched, by tag. */
function watchLocaleChunks(page: Page): string[] {
  const byFile = new Map(
    Object.entries(demoFiles().localeChunks).map(([tag, file]) => [file, tag]),
  );
  const fetched: string[] = [];
  page.on('request', (request) => {
    const tag = byFile.get(new URL(request.url()).pathname);
    if (tag) fetched.push(tag);
  });
  return fetched;
}

const dialogIn = (page: Page, messages: Messages, title: keyof Messages = 'view.Connect.title') =>
  page.getByRole('dialog', { name: messages[title] });

test('behavior: in Arabic the modal is right to left, the address left to right; only ar is fetched', async ({
  page,
}) => {
  const fetched = watchLocaleChunks(page);
  await gotoWithWallet(page, 'locale=ar');
  await expect(connectButton(page)).toHaveText(ar['connectButton.connect']);
  await connectButton(page).click();
  const modal = dialogIn(page, ar);
  await expect(modal).toBeVisible();
  const root = page.locator('.portico-root').filter({ has: modal });
  await expect(root).toHaveAttribute('dir', 'rtl');
  await expect(root).toHaveAttribute('lang', 'ar');
  // Mirrored: the close button sits on the left, the title to its right.
  const close = await modal.getByRole('button', { name: ar['modal.close'] }).boundingBox();
  const title = await modal.getByRole('heading', { level: 2 }).boundingBox();
  expect(close!.x).toBeLessThan(title!.x);

  await modal.getByRole('button', { name: new RegExp(`^${WALLET}`) }).click();
  await expect(accountStatus(page)).toHaveText('connected');
  await connectButton(page).click();
  const account = dialogIn(page, ar, 'view.Account.title');
  const address = account.locator('.portico-address bdi');
  await expect(address).toHaveText(truncated(ACCOUNT_0));
  expect(await address.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  // The balance in Arabic number format (grouping, decimals), the symbol beside it.
  await expect(balance(account)).toHaveText(/ETH$/);
  expect(fetched).toEqual(['ar']);
});

test('behavior: setLocale at runtime switches the open modal to Japanese and back, keeping its view', async ({
  page,
}) => {
  const fetched = watchLocaleChunks(page);
  await gotoWithWallet(page);
  await connectButton(page).click();
  await expect(dialogIn(page, en)).toBeVisible();
  // Host code, while the page behind the dialog is inert.
  await page.getByTestId('demo-locale').selectOption('ja', { force: true });
  const modal = dialogIn(page, ja);
  await expect(modal).toBeVisible();
  await expect(
    modal.getByRole('heading', { name: ja['connect.walletsHeading'], exact: true }),
  ).toBeVisible();
  await page.getByTestId('demo-locale').selectOption('en', { force: true });
  await expect(dialogIn(page, en)).toBeVisible();
  expect(fetched).toEqual(['ja']);
});

/** Presses Tab until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

for (const [locale, messages] of [
  ['en', en],
  ['he', he],
] as const) {
  test(`behavior: keyboard only (${locale}): Tab, Enter, arrows to the wallet, Escape, focus back on the button`, async ({
    page,
  }) => {
    await gotoWithWallet(page, `locale=${locale}`);
    const button = connectButton(page);
    await expect(button).toHaveText(messages['connectButton.connect']);
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const modal = dialogIn(page, messages);
    await expect(modal).toBeVisible();
    // Escape closes; focus returns to the button that opened the modal.
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(modal).toBeVisible();
    // Tab into the wallet list, then arrows (they wrap) to the dev wallet's row.
    const rows = modal
      .getByRole('region', { name: messages['connect.walletsHeading'] })
      .getByRole('button');
    await tabTo(page, rows.first());
    const count = await rows.count();
    expect(count).toBeGreaterThan(1);
    await page.keyboard.press('ArrowUp');
    await expect(rows.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(rows.first()).toBeFocused();
    for (let i = 0; i < count && !(await focusedName(page)).startsWith(WALLET); i += 1)
      await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toMatch(new RegExp(`^${WALLET}`));
    await page.keyboard.press('Enter');
    await expect(accountStatus(page)).toHaveText('connected');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveText(truncated(ACCOUNT_0));

    // Focus stays in the open dialog however far Tab goes.
    await page.keyboard.press('Enter');
    const account = dialogIn(page, messages, 'view.Account.title');
    await expect(account).toBeVisible();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await account.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
  });
}

/** Elements inside `scope` whose text is cut off: wider than their box with overflow hidden. */
function clippedTexts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('*')]
      .filter((el) => {
        if (!el.textContent?.trim() || el.closest('[aria-hidden="true"], .portico-visually-hidden'))
          return false;
        const style = getComputedStyle(el);
        const hides =
          ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
        return hides && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.className}: ${el.textContent!.trim().slice(0, 60)}`),
  );
}

test('behavior: the pseudo-locale (accented, 40 % longer) clips no text in Connect, Networks and Account', async ({
  page,
}) => {
  await gotoWithWallet(page, 'locale=en-XA');
  await connectButton(page).click();
  const modal = page.getByRole('dialog');
  await expect(modal).toHaveAccessibleName(/^Çöññéçţ/);
  expect(await clippedTexts(modal)).toEqual([]);
  // Nothing pushes the dialog sideways either.
  expect(await modal.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await modal.getByRole('button', { name: new RegExp(`^${WALLET}`) }).click();
  await expect(accountStatus(page)).toHaveText('connected');
  await connectButton(page).click();
  await expect(modal).toHaveAccessibleName(/^Áççöüñţ/);
  await expect(balance(modal)).toHaveText(/ETH$/);
  expect(await clippedTexts(modal)).toEqual([]);
  expect(await modal.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
});
