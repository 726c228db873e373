import type { Page } from '@playwright/test';
import { ed25519 } from '@noble/curves/ed25519';
import { Keypair, PublicKey } from '@solana/web3.js';
import bs58 from 'bs58';
import { SOLANA_CAIP_NETWORK_ID, SOLANA_DEV_ADDRESSES } from '../stack/solana/devAccounts.mjs';
import { connectButton, expect, openWithConnectButton, test } from './fixtures';
import { expectSilentReconnect } from './namespaceScenarios';
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
 * Solana end to end: the Solana dev wallet (Wallet Standard) on the local cluster
 * (the real Solana VM behind JSON-RPC and WebSocket), through `portico/adapters/solana`, beside
 * the EVM dev wallet in one modal (`?solana=1`). Balances are read back from the VM.
 */

const SOLANA_WALLET = 'Portico Solana Wallet';
/** The Solana dev accounts (0 and 1 hold PUSD) and the local cluster. */
const SOLANA = SOLANA_DEV_ADDRESSES as readonly [string, string, string];
const CLUSTER = SOLANA_CAIP_NETWORK_ID;

/** Opens the demo with both dev wallets, the Solana one on dev account `account`. */
async function gotoWithSolana(page: Page, query = '', account = 0) {
  await page.goto(`/?wallet=dev&solana=1&solanaAccount=${account}${query ? `&${query}` : ''}`);
  await page.waitForFunction(() => window.porticoSolanaDevWallet !== undefined);
}

/** Runs `action` on the Solana dev wallet's controls, as its user. */
function solanaWalletDo(page: Page, action: 'reject' | 'approve') {
  return page.evaluate((what) => window.porticoSolanaDevWallet!.controls[what](), action);
}

/** One JSON-RPC call to the local cluster. */
async function clusterRpc(page: Page, method: string, params: unknown[]) {
  const { solana } = await readStack(page.request);
  const response = await page.request.post(solana!.rpcUrl, {
    data: { jsonrpc: '2.0', id: 1, method, params },
  });
  const body = (await response.json()) as { result?: { value?: unknown }; error?: unknown };
  if (body.error) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
  return body.result;
}

const lamportsOf = async (page: Page, address: string) =>
  ((await clusterRpc(page, 'getBalance', [address])) as { value: number }).value;

/** The dev mint's amount `owner` holds, in smallest units (0 without a token account). */
async function tokenUnitsOf(page: Page, owner: string) {
  const { solana } = await readStack(page.request);
  const result = (await clusterRpc(page, 'getTokenAccountsByOwner', [
    owner,
    { mint: solana!.mint },
    { encoding: 'jsonParsed' },
  ])) as {
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[];
  };
  return result.value.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount),
    0n,
  );
}

const solanaAccount = (page: Page) => page.getByTestId('account-solana');
const evmAccount = (page: Page) => page.getByTestId('account-eip155');

test('default: the Solana wallet connects; Account shows its SOL and token balances from the cluster', async ({
  page,
}) => {
  await gotoWithSolana(page);
  await connectWith(page, SOLANA_WALLET);
  await expect(solanaAccount(page)).toHaveText(`${CLUSTER}:${SOLANA[0]}`);
  await expect(page.getByTestId('account-network')).toHaveAttribute(
    'data-caip-network-id',
    CLUSTER,
  );
  const account = await openAccount(page);
  await expect(balance(account)).toHaveText('Balance 100.000 SOL');
  const tokens = account.getByRole('tabpanel', { name: 'Tokens' });
  await expect(tokens.getByRole('listitem')).toHaveText([
    /^SOL\s*100\.000\s*\$15,000\.00$/,
    /^PUSD\s*1,000\.000\s*\$1,000\.00$/,
  ]);
  // Activity and NFTs are EVM only.
  await expect(account.getByRole('tab')).toHaveText(['Tokens']);
});

test('errors: the wallet refuses the connection: "Connection rejected", nothing connected', async ({
  page,
}) => {
  await gotoWithSolana(page);
  await solanaWalletDo(page, 'reject');
  const modal = await openWithConnectButton(page);
  await walletButton(modal, SOLANA_WALLET).click();
  await expect(modal.getByText('Connection rejected')).toBeVisible();
  await expect(solanaAccount(page)).toHaveText('disconnected');
  await expect(accountStatus(page)).toHaveText('disconnected');
});

test('default: sign in (SIWX) on Solana: the CAIP-122 message signed with ed25519 and verified', async ({
  page,
}) => {
  await gotoWithSolana(page, 'siwx=required', 2);
  const modal = await openWithConnectButton(page);
  await walletButton(modal, SOLANA_WALLET).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog.getByText('Portico demo wants you to sign in')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign' }).click();
  const status = page.getByTestId('signin-status');
  await expect(status).toHaveText('signedIn');
  expect(await status.getAttribute('data-caip-address')).toBe(`${CLUSTER}:${SOLANA[2]}`);
  // The session kept: a CAIP-122 message for the Solana account, its ed25519 signature valid.
  const [session] = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('portico.siwx.sessions') ?? '[]') as {
        message: string;
        signature: string;
      }[],
  );
  expect(session!.message).toMatch(
    new RegExp(`^\\S+ wants you to sign in with your Solana account:\\n${SOLANA[2]}\\n`),
  );
  expect(session!.message).toContain(`Chain ID: ${CLUSTER.slice('solana:'.length)}`);
  const key = new PublicKey(SOLANA[2]).toBytes();
  const text = new TextEncoder().encode(session!.message);
  expect(ed25519.verify(bs58.decode(session!.signature), text, key)).toBe(true);
  expect(ed25519.verify(bs58.decode(session!.signature), text.slice(1), key)).toBe(false);
});

