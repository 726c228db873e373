import type { Page } from '@playwright/test';
import { ed25519 } from '@noble/curves/ed25519';
import bs58 from 'bs58';
import { verifyMessage } from 'ethers';
import { SOLANA_CAIP_NETWORK_ID, SOLANA_DEV_ADDRESSES } from '../stack/solana/devAccounts.mjs';
import { peerWallet, relayFaults } from '../stack/walletconnect/controls';
import { DEMO_MESSAGE } from '../demo/SignMessagePanel';
import { connectButton, expect, openWithConnectButton, test } from './fixtures';
import { answerVerifyLocally } from '../stack/walletconnect/verifyFrame.mjs';
import {
  ACCOUNT_0,
  ACCOUNT_1,
  accountAddress,
  accountStatus,
  balance,
  chainRpc,
  openAccount,
  readStack,
  truncated,
  walletButton,
  openSend,
  previewSend,
} from './wallet';

/**
 * WalletConnect pairing through the local relay and the local peer wallet (test/stack/
 * walletconnect/), which the suite's stack starts. One peer wallet serves the whole suite, so
 * these tests run one after another and each resets it first.
 */
test.describe.configure({ mode: 'serial' });

/** The local Solana cluster and the peer wallet's Solana account (solanaPeer.mjs). */
const SOLANA_CLUSTER = SOLANA_CAIP_NETWORK_ID;
const SOLANA_ACCOUNT_0 = SOLANA_DEV_ADDRESSES[0]!;

type Wallet = ReturnType<typeof peerWallet>;
type Relay = ReturnType<typeof relayFaults>;
let wallet: Wallet;
let relay: Relay;

test.beforeAll(async ({ request }) => {
  const stack = await readStack(request);
  if (!stack.walletControlUrl || !stack.relayControlUrl) {
    throw new Error('the stack runs no WalletConnect relay or peer wallet');
  }
  wallet = peerWallet(stack.walletControlUrl);
  relay = relayFaults(stack.relayControlUrl);
});

test.beforeEach(async ({ page, issues }) => {
  // The SDK logs this (level 50) when the relay delivers a session's settle message again
  // after the session was settled: harmless, seen once in CI under load.
  issues.expectedErrors.push({ text: /Pending session not found for topic/, mayNotOccur: true });
  await relay.reset();
  await wallet.reset({ proposals: 'approve', requests: 'approve' });
  await wallet.disconnect();
  await answerVerifyLocally(page);
});

/** Picks WalletConnect and returns the pairing URI, read from the QR code's `data-uri`. */
async function showQr(page: Page): Promise<string> {
  const modal = await openWithConnectButton(page);
  await walletButton(modal, 'WalletConnect').click();
  return readQrUri(page);
}

async function readQrUri(page: Page, previous?: string): Promise<string> {
  const qr = page.getByRole('dialog').locator('img.portico-qr[data-uri^="wc:"]');
  if (previous) await expect(qr).not.toHaveAttribute('data-uri', previous);
  await expect(qr).toBeVisible();
  const uri = await qr.getAttribute('data-uri');
  if (!uri) throw new Error('the QR code has no data-uri');
  return uri;
}

