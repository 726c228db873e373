import type { Page } from '@playwright/test';
import { connectButton, expect, hostAction, test } from './fixtures';
import {
  ACCOUNT_0,
  ACCOUNT_1,
  accountAddress,
  accountNetwork,
  accountStatus,
  CHAIN_2,
  connectPrompts,
  connectWith,
  gotoWithWallet,
  networkButton,
  openAccount,
  truncated,
  walletDo,
} from './wallet';

/**
 * The host's own wagmi 3 config and React hooks beside the modal (`?adapter=wagmi`,
 * the demo's "wagmi hooks" panel: `useConnection`, `useChainId`, wagmi's own connect and
 * disconnect). One connection, seen the same by both, whichever side made or ended it.
 */

const wagmiStatus = (page: Page) => page.getByTestId('wagmi-status');
const wagmiAddress = (page: Page) => page.getByTestId('wagmi-address');
const wagmiChainId = (page: Page) => page.getByTestId('wagmi-chain-id');
/** How many ACCOUNT_CONNECTED events the page has seen since it loaded (main.tsx marks each). */
const connections = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('portico-demo:connected').length);

test('default: a connection made in the modal is the one the host’s wagmi hooks see, chain and account changes too', async ({
  page,
}) => {
  await gotoWithWallet(page, 'adapter=wagmi');
  await expect(wagmiStatus(page)).toHaveText('disconnected');
  await connectWith(page);
  await expect(wagmiStatus(page)).toHaveText('connected');
  await expect(wagmiAddress(page)).toHaveText(ACCOUNT_0);
  await expect(wagmiChainId(page)).toHaveText('31337');

  // The modal switches the network: wagmi's useChainId follows.
  const modal = await openAccount(page);
  await modal.getByRole('button', { name: 'Network: Local chain' }).click();
  await networkButton(modal, CHAIN_2.name).click();
  await expect(modal.getByRole('button', { name: `Network: ${CHAIN_2.name}` })).toBeVisible();
  await expect(wagmiChainId(page)).toHaveText(String(CHAIN_2.chainId));
  await page.keyboard.press('Escape');

  // The wallet changes account: both sides show the new one.
  await walletDo(page, { do: 'switchAccount', index: 1 });
  await expect(accountAddress(page)).toHaveText(ACCOUNT_1);
  await expect(wagmiAddress(page)).toHaveText(ACCOUNT_1);
});

test('behavior: a connection the host makes with wagmi’s own hook shows in the modal, and its disconnect too', async ({
  page,
}) => {
  await gotoWithWallet(page, 'adapter=wagmi');
  await hostAction(page, 'wagmi connect');
  await expect(wagmiStatus(page)).toHaveText('connected');
  // The modal took the connection as its own: the host's useAccount, the button, Account.
  await expect(accountStatus(page)).toHaveText('connected');
  await expect(accountAddress(page)).toHaveText(ACCOUNT_0);
  await expect(accountNetwork(page)).toHaveAttribute('data-caip-network-id', 'eip155:31337');
  await expect(connectButton(page)).toHaveText(truncated(ACCOUNT_0));
  const account = await openAccount(page);
  await expect(account.getByText(truncated(ACCOUNT_0))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect.poll(() => connections(page)).toBe(1);

  await hostAction(page, 'wagmi disconnect');
  await expect(wagmiStatus(page)).toHaveText('disconnected');
  await expect(accountStatus(page)).toHaveText('disconnected');
  await expect(connectButton(page)).toHaveText('Connect Wallet');
});

test('behavior: Disconnect in the modal disconnects the host’s wagmi too', async ({ page }) => {
  await gotoWithWallet(page, 'adapter=wagmi');
  await connectWith(page);
  const account = await openAccount(page);
  await account.getByRole('button', { name: 'Disconnect' }).click();
  await expect(accountStatus(page)).toHaveText('disconnected');
  await expect(wagmiStatus(page)).toHaveText('disconnected');
  await expect(wagmiAddress(page)).toHaveText('none');
});

test('behavior: on reload wagmi’s reconnect and the modal’s do not fight: one silent reconnect, one ACCOUNT_CONNECTED', async ({
  page,
}) => {
  await gotoWithWallet(page, 'adapter=wagmi');
  await connectWith(page);
  await page.reload();
  await page.waitForFunction(() => window.porticoDevWallets !== undefined);
  await expect(accountStatus(page)).toHaveText('connected');
  await expect(wagmiStatus(page)).toHaveText('connected');
  await expect(wagmiAddress(page)).toHaveText(ACCOUNT_0);
  expect(await connectPrompts(page)).toEqual([]);
  // Both reconnects have ended (wagmi's status is settled above, the modal's is connected).
  expect(await connections(page)).toBe(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
