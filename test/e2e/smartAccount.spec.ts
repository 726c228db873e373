import type { Page } from '@playwright/test';
import { Interface, Wallet, hashMessage } from 'ethers';
import { DEMO_MESSAGE } from '../demo/SignMessagePanel';
import { DEMO_BATCH } from '../demo/WalletRequestPanel';
import { expect, test } from './fixtures';
import { approvalPrompt, loginWithEmail, resetSecureSiteFaults, uniqueEmail } from './emailWallet';
import {
  accountStatus,
  chainRpc,
  connectedAddress,
  fundFiveEth,
  openAccount,
  openSend,
  previewSend,
  readStack,
} from './wallet';

/**
 * Smart accounts of the embedded wallet, all real: the EntryPoint v0.8 and our factory on the
 * first anvil chain, Alto bundling the user operations, the secure site owning the key, the
 * product API's /v1/bundler answering the receipts.
 */

test.beforeEach(async ({ page }) => {
  await resetSecureSiteFaults(page);
});

async function rpcOf(page: Page) {
  const { chains } = await readStack(page.request);
  const url = chains[0]!.rpcUrl;
  return {
    balanceOf: async (address: string) =>
      BigInt((await chainRpc(url, 'eth_getBalance', [address, 'latest'])) as string),
    codeOf: async (address: string) =>
      (await chainRpc(url, 'eth_getCode', [address, 'latest'])) as string,
    fund: (address: string) => fundFiveEth(url, address),
    /** EIP-1271: what the account's contract says of `signature` over `message`. */
    isValidSignature: async (address: string, message: string, signature: string) =>
      (
        (await chainRpc(url, 'eth_call', [
          {
            to: address,
            data: ERC1271.encodeFunctionData('isValidSignature', [hashMessage(message), signature]),
          },
          'latest',
        ])) as string
      ).slice(0, 10),
  };
}

/** The Sign In view is open: sign, approve in the frame, and see the host signed in as `smart`. */
async function signInThroughView(page: Page, smart: string) {
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog.getByText('Portico demo wants you to sign in')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign' }).click();
  await approvalPrompt(page).getByRole('button', { name: 'Approve' }).click();
  const status = page.getByTestId('signin-status');
  await expect(status).toHaveText('signedIn');
  expect(await status.getAttribute('data-caip-address')).toBe(`eip155:31337:${smart}`);
}

const ERC1271 = new Interface([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
]);

test('default: an email login gets its smart account by default; the switch goes to the EOA and back', async ({
  page,
}) => {
  await page.goto('/');
  const smart = await loginWithEmail(page, uniqueEmail('smart'));
  const account = await openAccount(page);
  await expect(account.getByText(/^Account type/)).toHaveText(
    'Account type: Smart account · Deployed with its first transaction',
  );
  await account.getByRole('button', { name: 'Switch to standard account' }).click();
  await expect(account.locator('.portico-toast')).toContainText('Now using your standard account');
  await expect(account.getByText(/^Account type/)).toHaveText(
    'Account type: Standard account (EOA)',
  );
  const eoa = await connectedAddress(page);
  expect(eoa).not.toBe(smart);
  // The choice is kept: a reload reconnects the EOA.
  await page.reload();
  await expect(accountStatus(page)).toHaveText('connected');
  expect(await connectedAddress(page)).toBe(eoa);
  const again = await openAccount(page);
  await again.getByRole('button', { name: 'Switch to smart account' }).click();
  await expect(again.getByText(/^Account type/)).toHaveText(/^Account type: Smart account/);
  expect(await connectedAddress(page)).toBe(smart);
});