async function connectThroughQr(page: Page): Promise<void> {
  await page.goto('/');
  await wallet.pair(await showQr(page));
  await expect(accountStatus(page)).toHaveText('connected');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function signAndVerify(page: Page, address: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign message' }).click();
  const result = page.getByTestId('sign-result');
  await expect(result).toHaveAttribute('data-status', 'signed');
  const signature = (await result.textContent()) ?? '';
  expect(verifyMessage(DEMO_MESSAGE, signature)).toBe(address);
}

test('default: the QR pairs the peer wallet; connected with its account, balance and a verified personal_sign', async ({
  page,
}) => {
  await connectThroughQr(page);
  await expect(accountAddress(page)).toHaveText(ACCOUNT_0);
  await expect(connectButton(page)).toHaveText(truncated(ACCOUNT_0));
  const [session] = (await wallet.status()).sessions;
  expect(session?.accounts).toContain(`eip155:31337:${ACCOUNT_0}`);

  const account = await openAccount(page);
  await expect(balance(account)).toHaveText('Balance 10,000.000 ETH');
  await page.keyboard.press('Escape');

  await signAndVerify(page, ACCOUNT_0);
  const signed = (await wallet.log()).filter((entry) => entry.method === 'personal_sign');
  expect(signed.map((entry) => entry.outcome)).toContain('approved');
});

test('default: one session across eip155 and solana (?solana=1): an account in each, signing on each', async ({
  page,
}) => {
  await page.goto('/?solana=1');
  await wallet.pair(await showQr(page));
  await expect(page.getByTestId('account-eip155')).toHaveText(`eip155:31337:${ACCOUNT_0}`);
  await expect(page.getByTestId('account-solana')).toHaveText(
    `${SOLANA_CLUSTER}:${SOLANA_ACCOUNT_0}`,
  );
  const [session] = (await wallet.status()).sessions;
  expect(session?.accounts).toEqual(
    expect.arrayContaining([`eip155:31337:${ACCOUNT_0}`, `${SOLANA_CLUSTER}:${SOLANA_ACCOUNT_0}`]),
  );

  // Sign on each namespace: the active one, then the other after choosing its network.
  const signWith = async (namespace: 'eip155' | 'solana') => {
    const current = await page.getByTestId('account-network').getAttribute('data-caip-network-id');
    if (!current?.startsWith(namespace)) {
      const account = await openAccount(page);
      await account.getByRole('button', { name: /^Network:/ }).click();
      await page
        .getByRole('dialog', { name: 'Choose Network' })
        .getByRole('button', { name: namespace === 'solana' ? /^Solana Local/ : /^Local chain/ })
        .click();
      await expect(page.getByTestId('account-network')).toHaveAttribute(
        'data-caip-network-id',
        namespace === 'solana' ? SOLANA_CLUSTER : 'eip155:31337',
      );
      await page.keyboard.press('Escape');
    }
    await page.getByRole('button', { name: 'Sign message' }).click();
    const result = page.getByTestId('sign-result');
    await expect(result).toHaveAttribute('data-status', 'signed');
    const signature = (await result.textContent()) ?? '';
    return signature;
  };
  const evmSignature = await signWith('eip155');
  expect(verifyMessage(DEMO_MESSAGE, evmSignature)).toBe(ACCOUNT_0);
  const solanaSignature = await signWith('solana');
  expect(
    ed25519.verify(
      bs58.decode(solanaSignature),
      new TextEncoder().encode(DEMO_MESSAGE),
      bs58.decode(SOLANA_ACCOUNT_0),
    ),
  ).toBe(true);
  const methods = (await wallet.log()).filter((entry) => entry.outcome === 'approved');
  expect(methods.map((entry) => entry.method)).toEqual(
    expect.arrayContaining(['personal_sign', 'solana_signMessage']),
  );
});

test('errors: a rejected proposal shows "Connection rejected"; Try again pairs anew', async ({
  page,
}) => {
  await wallet.setBehavior({ proposals: 'reject' });
  await page.goto('/');
  const first = await showQr(page);
  await wallet.pair(first);
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('alert')).toHaveText('Connection rejected');
  await expect(accountStatus(page)).toHaveText('disconnected');

  await wallet.setBehavior({ proposals: 'approve' });
  await modal.getByRole('button', { name: 'Try again' }).click();
  const second = await readQrUri(page, first);
  expect(second).not.toBe(first);
  await wallet.pair(second);
  await expect(accountStatus(page)).toHaveText('connected');
});

/**
 * What the SDK logs when the relay redelivers a message whose acknowledgement a dropped
 * socket or a reload cut off (delivery is at least once, as on the real relay): it finds the
 * request already answered, or the proposal already settled, and drops the copy. Provoked on
 * purpose by those tests, so not a failure there.
 */
const REDELIVERY_LOGS =
  /No matching key\. history|onRelayMessage\(\) -> failed to process an inbound|Pending session not found for topic/;

