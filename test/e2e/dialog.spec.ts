import {
  connectButton,
  dialog,
  expect,
  focusIsInside,
  hostAction,
  loggedEvents,
  openWithConnectButton,
  test,
} from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('default: the connect button opens the dialog and moves focus into it', async ({ page }) => {
  const modal = await openWithConnectButton(page);
  await expect(modal).toHaveAttribute('data-state', 'open');
  await expect(modal).toHaveAttribute('aria-modal', 'true');
  expect(await focusIsInside(modal)).toBe(true);
  await expect(page.getByTestId('modal-snapshot')).toHaveText('open · Connect · not connected');
  expect(await loggedEvents(page)).toEqual(['MODAL_OPEN']);
});

test('behavior: Escape closes the dialog and focus returns to the connect button', async ({
  page,
}) => {
  await openWithConnectButton(page);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(connectButton(page)).toBeFocused();
  expect(await loggedEvents(page)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE']);
});

test('behavior: the Close button closes the dialog and focus returns', async ({ page }) => {
  const modal = await openWithConnectButton(page);
  await modal.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(connectButton(page)).toBeFocused();
});

test('behavior: Tab and Shift+Tab never leave the dialog', async ({ page }) => {
  const modal = await openWithConnectButton(page);
  // The alert bar adds a second control (Dismiss), so focus has somewhere to move.
  await hostAction(page, 'Raise alert');
  await expect(modal.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  const visited = new Set<string>();
  for (const key of [...Array<string>(16).fill('Tab'), ...Array<string>(16).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    expect(await focusIsInside(modal), `focus after ${key}`).toBe(true);
    visited.add(
      await page.evaluate(() => {
        const active = document.activeElement;
        // An input is named by its label (the email field).
        const label = active instanceof HTMLInputElement ? active.labels?.[0]?.textContent : null;
        return active?.getAttribute('aria-label') ?? label ?? active?.textContent?.trim() ?? '';
      }),
    );
  }
  // The header's Close, the alert's Dismiss, the email field and its Continue, the wide
  // social button, the three icons and "More options", the one wallet row (WalletConnect) and the
  // "All Wallets" row after it.
  expect(
    [...visited].map((name) => name.replace(/^WalletConnect.*/, 'WalletConnect')).sort(),
  ).toEqual([
    'All Wallets',
    'Close',
    'Continue',
    'Continue with Discord',
    'Continue with Farcaster',
    'Continue with Google',
    'Continue with X',
    'Dismiss',
    'Email',
    'More options',
    'WalletConnect',
  ]);
});

test('behavior: the rest of the page is inert while the dialog is open', async ({ page }) => {
  await openWithConnectButton(page);
  const main = page.locator('main');
  expect(await main.evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
  // Programmatic focus cannot reach the background either.
  await page
    .locator('main button', { hasText: 'Dispatch close()' })
    .evaluate((el) => (el as HTMLElement).focus());
  expect(await focusIsInside(dialog(page))).toBe(true);

  // A pointer press over a background button lands on the overlay: it closes the dialog and
  // the button underneath never sees the click. (A button the dialog does not cover.)
  const panel = await dialog(page).boundingBox();
  if (!panel) throw new Error('the dialog has no box');
  const centre = (b: { x: number; y: number; width: number; height: number }) => ({
    x: b.x + b.width / 2,
    y: b.y + b.height / 2,
  });
  const uncovered = async () => {
    for (const button of await page.locator('main button').all()) {
      const b = await button.boundingBox();
      if (!b) continue;
      const { x, y } = centre(b);
      const covered =
        x >= panel.x && x <= panel.x + panel.width && y >= panel.y && y <= panel.y + panel.height;
      if (!covered) return b;
    }
    throw new Error('the dialog covers every host button');
  };
  const box = await uncovered();
  await page.mouse.click(centre(box).x, centre(box).y);
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByTestId('host-action')).toHaveText('none');
  expect(await main.evaluate((el) => el.closest('[inert]') === null)).toBe(true);
});

test('behavior: back with one history entry closes the modal', async ({ page }) => {
  await openWithConnectButton(page);
  await hostAction(page, 'Dispatch back()');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByTestId('host-action')).toHaveText('back()');
  await expect(connectButton(page)).toBeFocused();
  expect(await loggedEvents(page)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE']);
});

test('parameters: host buttons open and close the modal through the exported actions', async ({
  page,
}) => {
  await page.locator('main button', { hasText: 'Open Connect view' }).click();
  await expect(dialog(page)).toBeVisible();
  await hostAction(page, 'Dispatch close()');
  await expect(dialog(page)).toHaveCount(0);
  await page.locator('main button', { hasText: 'Dispatch open()' }).click();
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  expect(await loggedEvents(page)).toEqual([
    'MODAL_OPEN',
    'MODAL_CLOSE',
    'MODAL_OPEN',
    'MODAL_CLOSE',
  ]);
});