test('default: send 0.25 SOL to a new account; the VM moves it and the view goes back to Account', async ({
  page,
}) => {
  const receiver = Keypair.generate().publicKey.toBase58();
  await gotoWithSolana(page, '', 2);
  await connectWith(page, SOLANA_WALLET);
  const form = await openSend(await openAccount(page));
  const review = await previewSend(form, '0.25', receiver);
  await expect(review.getByText('0.25 SOL')).toBeVisible();
  await expect(review.getByText(/0\.000005 SOL/)).toBeVisible(); // one signature's fee
  await review.getByRole('button', { name: 'Send' }).click();
  const account = page.getByRole('dialog', { name: 'Account' });
  await expect(account.locator('.portico-toast')).toContainText('Sent 0.25 SOL');
  expect(await lamportsOf(page, receiver)).toBe(250_000_000);
});

test('default: send 12.5 PUSD to a new owner: its token account is created (rent shown), the tokens arrive', async ({
  page,
}) => {
  const receiver = Keypair.generate().publicKey.toBase58();
  await gotoWithSolana(page, '', 1);
  await connectWith(page, SOLANA_WALLET);
  const before = await tokenUnitsOf(page, SOLANA[1]);
  const form = await openSend(await openAccount(page));
  await form.getByRole('combobox', { name: 'Token' }).selectOption({ label: 'PUSD' });
  const review = await previewSend(form, '12.5', receiver);
  await expect(review.getByText('New token account for the receiver (rent)')).toBeVisible();
  await review.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Account' }).locator('.portico-toast'),
  ).toContainText('Sent 12.5 PUSD');
  expect(await tokenUnitsOf(page, receiver)).toBe(12_500_000n);
  expect(await tokenUnitsOf(page, SOLANA[1])).toBe(before - 12_500_000n);
});

test('errors: a bad receiver, a SOL amount below rent to a new account, and the wallet refusing the send', async ({
  page,
}) => {
  await gotoWithSolana(page, '', 2);
  await connectWith(page, SOLANA_WALLET);
  const form = await openSend(await openAccount(page));
  // A Solana address is base58 of 32 to 44 characters.
  await previewSend(form, '0.1', '0OIl-not-base58');
  await expect(form.getByText('Invalid address')).toBeVisible();
  const receiver = Keypair.generate().publicKey.toBase58();
  await previewSend(form, '0.0001', receiver);
  await expect(
    form.getByText(/The receiver has no account yet: send at least 0\.00089088 SOL/),
  ).toBeVisible();
  await solanaWalletDo(page, 'reject');
  const review = await previewSend(form, '0.01', receiver);
  await review.getByRole('button', { name: 'Send' }).click();
  const again = page.getByRole('dialog', { name: 'Send' });
  await expect(again.getByText('You rejected the transaction in your wallet')).toBeVisible();
  await expect(again.getByRole('textbox', { name: 'To' })).toHaveValue(receiver);
  expect(await lamportsOf(page, receiver)).toBe(0);
});

test('behavior: EVM and Solana wallets together: switch the active namespace, disconnect one and keep the other', async ({
  page,
}) => {
  await gotoWithSolana(page);
  await connectWith(page, WALLET);
  // A network of another namespace where the user has no address: SwitchActiveChain.
  let account = await openAccount(page);
  await account.getByRole('button', { name: 'Network: Local chain' }).click();
  const networks = page.getByRole('dialog', { name: 'Choose Network' });
  await expect(networks.getByRole('list', { name: 'Solana' })).toBeVisible();
  await networkButton(networks, 'Solana Local').click();
  const switching = page.getByRole('dialog');
  await expect(switching.getByText(/Solana/).first()).toBeVisible();
  await switching
    .getByRole('button', { name: /Connect/ })
    .first()
    .click();
  // Only Solana wallets are offered to connect there.
  await expect(walletButton(page.getByRole('dialog'), WALLET)).toHaveCount(0);
  await walletButton(page.getByRole('dialog'), SOLANA_WALLET).click();
  await expect(solanaAccount(page)).toContainText(SOLANA[0]);
  await expect(evmAccount(page)).toHaveText(`eip155:31337:${ACCOUNT_0}`);
  await expect(page.getByTestId('account-network')).toHaveAttribute(
    'data-caip-network-id',
    CLUSTER,
  );

  // Back to the EVM network: an address there already, so the namespace just becomes active.
  await page.keyboard.press('Escape');
  account = await openAccount(page);
  await account.getByRole('button', { name: 'Network: Solana Local' }).click();
  await networkButton(page.getByRole('dialog', { name: 'Choose Network' }), 'Local chain').click();
  await expect(page.getByTestId('account-network')).toHaveAttribute(
    'data-caip-network-id',
    'eip155:31337',
  );
  await expect(connectButton(page)).toContainText('0xf39F');

  // Disconnecting the EVM wallet (the switch left Account open) leaves the Solana one
  // connected, and active.
  account = page.getByRole('dialog', { name: 'Account' });
  await account.getByRole('button', { name: 'Disconnect' }).click();
  await expect(evmAccount(page)).toHaveText('disconnected');
  await expect(solanaAccount(page)).toContainText(SOLANA[0]);
  await expect(accountStatus(page)).toHaveText('connected');
  await expect(page.getByTestId('account-network')).toHaveAttribute(
    'data-caip-network-id',
    CLUSTER,
  );
});

test('behavior: a reload reconnects the Solana wallet silently', async ({ page }) => {
  await gotoWithSolana(page);
  await expectSilentReconnect(page, {
    wallet: SOLANA_WALLET,
    devWallet: 'porticoSolanaDevWallet',
    account: solanaAccount(page),
    caipAddress: `${CLUSTER}:${SOLANA[0]}`,
  });
});
