import { connectButton, expect, loggedEvents, openWithConnectButton, test } from './fixtures';
import {
  ACCOUNT_0,
  ACCOUNT_1,
  accountAddress,
  accountNetwork,
  accountStatus,
  balance,
  connectWith,
  gotoWithWallet,
  openAccount,
  SECOND_WALLET,
  truncated,
  connectPrompts,
  WALLET,
  walletButton,
  walletDo,
  walletRequests,
  walletState,
} from './wallet';

/**
 * End to end: the dev wallet (EIP-6963) on the local anvil chains, through the
 * eip155 adapter, the connection sagas and the views, in Chromium under the strict CSP.
 * Every test has a fresh browser context: nothing stored leaks from one to the next.
 */

test(
  'default: connecting with the dev wallet shows its prompt, then the account and balance',
  { tag: '@adapters' },
  async ({ page }) => {
    await gotoWithWallet(page);
    // A locked wallet keeps its prompt pending until unlocked: the ConnectingExternal view is
    // seen however long its chunk takes to load (a fixed delay made this test flaky).
    await walletDo(page, { do: 'lock' });
    const modal = await openWithConnectButton(page);
    await walletButton(modal, WALLET).click();
    await expect(modal.getByText(`Continue in ${WALLET}`)).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await walletDo(page, { do: 'unlock' });

    // Success closes the modal; the host sees the account through useAccount.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(accountStatus(page)).toHaveText('connected');
    await expect(accountAddress(page)).toHaveText(ACCOUNT_0);
    await expect(accountNetwork(page)).toHaveAttribute('data-caip-network-id', 'eip155:31337');
    await expect(connectButton(page)).toHaveText(truncated(ACCOUNT_0));
    expect(await connectPrompts(page)).toHaveLength(1);
    expect(await loggedEvents(page)).toContain('ACCOUNT_CONNECTED');

    // The connect button now opens Account: address, copy, balance from the chain, network.
    const account = await openAccount(page);
    await expect(account.getByText(truncated(ACCOUNT_0))).toBeVisible();
    await expect(account.getByRole('button', { name: 'Copy address' })).toBeVisible();
    await expect(balance(account)).toHaveText('Balance 10,000.000 ETH');
    await expect(account.getByRole('button', { name: 'Network: Local chain' })).toBeVisible();
  },
);

