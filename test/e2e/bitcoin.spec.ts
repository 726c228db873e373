import type { Page } from '@playwright/test';
import { bech32 } from 'bech32';
import { randomBytes } from 'node:crypto';
import { bitcoinSignIn } from '../../adapters/bitcoin/bitcoinSignIn';
import { BITCOIN_CAIP_NETWORK_ID, BITCOIN_DEV_ACCOUNTS } from '../stack/bitcoin/devAccounts.mjs';
import { connectButton, expect, test } from './fixtures';
import {
  accountOf,
  expectRefusedConnect,
  expectSignIn,
  expectSilentReconnect,
  refuseNext,
  type NamespaceUnderTest,
} from './namespaceScenarios';
import {
  ACCOUNT_0,
  accountStatus,
  balance,
  connectWith,
  networkButton,
  openAccount,
  openSend,
  previewSend,
  readStack,
  WALLET,
  walletButton,
} from './wallet';

/**
 * Bitcoin end to end: the Bitcoin dev wallet (Wallet Standard `bitcoin:*`) on the
 * local regtest chain (the stand-in verifies every broadcast's signatures), through
 * `portico/adapters/bitcoin`, beside the EVM dev wallet in one modal (`?bitcoin=1`). Balances
 * are read back from the chain's Esplora API. Dev account 0 is only read; 1 sends; 2 signs in;
 * 3 meets the errors.
 */

const BITCOIN_WALLET = 'Portico Bitcoin Wallet';
const CHAIN = BITCOIN_CAIP_NETWORK_ID;
const DEV = BITCOIN_DEV_ACCOUNTS;
const BITCOIN: NamespaceUnderTest = {
  namespace: 'bip122',
  blockchain: 'Bitcoin',
  caipNetworkId: CHAIN,
  wallet: BITCOIN_WALLET,
  devWallet: 'porticoBitcoinDevWallet',
  verify: (args) => bitcoinSignIn.verifySignature(args),
};

/** A regtest address nobody holds (p2wpkh of a random hash): a receiver that starts empty. */
const freshAddress = () => bech32.encode('bcrt', [0, ...bech32.toWords(randomBytes(20))]);

/** Opens the demo with both dev wallets, the Bitcoin one on dev account `account`. */
async function gotoWithBitcoin(page: Page, query = '', account = 0) {
  await page.goto(`/?wallet=dev&bitcoin=1&bitcoinAccount=${account}${query ? `&${query}` : ''}`);
  await page.waitForFunction(() => window.porticoBitcoinDevWallet !== undefined);
}

/** An address's balance in sats (chain and mempool), read from the chain's Esplora API. */
async function satsOf(page: Page, address: string) {
  const { bitcoin } = await readStack(page.request);
  const response = await page.request.get(`${bitcoin!.esploraUrl}/address/${address}`);
  const { chain_stats: chain, mempool_stats: pool } = (await response.json()) as Record<
    'chain_stats' | 'mempool_stats',
    { funded_txo_sum: number; spent_txo_sum: number }
  >;
  return chain.funded_txo_sum - chain.spent_txo_sum + pool.funded_txo_sum - pool.spent_txo_sum;
}

const bitcoinAccount = (page: Page) => accountOf(page, 'bip122');
const evmAccount = (page: Page) => page.getByTestId('account-eip155');

test('default: the Bitcoin wallet connects with its payment address in use; the ordinals one can be picked', async ({
  page,
}) => {
  await gotoWithBitcoin(page);
  await connectWith(page, BITCOIN_WALLET);
  await expect(bitcoinAccount(page)).toHaveText(`${CHAIN}:${DEV[0]!.paymentAddress}`);
  await expect(page.getByTestId('account-network')).toHaveAttribute('data-caip-network-id', CHAIN);
  const account = await openAccount(page);
  // 0.5 + 0.25 + 0.1 BTC at start, with its fiat value from the product API.
  await expect(balance(account)).toHaveText('Balance 0.850 BTC');
  const kinds = account.getByRole('group', { name: 'Address in use' });
  await expect(kinds.getByRole('radio', { name: 'Payment' })).toBeChecked();
  await kinds.getByRole('radio', { name: 'Ordinals' }).check();
  await expect(bitcoinAccount(page)).toHaveText(`${CHAIN}:${DEV[0]!.ordinalsAddress}`);
  await expect(account.getByText(DEV[0]!.ordinalsAddress.slice(0, 6))).toBeVisible();
  // 10 000 sats of postage: under the three decimals shown (floored).
  await expect(balance(account)).toHaveText('Balance 0.000 BTC');
  // Activity and NFTs are EVM only.
  await expect(account.getByRole('tab', { name: 'Activity' })).toHaveCount(0);
});

test('default: sign in (SIWX) on bitcoin: the CAIP-122 message signed BIP-322 and verified', async ({
  page,
}) => {
  await gotoWithBitcoin(page, 'siwx=required', 2);
  await expectSignIn(page, BITCOIN, DEV[2]!.paymentAddress);
});

