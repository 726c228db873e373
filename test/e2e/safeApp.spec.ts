import type { FrameLocator, Page } from '@playwright/test';
import { Wallet, id } from 'ethers';
import { executeProposal, type SafeProposal } from '../stack/safe/deploySafe.mjs';
import { expect, test } from './fixtures';
import { chainRpc, gotoWithWallet, readStack, walletButton } from './wallet';

/**
 * Inside the Safe web app: the demo framed by the local Safe stand-in's parent page
 * (its own origin, http://localhost:<port>, listed in the demo's `safeAppHosts`) lists Safe
 * first, connects as the Safe through the Safe Apps protocol, and proposes a send, which
 * nothing executes until the test signs it with both owners and executes it on anvil.
 */

/** An address no other suite touches, so its balance moves only by this test. */
const RECEIVER = new Wallet(id('portico.e2e.safe.receiver')).address;

const ethOf = async (rpcUrl: string, address: string) =>
  BigInt((await chainRpc(rpcUrl, 'eth_getBalance', [address, 'latest'])) as string);

async function proposals(controlUrl: string): Promise<SafeProposal[]> {
  const response = await fetch(`${controlUrl}/proposals`);
  return ((await response.json()) as { proposals: SafeProposal[] }).proposals;
}

/** The parent page at `origin`, framing the demo (with the dev wallet announced too). */
async function openInSafe(page: Page, origin: string): Promise<FrameLocator> {
  await page.goto(`${origin}/?path=${encodeURIComponent('/?wallet=dev')}`);
  const app = page.frameLocator('#safe-app');
  await expect(app.locator('main .portico-connect-button')).toBeVisible();
  return app;
}

/** The wallets the Connect view lists, in order, by the names of the ones we know. */
const listedWallets = (app: FrameLocator) =>
  app
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /^(Safe|Portico Dev Wallet)\b/ })
    .evaluateAll((buttons) => buttons.map((b) => (b.textContent ?? '').trim()));

test('inside the Safe app: Safe first, connected as the Safe, a send proposed and then executed by its owners', async ({
  page,
}) => {
  const stack = await readStack(page.request);
  expect(stack.safeAppUrl, 'the stack runs the Safe stand-in').toBeTruthy();
  const rpcUrl = stack.chains[0]!.rpcUrl;
  const safeInfo = (await (await fetch(`${stack.safeAppUrl}/safe.json`)).json()) as {
    safeAddress: string;
  };
  const before = await ethOf(rpcUrl, RECEIVER);
  const proposedBefore = (await proposals(stack.safeControlUrl!)).length;

  const app = await openInSafe(page, stack.safeAppUrl!);
  await app.locator('main .portico-connect-button').click();
  const connect = app.getByRole('dialog', { name: 'Connect Wallet' });
  await expect(walletButton(connect, 'Safe')).toBeVisible();
  await expect(walletButton(connect, 'Portico Dev Wallet')).toBeVisible();
  const listed = await listedWallets(app);
  expect(listed[0]).toMatch(/^Safe/);

  await walletButton(connect, 'Safe').click();
  await expect(app.getByTestId('account-status')).toHaveText('connected');
  await expect(app.getByTestId('account-address')).toHaveAttribute(
    'data-caip-address',
    `eip155:31337:${safeInfo.safeAddress}`,
  );

  await app.locator('main .portico-connect-button').click();
  const account = app.getByRole('dialog');
  await expect(account.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  await expect(account.getByText(`${safeInfo.safeAddress.slice(0, 6)}…`)).toBeVisible();
  // The wallet.ts helpers look at the top page; here the modal is inside the frame.
  await account
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Send' })
    .click();
  const form = app.getByRole('dialog', { name: 'Send' });
  await expect(form.getByRole('combobox', { name: 'Token' })).toBeVisible();
  await form.getByRole('textbox', { name: 'Amount' }).fill('0.01');
  await form.getByRole('textbox', { name: 'To' }).fill(RECEIVER);
  await form.getByRole('button', { name: 'Preview' }).click();
  const review = app.getByRole('dialog', { name: 'Review Send' });
  await review.getByRole('button', { name: 'Send' }).click();
  await expect(review.getByRole('status')).toHaveText(
    'Transfer proposed to your Safe. Its owners confirm and execute it in the Safe app.',
  );

  // The parent recorded the proposal; nothing was sent.
  const recorded = await proposals(stack.safeControlUrl!);
  expect(recorded).toHaveLength(proposedBefore + 1);
  const proposal = recorded.at(-1)!;
  expect(proposal).toMatchObject({
    to: RECEIVER,
    value: '10000000000000000',
    data: '0x',
    operation: 0,
  });
  expect(await ethOf(rpcUrl, RECEIVER)).toBe(before);

  // The owners sign the Safe transaction hash and execute it.
  const receipt = await executeProposal(rpcUrl, safeInfo.safeAddress, proposal);
  expect(receipt?.status).toBe(1);
  expect(await ethOf(rpcUrl, RECEIVER)).toBe(before + 10_000_000_000_000_000n);

  await review.getByRole('button', { name: 'Done' }).click();
  await expect(app.getByRole('dialog').getByRole('button', { name: 'Disconnect' })).toBeVisible();
});

test('a reload inside the Safe app reconnects as the Safe; after Disconnect it stays disconnected', async ({
  page,
}) => {
  const stack = await readStack(page.request);
  const app = await openInSafe(page, stack.safeAppUrl!);
  await app.locator('main .portico-connect-button').click();
  await walletButton(app.getByRole('dialog', { name: 'Connect Wallet' }), 'Safe').click();
  await expect(app.getByTestId('account-status')).toHaveText('connected');
  await page.reload();
  const reloaded = page.frameLocator('#safe-app');
  await expect(reloaded.getByTestId('account-status')).toHaveText('connected');

  await reloaded.locator('main .portico-connect-button').click();
  await reloaded.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(reloaded.getByTestId('account-status')).toHaveText('disconnected');
  await page.reload();
  const again = page.frameLocator('#safe-app');
  // A reconnect would start at startup: by the time the user has the Connect view open with
  // the Safe listed, it would have asked the Safe.
  await again.locator('main .portico-connect-button').click();
  await expect(
    walletButton(again.getByRole('dialog', { name: 'Connect Wallet' }), 'Safe'),
  ).toBeVisible();
  await expect(again.getByTestId('account-status')).toHaveText('disconnected');
});

test('framed by an origin that is not a Safe app host, or top-level, there is no Safe connector', async ({
  page,
}) => {
  const stack = await readStack(page.request);
  // The same parent page on 127.0.0.1: another origin, not in the demo's safeAppHosts.
  const other = stack.safeAppUrl!.replace('//localhost:', '//127.0.0.1:');
  const app = await openInSafe(page, other);
  await app.locator('main .portico-connect-button').click();
  const connect = app.getByRole('dialog', { name: 'Connect Wallet' });
  await expect(walletButton(connect, 'Portico Dev Wallet')).toBeVisible();
  await expect(walletButton(connect, 'Safe')).toHaveCount(0);

  await gotoWithWallet(page);
  await page.locator('main .portico-connect-button').click();
  const top = page.getByRole('dialog', { name: 'Connect Wallet' });
  await expect(walletButton(top, 'Portico Dev Wallet')).toBeVisible();
  await expect(walletButton(top, 'Safe')).toHaveCount(0);
});