test(
  'behavior: a rejected connection (4001) shows "Connection rejected"; Try again connects',
  { tag: '@adapters' },
  async ({ page }) => {
    await gotoWithWallet(page);
    await walletDo(page, { do: 'reject' });
    const modal = await openWithConnectButton(page);
    await walletButton(modal, WALLET).click();

    await expect(modal.getByRole('alert')).toHaveText('Connection rejected');
    await expect(modal.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(accountStatus(page)).toHaveText('disconnected');
    await expect(connectButton(page)).toHaveText('Connect Wallet');
    expect(await loggedEvents(page)).toContain('CONNECT_ERROR');
    expect(await loggedEvents(page)).not.toContain('ACCOUNT_CONNECTED');
    expect((await walletState(page)).authorized).toBe(false);

    // The user changes their mind in the wallet and retries from the modal.
    await walletDo(page, { do: 'approve' });
    await modal.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(accountStatus(page)).toHaveText('connected');
    await expect(accountAddress(page)).toHaveText(ACCOUNT_0);
    expect(await connectPrompts(page)).toHaveLength(2);
  },
);

test('behavior: Cancel while the wallet prompt is open returns to Connect, not connected', async ({
  page,
}) => {
  await gotoWithWallet(page);
  await walletDo(page, { do: 'lock' }); // the prompt stays pending until Cancel
  const modal = await openWithConnectButton(page);
  await walletButton(modal, WALLET).click();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(walletButton(modal, WALLET)).toBeVisible();
  await expect(accountStatus(page)).toHaveText('disconnected');
});

test(
  'behavior: a reload reconnects silently (eth_accounts, never a connect prompt)',
  { tag: '@adapters' },
  async ({ page }) => {
    await gotoWithWallet(page);
    await connectWith(page);
    await page.reload();
    await page.waitForFunction(() => window.porticoDevWallets !== undefined);

    await expect(accountStatus(page)).toHaveText('connected');
    await expect(accountAddress(page)).toHaveText(ACCOUNT_0);
    await expect(connectButton(page)).toHaveText(truncated(ACCOUNT_0));
    const requests = await walletRequests(page);
    expect(requests).toContain('eth_accounts');
    expect(await connectPrompts(page)).toEqual([]);
    // No prompt and no modal: the returning visitor just is connected.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await loggedEvents(page)).not.toContain('MODAL_OPEN');
  },
);

test('behavior: the wallet switching account changes the address in the app and in Account', async ({
  page,
}) => {
  await gotoWithWallet(page);
  await connectWith(page);
  await walletDo(page, { do: 'switchAccount', index: 1 });

  await expect(accountAddress(page)).toHaveText(ACCOUNT_1);
  await expect(connectButton(page)).toHaveText(truncated(ACCOUNT_1));
  const account = await openAccount(page);
  await expect(account.getByText(truncated(ACCOUNT_1))).toBeVisible();
  await expect(balance(account)).toHaveText('Balance 10,000.000 ETH');
});

test('behavior: the wallet disconnecting leaves the app disconnected', async ({ page }) => {
  await gotoWithWallet(page);
  await connectWith(page);
  await walletDo(page, { do: 'disconnect' });

  await expect(accountStatus(page)).toHaveText('disconnected');
  await expect(accountAddress(page)).toHaveText('none');
  await expect(connectButton(page)).toHaveText('Connect Wallet');
  expect(await loggedEvents(page)).toContain('DISCONNECTED');
  // Opening now offers the wallets again.
  const modal = await openWithConnectButton(page);
  await expect(walletButton(modal, WALLET)).toBeVisible();
});

test('behavior: the wallet disconnecting while Account is open closes the Account view', async ({
  page,
}) => {
  await gotoWithWallet(page);
  await connectWith(page);
  await openAccount(page);
  await walletDo(page, { do: 'disconnect' });

  await expect(accountStatus(page)).toHaveText('disconnected');
  // No stale Account view: the modal closed, or it offers the wallets again.
  await expect
    .poll(async () => {
      const open = page.getByRole('dialog');
      if ((await open.count()) === 0) return 'closed';
      return (await walletButton(open, WALLET).count()) === 1 ? 'Connect' : await open.innerText();
    })
    .toBe('closed');
});

test('parameters: ?wallets=2 lists both announced wallets; connecting uses the chosen one', async ({
  page,
}) => {
  await gotoWithWallet(page, 'wallets=2');
  const modal = await openWithConnectButton(page);
  await expect(walletButton(modal, WALLET)).toBeVisible();
  await expect(walletButton(modal, SECOND_WALLET)).toBeVisible();
  // The two browser wallets, WalletConnect (the demo's local relay) and "All Wallets".
  await expect(modal.locator('.portico-list-button')).toHaveCount(4);
  await expect(walletButton(modal, 'WalletConnect')).toBeVisible();

  await walletButton(modal, SECOND_WALLET).click();
  await expect(accountStatus(page)).toHaveText('connected');
  expect(await walletRequests(page, 1)).toContain('eth_requestAccounts');
  expect(await walletRequests(page, 0)).not.toContain('eth_requestAccounts');
  const events = await page
    .locator('.demo-event-log li[data-event-type="ACCOUNT_CONNECTED"]')
    .first()
    .textContent();
  expect(events).toContain('dev.portico.wallet2');
});

test(
  'behavior: Disconnect in Account disconnects, and a reload does not reconnect',
  { tag: '@adapters' },
  async ({ page }) => {
    await gotoWithWallet(page);
    await connectWith(page);
    const account = await openAccount(page);
    await account.getByRole('button', { name: 'Disconnect' }).click();

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(accountStatus(page)).toHaveText('disconnected');
    await expect(connectButton(page)).toHaveText('Connect Wallet');
    expect(await walletRequests(page)).toContain('wallet_revokePermissions');
    expect(await loggedEvents(page)).toContain('DISCONNECTED');

    await page.reload();
    await page.waitForFunction(() => window.porticoDevWallets !== undefined);
    // A reconnect would start at startup, the wallet being announced before the modal exists:
    // by the time the user has the Connect view open with the wallet listed, it would have
    // asked the wallet. The wallet is remembered as recent (at most two are kept).
    const modal = await openWithConnectButton(page);
    await expect(walletButton(modal, WALLET)).toHaveAccessibleName(/Recent/);
    await expect(accountStatus(page)).toHaveText('disconnected');
    expect(await connectPrompts(page)).toEqual([]);
    expect(await loggedEvents(page)).not.toContain('ACCOUNT_CONNECTED');
  },
);
