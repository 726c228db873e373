import {
  connectButton,
  dialog,
  expect,
  hostAction,
  loggedEvents,
  openWithConnectButton,
  test,
} from './fixtures';

test('behavior: a host toast shows in the modal, then closes by itself', async ({ page }) => {
  await page.goto('/');
  const modal = await openWithConnectButton(page);
  await hostAction(page, 'Show error toast');
  const toast = modal.locator('.portico-toast');
  await expect(toast).toHaveAttribute('data-state', 'open');
  await expect(toast).toHaveAttribute('data-variant', 'error');
  await expect(toast).toHaveAttribute('role', 'alert');
  await expect(toast).toHaveText('No wallets detected');
  await expect(toast).toHaveAttribute('data-state', 'closed');
  expect(await loggedEvents(page)).toEqual(['MODAL_OPEN', 'TOAST']);
});

test('behavior: a host alert shows an alert bar that can be dismissed', async ({ page }) => {
  await page.goto('/');
  const modal = await openWithConnectButton(page);
  await hostAction(page, 'Raise alert');
  const alert = modal.locator('.portico-alert');
  await expect(alert).toBeVisible();
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toHaveAttribute('data-severity', 'error');
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveCount(0);
  await expect(modal).toBeVisible();
  expect(await loggedEvents(page)).toEqual(['MODAL_OPEN', 'ALERT']);
});

test('behavior: the toast button opens a closed modal first', async ({ page }) => {
  await page.goto('/');
  await page.locator('main button', { hasText: 'Show error toast' }).click();
  await expect(dialog(page).locator('.portico-toast')).toHaveText('No wallets detected');
});

test('parameters: ?embedded=1 renders the modal inline, without overlay or aria-modal', async ({
  page,
}) => {
  await page.goto('/?embedded=1');
  const region = page.getByRole('region', { name: 'Connect Wallet' });
  await expect(region).toBeVisible();
  await expect(region).toHaveAttribute('data-state', 'open');
  await expect(page.locator('.portico-overlay')).toHaveCount(0);
  await expect(page.locator('[aria-modal]')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.portico-root')).toHaveAttribute('data-embedded', '');
  expect(await page.locator('main').evaluate((el) => el.closest('[inert]') === null)).toBe(true);
  // The connect button does not stack a dialog over the embedded modal.
  await connectButton(page).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(region.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
});

test('parameters: ?theme=dark sets the dark theme mode', async ({ page }) => {
  await page.goto('/?theme=dark');
  const modal = await openWithConnectButton(page);
  await expect(page.locator('.portico-root')).toHaveAttribute('data-theme-mode', 'dark');
  await expect(modal).toHaveCSS('background-color', 'rgb(23, 24, 28)');
});

test('parameters: ?locale=ar lays the modal out right to left', async ({ page }) => {
  await page.goto('/?locale=ar');
  await connectButton(page).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const root = page.locator('.portico-root');
  await expect(root).toHaveAttribute('dir', 'rtl');
  await expect(root).toHaveAttribute('lang', 'ar');
});