test('behavior: the relay drops every socket mid-session; the session recovers and still signs', async ({
  page,
  issues,
}) => {
  await connectThroughQr(page);
  issues.expectedErrors.push({ text: REDELIVERY_LOGS, mayNotOccur: true }); // a drop's race
  const dropped = await relay.dropAll();
  expect(dropped.sockets).toBe(0);
  await expect.poll(async () => (await relay.status()).sockets).toBeGreaterThanOrEqual(2);
  await expect(accountStatus(page)).toHaveText('connected');
  await signAndVerify(page, ACCOUNT_0);
});

test('behavior: a reload restores the session without a new QR code', async ({ page, issues }) => {
  await connectThroughQr(page);
  // The reload may cut off the settlement's acknowledgement.
  issues.expectedErrors.push({ text: REDELIVERY_LOGS, mayNotOccur: true });
  const proposals = (await wallet.log()).filter((entry) => entry.kind === 'proposal').length;
  await page.reload();
  await expect(accountStatus(page)).toHaveText('connected');
  await expect(accountAddress(page)).toHaveText(ACCOUNT_0);
  expect((await wallet.log()).filter((entry) => entry.kind === 'proposal')).toHaveLength(proposals);
  await signAndVerify(page, ACCOUNT_0);
});

test('behavior: the wallet switches account, then ends the session; both reach the modal', async ({
  page,
  issues,
}) => {
  // The reload right after the wallet's delete may cut off its acknowledgement: the SDK logs
  // that as a redelivery, or as a bare `{time, level: 50}` object (its text not printed; seen
  // once in CI).
  issues.expectedErrors.push(
    { text: REDELIVERY_LOGS, mayNotOccur: true },
    { text: /^console: \{time: \d+, level: 50\}$/, mayNotOccur: true },
  );
  await connectThroughQr(page);
  await wallet.accountsChanged(1);
  await expect(accountAddress(page)).toHaveText(ACCOUNT_1);
  await wallet.disconnect();
  await expect(accountStatus(page)).toHaveText('disconnected');
  await page.reload();
  await expect(accountStatus(page)).toHaveText('disconnected');
});

test('behavior: Disconnect in the modal ends the session on the wallet side too', async ({
  page,
}) => {
  await connectThroughQr(page);
  expect((await wallet.status()).sessions).toHaveLength(1);
  const account = await openAccount(page);
  await account.getByRole('button', { name: 'Disconnect' }).click();
  await expect(accountStatus(page)).toHaveText('disconnected');
  await expect.poll(async () => (await wallet.status()).sessions.length).toBe(0);
});

test('behavior: the pairing URI is refreshed before its 4 minutes run out', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const first = await showQr(page);
  // Refreshed when 10 s or less remain: 3 min 50 s after it was made.
  await page.clock.fastForward('03:51');
  const second = await readQrUri(page, first);
  expect(second).not.toBe(first);
  await wallet.pair(second);
  await expect(accountStatus(page)).toHaveText('connected');
});

test('default: a native send goes out through the peer wallet and lands on chain', async ({
  page,
}) => {
  // Dev account 7 sends to account 8: accounts no other test sends from or reads.
  const sender = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';
  const receiver = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';
  const { chains } = await readStack(page.request);
  const rpcUrl = chains[0]!.rpcUrl;
  const ethOf = async (address: string) =>
    BigInt((await chainRpc(rpcUrl, 'eth_getBalance', [address, 'latest'])) as string);
  const before = await ethOf(receiver);

  await connectThroughQr(page);
  await wallet.accountsChanged(7);
  await expect(accountAddress(page)).toHaveText(sender);
  const account = await openAccount(page);
  const review = await previewSend(await openSend(account), '0.75', receiver);
  await review.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  // The view follows the returned hash; anvil mines right after answering, so poll the chain.
  await expect.poll(() => ethOf(receiver)).toBe(before + 750_000_000_000_000_000n);
  const sent = (await wallet.log()).filter((entry) => entry.method === 'eth_sendTransaction');
  expect(sent.map((entry) => entry.outcome)).toEqual(['approved']);
});
