import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { encodePolkadotAddress } from '../../adapters/polkadot/polkadotAddress';
import { polkadotSignIn } from '../../adapters/polkadot/polkadotSignIn';
import { POLKADOT_CAIP_NETWORK_ID, POLKADOT_DEV_ACCOUNTS } from '../stack/polkadot/devAccounts.mjs';
import { freeBalance } from '../stack/polkadot/polkadotControl.mjs';
import { expect, test } from './fixtures';
import {
  accountOf,
  expectRefusedConnect,
  expectSignIn,
  expectSilentReconnect,
  refuseNext,
  type NamespaceUnderTest,
} from './namespaceScenarios';
import { balance, connectWith, openAccount, openSend, previewSend, readStack } from './wallet';

/**
 * Polkadot end to end: the Polkadot dev wallet (an injected-web3 extension with
 * ed25519 accounts) on the local chain (chopsticks running the real Asset Hub Rococo runtime
 * offline), through `portico/adapters/polkadot` (`?polkadot=1`). Balances are read back from
 * the chain. Dev account 0 is only read; 1 sends; 2 signs in; 3 (0.01 ROC) meets the errors.
 */

const POLKADOT_WALLET = 'Portico Polkadot Wallet';
const CHAIN = POLKADOT_CAIP_NETWORK_ID;
const DEV = POLKADOT_DEV_ACCOUNTS;
const ROC = 1_000_000_000_000n;
const POLKADOT: NamespaceUnderTest = {
  namespace: 'polkadot',
  blockchain: 'Polkadot',
  caipNetworkId: CHAIN,
  wallet: POLKADOT_WALLET,
  devWallet: 'porticoPolkadotDevWallet',
  verify: (args) => polkadotSignIn.verifySignature(args),
};

/** An address nobody holds, in the chain's SS58 prefix (2). */
const freshAddress = () => encodePolkadotAddress(randomBytes(32), 2);

async function gotoWithPolkadot(page: Page, query = '', account = 0) {
  await page.goto(`/?wallet=dev&polkadot=1&polkadotAccount=${account}${query ? `&${query}` : ''}`);
  await page.waitForFunction(() => window.porticoPolkadotDevWallet !== undefined);
}

async function planckOf(page: Page, address: string) {
  const { polkadot } = await readStack(page.request);
  return freeBalance(polkadot!.wsUrl, address);
}

const polkadotAccount = (page: Page) => accountOf(page, 'polkadot');

test('default: the Polkadot extension connects; Account shows its ROC from the chain', async ({
  page,
}) => {
  await gotoWithPolkadot(page);
  await connectWith(page, POLKADOT_WALLET);
  // The chain's own SS58 prefix (2), whatever the extension lists.
  await expect(polkadotAccount(page)).toHaveText(`${CHAIN}:${DEV[0]!.chainAddress}`);
  await expect(page.getByTestId('account-network')).toHaveAttribute('data-caip-network-id', CHAIN);
  const account = await openAccount(page);
  await expect(balance(account)).toHaveText(/^Balance 1,000\.000 ROC$/);
  await expect(account.getByRole('tab', { name: 'Activity' })).toHaveCount(0);
});

test('default: sign in (SIWX) on Polkadot: the CAIP-122 message signed by the extension and verified', async ({
  page,
}) => {
  await gotoWithPolkadot(page, 'siwx=required', 2);
  await expectSignIn(page, POLKADOT, DEV[2]!.chainAddress);
});

test('default: send 1 ROC to a new account; the runtime moves it, fee apart', async ({ page }) => {
  const receiver = freshAddress();
  const sender = DEV[1]!.chainAddress;
  const before = await planckOf(page, sender);
  await gotoWithPolkadot(page, '', 1);
  await connectWith(page, POLKADOT_WALLET);
  const form = await openSend(await openAccount(page));
  const review = await previewSend(form, '1', receiver);
  await expect(review.getByText('1 ROC', { exact: true })).toBeVisible();
  await expect(review.getByText(/^0\.0\d+ ROC/)).toBeVisible(); // the runtime's fee
  await review.getByRole('button', { name: 'Send' }).click();
  const account = page.getByRole('dialog', { name: 'Account' });
  await expect(account.locator('.portico-toast')).toContainText('Sent 1 ROC');
  expect(await planckOf(page, receiver)).toBe(ROC);
  const after = await planckOf(page, sender);
  expect(after).toBeLessThan(before - ROC);
  expect(before - ROC - after).toBeLessThan(ROC / 100n); // the fee, well under 0.01 ROC
});

test('errors: below the existential deposit, more than the balance, and the extension refusing to sign', async ({
  page,
}) => {
  const receiver = freshAddress();
  await gotoWithPolkadot(page, '', 3);
  await connectWith(page, POLKADOT_WALLET);
  const form = await openSend(await openAccount(page));
  // A new account must receive at least the existential deposit.
  await previewSend(form, '0.000001', receiver);
  await expect(
    form.getByText(/^The receiver has no account yet: send at least .+ ROC/),
  ).toBeVisible();
  // Account 3 holds 0.01 ROC: more than that is the form's own rule…
  await previewSend(form, '1', receiver);
  await expect(form.getByText('Insufficient ROC balance')).toBeVisible();
  // …and nearly all of it leaves nothing for the runtime's fee: the adapter's check.
  await previewSend(form, '0.009999', receiver);
  await expect(
    form.getByText('Insufficient funds for the amount and the network fee'),
  ).toBeVisible();
  await refuseNext(page, POLKADOT, 'signPayload');
  const review = await previewSend(form, '0.001', receiver);
  await review.getByRole('button', { name: 'Send' }).click();
  const again = page.getByRole('dialog', { name: 'Send' });
  await expect(again.getByText('You rejected the transaction in your wallet')).toBeVisible();
  expect(await planckOf(page, receiver)).toBe(0n);
});

test('errors: the extension refuses the connection: "Connection rejected", nothing connected', async ({
  page,
}) => {
  await gotoWithPolkadot(page);
  await expectRefusedConnect(page, POLKADOT, 'enable');
});

test('behavior: a reload reconnects the Polkadot extension silently', async ({ page }) => {
  await gotoWithPolkadot(page);
  await expectSilentReconnect(page, {
    ...POLKADOT,
    account: accountOf(page, POLKADOT.namespace),
    caipAddress: `${POLKADOT.caipNetworkId}:${DEV[0]!.chainAddress}`,
  });
});
