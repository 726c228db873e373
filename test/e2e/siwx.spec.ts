import type { Page } from '@playwright/test';
import { expect, openWithConnectButton, test } from './fixtures';
import {
  ACCOUNT_0,
  accountStatus,
  CHAIN_1,
  CHAIN_2,
  gotoWithWallet,
  networkButton,
  openAccount,
  WALLET,
  walletButton,
  walletDo,
  walletRequests,
} from './wallet';

/**
 * Sign in with the wallet (SIWX) on the demo's `?siwx=` setting: Portico's default
 * sign-in (createDefaultSiwx), sessions in localStorage, the dev wallet on the local chain.
 */
const signInStatus = (page: Page) => page.getByTestId('signin-status');
const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign In' });

/** Connects the dev wallet and waits for SIWXSignMessage. */
async function connectToSignIn(page: Page, mode: 'required' | 'optional' = 'optional') {
  await gotoWithWallet(page, `siwx=${mode}`);
  await expect(signInStatus(page)).toHaveText('signedOut');
  const modal = await openWithConnectButton(page);
  await walletButton(modal, WALLET).click();
  const dialog = signInDialog(page);
  await expect(dialog.getByText('Portico demo wants you to sign in')).toBeVisible();
  await expect(accountStatus(page)).toHaveText('connected');
  await expect(signInStatus(page)).toHaveText('pending');
  return dialog;
}

async function signIn(page: Page) {
  await signInDialog(page)
    .getByRole('button', { name: /^Sign( again)?$/ })
    .click();
  await expect(signInStatus(page)).toHaveText('signedIn');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test(
  'default: connect, then sign the message: signed in and the modal closes',
  { tag: '@adapters' },
  async ({ page }) => {
    await connectToSignIn(page);
    await signIn(page);
    await expect(signInStatus(page)).toHaveAttribute(
      'data-caip-address',
      `${CHAIN_1.caipNetworkId}:${ACCOUNT_0}`,
    );
    expect(await walletRequests(page)).toContain('personal_sign');
    const stored = await page.evaluate(() => localStorage.getItem('portico.siwx.sessions'));
    expect(stored).toContain('127.0.0.1');
  },
);

test('errors: a refused signature shows "Error signing message"; Sign again signs in', async ({
  page,
}) => {
  const dialog = await connectToSignIn(page);
  await walletDo(page, { do: 'reject' });
  await dialog.getByRole('button', { name: 'Sign' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Error signing message');
  await expect(accountStatus(page)).toHaveText('connected');
  await expect(signInStatus(page)).toHaveText('pending');

  await walletDo(page, { do: 'approve' });
  await signIn(page);
});

test('behavior: Cancel when sign-in is required disconnects', async ({ page }) => {
  const dialog = await connectToSignIn(page, 'required');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(accountStatus(page)).toHaveText('disconnected');
  await expect(signInStatus(page)).toHaveText('signedOut');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('behavior: Cancel when sign-in is optional closes and stays connected', async ({ page }) => {
  const dialog = await connectToSignIn(page, 'optional');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(accountStatus(page)).toHaveText('connected');
});

test(
  'behavior: a reload keeps the session: reconnected and signed in without a new signature',
  { tag: '@adapters' },
  async ({ page }) => {
    await connectToSignIn(page);
    await signIn(page);
    await page.reload();
    await expect(accountStatus(page)).toHaveText('connected');
    await expect(signInStatus(page)).toHaveText('signedIn');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await walletRequests(page)).not.toContain('personal_sign');
  },
);

test('behavior: Disconnect clears the session; connecting again asks again', async ({ page }) => {
  await connectToSignIn(page);
  await signIn(page);
  const account = await openAccount(page);
  await account.getByRole('button', { name: 'Disconnect' }).click();
  await expect(accountStatus(page)).toHaveText('disconnected');
  await expect(signInStatus(page)).toHaveText('signedOut');
  const stored = await page.evaluate(() => localStorage.getItem('portico.siwx.sessions'));
  expect(JSON.parse(stored ?? '[]')).toEqual([]);

  const modal = await openWithConnectButton(page);
  await walletButton(modal, WALLET).click();
  await expect(signInDialog(page)).toBeVisible();
});

test('behavior: switching to a chain without a session asks again; back on the first it does not', async ({
  page,
}) => {
  await connectToSignIn(page);
  await signIn(page);

  const account = await openAccount(page);
  await account.getByRole('button', { name: `Network: ${CHAIN_1.name}` }).click();
  await networkButton(account, CHAIN_2.name).click();
  const dialog = signInDialog(page);
  await expect(dialog.getByText('Portico demo wants you to sign in')).toBeVisible();
  await signIn(page);
  await expect(signInStatus(page)).toHaveAttribute(
    'data-caip-address',
    `${CHAIN_2.caipNetworkId}:${ACCOUNT_0}`,
  );

  const signatures = (await walletRequests(page)).filter((m) => m === 'personal_sign').length;
  const again = await openAccount(page);
  await again.getByRole('button', { name: `Network: ${CHAIN_2.name}` }).click();
  await networkButton(again, CHAIN_1.name).click();
  await expect(signInStatus(page)).toHaveAttribute(
    'data-caip-address',
    `${CHAIN_1.caipNetworkId}:${ACCOUNT_0}`,
  );
  await expect(signInStatus(page)).toHaveText('signedIn');
  expect((await walletRequests(page)).filter((m) => m === 'personal_sign')).toHaveLength(
    signatures,
  );
});
