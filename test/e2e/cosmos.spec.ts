import type { Page } from '@playwright/test';
import { cosmosSignIn } from '../../adapters/cosmos/cosmosSignIn';
import { COSMOS_CAIP_NETWORK_ID, COSMOS_DEV_ACCOUNTS } from '../stack/cosmos/devAccounts.mjs';
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
 * Cosmos end to end: the Keplr-style Cosmos dev wallet on the local chain stand-in
 * (CometBFT JSON-RPC; it verifies every transaction's signature, sequence and fee), through
 * `portico/adapters/cosmos` (`?cosmos=1`). Balances are read back from the stand-in. Dev
 * account 0 is only read; 1 sends to 2; 2 signs in; 3 (0.002 ATOM) meets the errors.
 */

const COSMOS_WALLET = 'Portico Cosmos Wallet';
const CHAIN = COSMOS_CAIP_NETWORK_ID;
const DEV = COSMOS_DEV_ACCOUNTS;
const COSMOS: NamespaceUnderTest = {
  namespace: 'cosmos',
  blockchain: 'Cosmos',
  caipNetworkId: CHAIN,
  wallet: COSMOS_WALLET,
  devWallet: 'porticoCosmosDevWallet',
  verify: (args) => cosmosSignIn.verifySignature(args),
};

async function gotoWithCosmos(page: Page, query = '', account = 0) {
  await page.goto(`/?wallet=dev&cosmos=1&cosmosAccount=${account}${query ? `&${query}` : ''}`);
  await page.waitForFunction(() => window.porticoCosmosDevWallet !== undefined);
}

/** A dev account's uatom, from the stand-in's control API. */
async function uatomOf(page: Page, index: number) {
  const { cosmos } = await readStack(page.request);
  const response = await page.request.get(`${cosmos!.controlUrl}/status`);
  const { devAccounts } = (await response.json()) as {
    devAccounts: { index: number; balance: string }[];
  };
  return BigInt(devAccounts.find((account) => account.index === index)!.balance);
}

const cosmosAccount = (page: Page) => accountOf(page, 'cosmos');

test('default: the Cosmos wallet connects; Account shows its ATOM from the chain', async ({
  page,
}) => {
  await gotoWithCosmos(page);
  await connectWith(page, COSMOS_WALLET);
  await expect(cosmosAccount(page)).toHaveText(`${CHAIN}:${DEV[0]!.address}`);
  await expect(page.getByTestId('account-network')).toHaveAttribute('data-caip-network-id', CHAIN);
  const account = await openAccount(page);
  await expect(balance(account)).toHaveText(/^Balance 1,000\.000 ATOM$/);
  await expect(account.getByRole('tab', { name: 'Activity' })).toHaveCount(0);
});

test('default: sign in (SIWX) on Cosmos: the CAIP-122 message signed ADR-36 and verified', async ({
  page,
}) => {
  await gotoWithCosmos(page, 'siwx=required', 2);
  await expectSignIn(page, COSMOS, DEV[2]!.address);
});

test('default: send 1.5 ATOM; the chain moves it, the simulated fee apart', async ({ page }) => {
  const [senderBefore, receiverBefore] = [await uatomOf(page, 1), await uatomOf(page, 2)];
  await gotoWithCosmos(page, '', 1);
  await connectWith(page, COSMOS_WALLET);
  const form = await openSend(await openAccount(page));
  const review = await previewSend(form, '1.5', DEV[2]!.address);
  await expect(review.getByText('1.5 ATOM', { exact: true })).toBeVisible();
  const fee = review.getByText(/^0\.00\d+ ATOM/);
  const [, feeAtom] = /^(0\.\d+) ATOM/.exec((await fee.textContent())!)!;
  await review.getByRole('button', { name: 'Send' }).click();
  const account = page.getByRole('dialog', { name: 'Account' });
  await expect(account.locator('.portico-toast')).toContainText('Sent 1.5 ATOM');
  expect(await uatomOf(page, 2)).toBe(receiverBefore + 1_500_000n);
  const feeUatom = BigInt(Math.round(Number(feeAtom) * 1e6));
  expect(await uatomOf(page, 1)).toBe(senderBefore - 1_500_000n - feeUatom);
});

test('errors: an amount the balance cannot cover with the fee, and another chain’s address', async ({
  page,
}) => {
  await gotoWithCosmos(page, '', 3);
  await connectWith(page, COSMOS_WALLET);
  const form = await openSend(await openAccount(page));
  // Account 3 holds 0.002 ATOM: the amount and the fee do not fit.
  await previewSend(form, '0.002', DEV[2]!.address);
  await expect(
    form.getByText('Insufficient funds for the amount and the network fee'),
  ).toBeVisible();
  // An Osmosis address is not one of this chain.
  await previewSend(form, '0.001', 'osmo15yk64u7zc9g9k2yr2wmzeva5qgwxps6ywful0v');
  await expect(form.getByText('Invalid address')).toBeVisible();
});

test('errors: the wallet refusing to sign keeps the form as typed and moves nothing', async ({
  page,
}) => {
  // Account 0 is only read elsewhere: a refused send moves none of it.
  await gotoWithCosmos(page);
  await connectWith(page, COSMOS_WALLET);
  const form = await openSend(await openAccount(page));
  await refuseNext(page, COSMOS, 'signDirect');
  const before = await uatomOf(page, 0);
  const review = await previewSend(form, '0.0001', DEV[2]!.address);
  await review.getByRole('button', { name: 'Send' }).click();
  const again = page.getByRole('dialog', { name: 'Send' });
  await expect(again.getByText('You rejected the transaction in your wallet')).toBeVisible();
  await expect(again.getByRole('textbox', { name: 'To' })).toHaveValue(DEV[2]!.address);
  expect(await uatomOf(page, 0)).toBe(before);
});

test('errors: the wallet refuses the connection: "Connection rejected", nothing connected', async ({
  page,
}) => {
  await gotoWithCosmos(page);
  await expectRefusedConnect(page, COSMOS, 'enable');
});

test('behavior: a reload reconnects the Cosmos wallet silently', async ({ page }) => {
  await gotoWithCosmos(page);
  await expectSilentReconnect(page, {
    ...COSMOS,
    account: accountOf(page, COSMOS.namespace),
    caipAddress: `${COSMOS.caipNetworkId}:${DEV[0]!.address}`,
  });
});