test('default: send 0.001 BTC at the fast fee; the chain moves it and the balance follows', async ({
  page,
}) => {
  const receiver = freshAddress();
  const sender = DEV[1]!.paymentAddress;
  const before = await satsOf(page, sender);
  await gotoWithBitcoin(page, '', 1);
  await connectWith(page, BITCOIN_WALLET);
  const form = await openSend(await openAccount(page));
  const review = await previewSend(form, '0.001', receiver);
  await expect(review.getByText('0.001 BTC')).toBeVisible();
  const speeds = review.getByRole('group', { name: 'Network fee speed' });
  await expect(speeds.getByRole('radio', { name: 'Standard' })).toBeChecked();
  const fee = review.getByText(/\d+ sats at [\d.]+ sat\/vB/);
  const standard = await fee.textContent();
  await speeds.getByRole('radio', { name: 'Fast' }).check();
  await expect(fee).not.toHaveText(standard!);
  const [, feeSats] = /(\d+) sats/.exec((await fee.textContent())!)!;
  await review.getByRole('button', { name: 'Send' }).click();
  const account = page.getByRole('dialog', { name: 'Account' });
  await expect(account.locator('.portico-toast')).toContainText('Sent 0.001 BTC');
  expect(await satsOf(page, receiver)).toBe(100_000);
  expect(await satsOf(page, sender)).toBe(before - 100_000 - Number(feeSats));
  // The Account's balance is read again after the send.
  await expect(balance(account)).not.toHaveText(/0\.850 BTC/);
});

test('errors: more than the coins cover with the fee, and the wallet refusing to sign', async ({
  page,
}) => {
  const receiver = freshAddress();
  await gotoWithBitcoin(page, '', 3);
  await connectWith(page, BITCOIN_WALLET);
  const form = await openSend(await openAccount(page));
  // The whole balance: the fee does not fit beside it.
  await previewSend(form, '0.85', receiver);
  await expect(
    form.getByText('Insufficient funds for the amount and the network fee'),
  ).toBeVisible();
  // A mainnet address is not one of this network.
  await previewSend(form, '0.001', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
  await expect(form.getByText('Invalid address')).toBeVisible();
  await refuseNext(page, BITCOIN, 'bitcoin:signTransaction');
  const review = await previewSend(form, '0.001', receiver);
  await review.getByRole('button', { name: 'Send' }).click();
  const again = page.getByRole('dialog', { name: 'Send' });
  await expect(again.getByText('You rejected the transaction in your wallet')).toBeVisible();
  await expect(again.getByRole('textbox', { name: 'To' })).toHaveValue(receiver);
  expect(await satsOf(page, receiver)).toBe(0);
});

test('errors: the wallet refuses the connection: "Connection rejected", nothing connected', async ({
  page,
}) => {
  await gotoWithBitcoin(page);
  await expectRefusedConnect(page, BITCOIN, 'bitcoin:connect');
});

test('behavior: EVM and Bitcoin wallets together: switch the active namespace, disconnect one and keep the other', async ({
  page,
}) => {
  await gotoWithBitcoin(page);
  await connectWith(page, WALLET);
  let account = await openAccount(page);
  await account.getByRole('button', { name: 'Network: Local chain' }).click();
  const networks = page.getByRole('dialog', { name: 'Choose Network' });
  await networkButton(networks, 'Bitcoin Local').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Connect/ })
    .first()
    .click();
  // Only bitcoin wallets are offered to connect there.
  await expect(walletButton(page.getByRole('dialog'), WALLET)).toHaveCount(0);
  await walletButton(page.getByRole('dialog'), BITCOIN_WALLET).click();
  await expect(bitcoinAccount(page)).toContainText(DEV[0]!.paymentAddress);
  await expect(evmAccount(page)).toHaveText(`eip155:31337:${ACCOUNT_0}`);
  await expect(page.getByTestId('account-network')).toHaveAttribute('data-caip-network-id', CHAIN);

  // Disconnecting the Bitcoin wallet leaves the EVM one connected, and active.
  await page.keyboard.press('Escape');
  account = await openAccount(page);
  await account.getByRole('button', { name: 'Disconnect' }).click();
  await expect(bitcoinAccount(page)).toHaveText('disconnected');
  await expect(evmAccount(page)).toHaveText(`eip155:31337:${ACCOUNT_0}`);
  await expect(accountStatus(page)).toHaveText('connected');
  await expect(connectButton(page)).toContainText('0xf39F');
});

test('behavior: a reload reconnects the Bitcoin wallet silently', async ({ page }) => {
  await gotoWithBitcoin(page);
  await expectSilentReconnect(page, {
    ...BITCOIN,
    account: accountOf(page, BITCOIN.namespace),
    caipAddress: `${BITCOIN.caipNetworkId}:${DEV[0]!.paymentAddress}`,
  });
});
