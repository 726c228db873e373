import { apiControls } from '../stack/api/controls';
import { expect, test } from './fixtures';
import { approvalPrompt, loginWithEmail, resetSecureSiteFaults, uniqueEmail } from './emailWallet';
import { connectWith, gotoWithWallet, openAccount, readStack } from './wallet';

/**
 * Smart sessions (ERC-7715), all real: the host's "Grant permissions" asks the
 * embedded wallet's smart account (approved in the secure site's frame), the secure site
 * registers the session with the product-API stand-in, Account → Smart sessions lists it from
 * GET /v1/sessions/{account}, and Revoke takes the wallet's revocation and the account's
 * signature of the pci (two approvals), which the stand-in checks (ERC-6492: the account is
 * not deployed) and records.
 */

test.beforeEach(async ({ page }) => {
  await resetSecureSiteFaults(page);
});

test('grant with the smart account, see it listed, revoke it: the stand-in records the revocation', async ({
  page,
}) => {
  await page.goto('/?features=smartSessions:1');
  const smart = await loginWithEmail(page, uniqueEmail('sessions'));
  const account = `eip155:31337:${smart}`;

  await page.getByRole('button', { name: 'Grant permissions' }).click();
  const prompt = approvalPrompt(page);
  await expect(prompt.locator('#approval-title')).toHaveText('Grant permissions');
  await expect(prompt.locator('#approval-text')).toContainText('native-token-recurring-allowance');
  await prompt.getByRole('button', { name: 'Approve' }).click();
  const result = page.getByTestId('grant-result');
  await expect(result).toHaveAttribute('data-status', 'done');
  const granted = JSON.parse((await result.textContent()) ?? '{}') as {
    permissionsContext: string;
    expiry: number;
    address: string;
  };
  expect(granted.permissionsContext).toMatch(/^0x[0-9a-f]{64}$/);
  expect(granted.address).toBe(smart);

  const modal = await openAccount(page);
  await modal.getByRole('button', { name: 'Smart sessions' }).click();
  const sessions = page.getByRole('dialog', { name: 'Smart sessions' });
  const row = sessions.getByRole('listitem').filter({ hasText: 'Portico demo' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Permissions: native-token-recurring-allowance');
  // "Expires <date>" in the modal's locale (en), with the expiry's year.
  await expect(row).toContainText(
    new RegExp(`Expires .*${new Date(granted.expiry * 1000).getFullYear()}`),
  );

  await row.getByRole('button', { name: 'Revoke the session of Portico demo' }).click();
  await expect(prompt.locator('#approval-title')).toHaveText('Revoke permissions');
  await expect(prompt.locator('#approval-text')).toContainText(granted.permissionsContext);
  await prompt.getByRole('button', { name: 'Approve' }).click();
  await expect(prompt.locator('#approval-title')).toHaveText('Sign this message');
  await expect(prompt.locator('#approval-text')).toHaveText(granted.permissionsContext);
  await prompt.getByRole('button', { name: 'Approve' }).click();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button')).toHaveCount(0);

  const { apiControlUrl } = await readStack(page.request);
  const { sessions: registered, revocations } = await apiControls(apiControlUrl!).sessions();
  expect(registered.filter((s) => s.pci === granted.permissionsContext)).toEqual([
    expect.objectContaining({
      account,
      expiry: granted.expiry,
      project: expect.objectContaining({ name: 'Portico demo' }),
    }),
  ]);
  expect(revocations.filter((r) => r.pci === granted.permissionsContext)).toEqual([
    expect.objectContaining({ account, pci: granted.permissionsContext }),
  ]);
});

test('flag off: no Smart sessions row, and grantPermissions is refused', async ({ page }) => {
  await gotoWithWallet(page);
  await connectWith(page);
  const modal = await openAccount(page);
  await expect(modal.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Smart sessions' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Grant permissions' }).click();
  await expect(page.getByTestId('grant-result')).toHaveText(
    'SMART_SESSIONS_DISABLED: Smart sessions are not enabled (features.smartSessions)',
  );
});

test('flag on with a browser wallet: the row is there; grantPermissions is refused with 4200', async ({
  page,
}) => {
  await gotoWithWallet(page, 'features=smartSessions:1');
  await connectWith(page);
  const modal = await openAccount(page);
  await expect(modal.getByRole('button', { name: 'Smart sessions' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Grant permissions' }).click();
  await expect(page.getByTestId('grant-result')).toHaveText(
    'UNSUPPORTED_METHOD: The wallet does not support this method',
  );
});
