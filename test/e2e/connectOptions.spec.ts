import type { Locator, Page } from '@playwright/test';
import { expect, openWithConnectButton, test } from './fixtures';
import {
  accountStatus,
  connectPrompts,
  gotoWithWallet,
  WALLET,
  walletButton,
  walletDo,
} from './wallet';

/**
 * The Connect view's options end to end: the connect methods in each configured
 * order, the consent gate (`legalCheckbox`) and the branding footer (its remote flag is
 * api.spec.ts's: the stand-in's project configuration is global). The demo runs without the
 * product API here (`api=0`), so no other spec's remote flags reach these tests.
 */
let projectCount = 0;
/** A project id of this test alone: the consent is remembered per project. */
const uniqueProject = () => `e2e-connect-${Date.now().toString(36)}-${(projectCount += 1)}`;

const ORDERS = [
  ['email', 'social', 'wallet'],
  ['email', 'wallet', 'social'],
  ['social', 'email', 'wallet'],
  ['social', 'wallet', 'email'],
  ['wallet', 'email', 'social'],
  ['wallet', 'social', 'email'],
] as const;

/** What a user finds for each method: the email field, the social buttons, the wallets. */
const methodLocators = (modal: Locator) => ({
  email: modal.getByRole('textbox', { name: 'Email' }),
  social: modal.getByRole('region', { name: 'Sign in with' }),
  wallet: modal.getByRole('heading', { name: 'Wallets' }),
});

async function topOf(locator: Locator): Promise<number> {
  await expect(locator).toBeVisible();
  return (await locator.boundingBox())!.y;
}

for (const order of ORDERS) {
  test(`parameters: ?order=${order.join(',')} renders the methods top to bottom in that order`, async ({
    page,
  }) => {
    await gotoWithWallet(page, `api=0&projectId=${uniqueProject()}&order=${order.join(',')}`);
    const modal = await openWithConnectButton(page);
    const locators = methodLocators(modal);
    const tops = await Promise.all(order.map((method) => topOf(locators[method])));
    expect(tops, `${order.join(' above ')}: ${tops.join(', ')}`).toEqual(
      [...tops].sort((a, b) => a - b),
    );
    await expect(walletButton(modal, WALLET)).toBeVisible();
  });
}

const CONSENT = 'I agree to the Terms of Service and the Privacy Policy';

async function openGated(page: Page, projectId: string) {
  await gotoWithWallet(page, `api=0&projectId=${projectId}&features=legalCheckbox:1`);
  const modal = await openWithConnectButton(page);
  return { modal, box: modal.getByRole('checkbox', { name: CONSENT }) };
}

test('behavior: with legalCheckbox nothing connects until consent is given; then the same click connects, and the consent is remembered for this project only', async ({
  page,
}) => {
  const projectId = uniqueProject();
  const { modal, box } = await openGated(page, projectId);
  await expect(box).not.toBeChecked();
  const origin = new URL(page.url()).origin;
  await expect(modal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    `${origin}/terms.html`,
  );
  await expect(modal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    `${origin}/privacy.html`,
  );

  const wallet = walletButton(modal, WALLET);
  for (const control of [
    wallet,
    modal.getByRole('button', { name: 'All Wallets' }),
    modal.getByRole('textbox', { name: 'Email' }),
    modal.getByRole('button', { name: 'Continue', exact: true }),
    modal.getByRole('region', { name: 'Sign in with' }).getByRole('button').first(),
  ])
    await expect(control).toBeDisabled();
  // Each says why to assistive technology: the social buttons themselves, the rest by their group.
  const reason = 'Agree to the terms above to connect';
  await expect(
    modal.getByRole('region', { name: 'Sign in with' }).getByRole('button').first(),
  ).toHaveAccessibleDescription(reason);
  await expect(modal.getByRole('group')).toHaveAccessibleDescription(reason);
  // A user's click on the disabled row: nothing connects.
  await wallet.click({ force: true });
  await expect(accountStatus(page)).not.toHaveText('connected');
  await expect(modal).toBeVisible();

  await box.check();
  await expect(wallet).toBeEnabled();
  // The enabled row's click asks the wallet, whose user refuses: the one prompt of this page
  // load, so the disabled row's click (asked first, had it asked) asked nothing.
  await walletDo(page, { do: 'reject' });
  await wallet.click();
  await expect(modal.getByRole('alert')).toHaveText('Connection rejected');
  expect(await connectPrompts(page)).toHaveLength(1);
  await expect(accountStatus(page)).toHaveText('disconnected');
  await walletDo(page, { do: 'approve' });

  // Remembered: a reload with the same project starts checked.
  await page.reload();
  await page.waitForFunction(() => window.porticoDevWallets !== undefined);
  let again = await openWithConnectButton(page);
  await expect(again.getByRole('checkbox', { name: CONSENT })).toBeChecked();

  // Another project asks again.
  const other = await openGated(page, uniqueProject());
  await expect(other.box).not.toBeChecked();
  await expect(walletButton(other.modal, WALLET)).toBeDisabled();

  // Back on the first project: still given, and the same click now connects the dev wallet.
  again = (await openGated(page, projectId)).modal;
  await expect(again.getByRole('checkbox', { name: CONSENT })).toBeChecked();
  await walletButton(again, WALLET).click();
  await expect(accountStatus(page)).toHaveText('connected');
});

const BRANDING = 'UX by Portico';

test('default: the "UX by Portico" footer shows on the Connect view', async ({ page }) => {
  await gotoWithWallet(page, `api=0&projectId=${uniqueProject()}`);
  const modal = await openWithConnectButton(page);
  await expect(modal.getByText(BRANDING)).toBeVisible();
});