test('default: the smart account sends as a user operation (mined), then batches two calls with wallet_sendCalls; the status comes from the bundler', async ({
  page,
  issues,
}) => {
  const chain = await rpcOf(page);
  await page.goto('/');
  const smart = await loginWithEmail(page, uniqueEmail('smart-send'));
  await chain.fund(smart);
  expect(await chain.codeOf(smart)).toBe('0x'); // counterfactual until its first operation
  await page.reload(); // the balance as funded
  await expect(accountStatus(page)).toHaveText('connected');
  expect(await connectedAddress(page)).toBe(smart);
  const receiver = Wallet.createRandom().address;
  const account = await openAccount(page);
  const review = await previewSend(await openSend(account), '0.5', receiver);
  await review.getByRole('button', { name: 'Send' }).click();
  await approvalPrompt(page).getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Account' }).locator('.portico-toast'),
  ).toContainText('Sent 0.5 ETH');
  expect(await chain.balanceOf(receiver)).toBe(500_000_000_000_000_000n);
  expect(await chain.codeOf(smart)).not.toBe('0x'); // the operation deployed the account
  await page.keyboard.press('Escape');

  // Deployed, the account's messages verify by EIP-1271 on its contract.
  await page.getByRole('button', { name: 'Sign message' }).click();
  await approvalPrompt(page).getByRole('button', { name: 'Approve' }).click();
  const signed = page.getByTestId('sign-result');
  await expect(signed).toHaveAttribute('data-status', 'signed');
  const signature = (await signed.textContent()) ?? '';
  expect(await chain.isValidSignature(smart, DEMO_MESSAGE, signature)).toBe('0x1626ba7e');
  expect(await chain.isValidSignature(smart, 'another message', signature)).not.toBe('0x1626ba7e');

  const before = await Promise.all(DEMO_BATCH.map(({ to }) => chain.balanceOf(to)));
  await page.getByRole('button', { name: 'Send two calls' }).click();
  const details = approvalPrompt(page).locator('#approval-details');
  await expect(details).toContainText(DEMO_BATCH[0].to);
  await expect(details).toContainText(DEMO_BATCH[1].to);
  await approvalPrompt(page).getByRole('button', { name: 'Approve' }).click();
  const result = page.getByTestId('request-result');
  await expect(result).toHaveAttribute('data-status', 'done');
  const { id } = JSON.parse((await result.textContent()) ?? '{}') as { id: string };
  expect(id).toMatch(/^0x[0-9a-f]{64}$/);
  await expect
    .poll(async () => {
      await page.getByRole('button', { name: 'Calls status' }).click();
      await expect(result).toHaveAttribute('data-status', /done|failed/);
      return JSON.parse((await result.textContent()) ?? '{}').status as number;
    })
    .toBe(200);
  const status = JSON.parse((await result.textContent()) ?? '{}');
  expect(status).toMatchObject({ id, atomic: true, chainId: '0x7a69' });
  expect(status.receipts).toHaveLength(1); // both calls in one transaction
  const after = await Promise.all(DEMO_BATCH.map(({ to }) => chain.balanceOf(to)));
  expect(after.map((value, index) => value - before[index]!)).toEqual(
    DEMO_BATCH.map(({ value }) => BigInt(value)),
  );
  // A 400 or 502 load error is logged in some runs of this flow and not in others (seen here
  // in one of two): forgiven, not required.
  issues.expectedErrors.push({ text: /Failed to load resource: .* (400|502)/, mayNotOccur: true });
});

test('default: sign in (SIWX) with a smart account not deployed yet: its ERC-6492 signature verifies, nothing is deployed', async ({
  page,
}) => {
  const chain = await rpcOf(page);
  await page.goto('/?siwx=required');
  const smart = await loginWithEmail(page, uniqueEmail('smart-siwx'));
  await signInThroughView(page, smart);
  expect(await chain.codeOf(smart)).toBe('0x');
});

test('default: sign in (SIWX) through the Sign In view with a deployed smart account: the signature is plain EIP-1271 and verifies on its contract', async ({
  page,
}) => {
  const chain = await rpcOf(page);
  await page.goto('/');
  const smart = await loginWithEmail(page, uniqueEmail('smart-siwx-deployed'));
  await chain.fund(smart);
  await page.reload(); // the balance as funded
  await expect(accountStatus(page)).toHaveText('connected');
  // Its first operation deploys the account.
  const review = await previewSend(await openSend(await openAccount(page)), '0.1', smart);
  await review.getByRole('button', { name: 'Send' }).click();
  await approvalPrompt(page).getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Account' }).locator('.portico-toast'),
  ).toContainText('Sent 0.1 ETH');
  expect(await chain.codeOf(smart)).not.toBe('0x');

  // Sign-in turned on: the restored connection has no session, so the Sign In view opens.
  await page.goto('/?siwx=required');
  await signInThroughView(page, smart);

  const [session] = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('portico.siwx.sessions') ?? '[]') as {
        message: string;
        signature: string;
      }[],
  );
  expect(session).toBeDefined();
  // A deployed account signs for ERC-1271 directly: no ERC-6492 wrapper (its magic suffix).
  expect(session!.signature.toLowerCase().endsWith('6492'.repeat(16))).toBe(false);
  expect(session!.message).toContain(smart);
  expect(await chain.isValidSignature(smart, session!.message, session!.signature)).toBe(
    '0x1626ba7e',
  );
});
