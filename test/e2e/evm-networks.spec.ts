import { expect, loggedEvents, openWithConnectButton, test } from './fixtures';
import {
  ACCOUNT_5,
  accountAddress,
  accountNetwork,
  accountStatus,
  balance,
  CHAIN_1,
  CHAIN_2,
  chainRpc,
  connectWith,
  gotoWithWallet,
  networkButton,
  openAccount,
  readStack,
  WALLET,
  walletButton,
  walletDo,
  walletRequests,
  walletState,
} from './wallet';

/**
 * Switching between the two local anvil chains from the Networks view, with the
 * wallet approving, refusing, or not knowing the target chain (4902 → wallet_addEthereumChain).
 */

/** Opens Account, then Networks through the network button, and returns the dialog. */
async function openNetworks(page: Parameters<typeof openAccount>[0], current = CHAIN_1.name) {
  const modal = await openAccount(page);
  await modal.getByRole('button', { name: `Network: ${current}` }).click();
  await expect(networkButton(modal, current)).toHaveAttribute('aria-current', 'true');
  return modal;
}

test(
  'default: switching to the second chain in Networks updates the network and the balance',
  { tag: '@adapters' },
  async ({ page, request }) => {
    // Account 5 holds a different balance on the second chain, so the balance visibly follows
    // the switch. No other test uses account 5 (the chains are shared by parallel tests).
    const stack = await readStack(request);
    const chain2 = stack.chains.find((chain) => chain.chainId === CHAIN_2.chainId);
    if (!chain2) throw new Error('the stack runs no chain 31338');
    await chainRpc(chain2.rpcUrl, 'anvil_setBalance', [ACCOUNT_5, '0x42ec210956b3ba0000']); // 1234.5 ETH

    await gotoWithWallet(page);
    await walletDo(page, { do: 'switchAccount', index: 5 });
    await connectWith(page);
    await expect(accountAddress(page)).toHaveText(ACCOUNT_5);

    const modal = await openNetworks(page);
    await expect(networkButton(modal, CHAIN_2.name)).not.toHaveAttribute('aria-current', 'true');
    await networkButton(modal, CHAIN_2.name).click();

    // Back on Account (where Networks was opened from), on the new chain.
    await expect(modal.getByRole('button', { name: `Network: ${CHAIN_2.name}` })).toBeVisible();
    await expect(balance(modal)).toHaveText('Balance 1,234.500 ETH');
    await expect(accountNetwork(page)).toHaveAttribute(
      'data-caip-network-id',
      CHAIN_2.caipNetworkId,
    );
    expect((await walletState(page)).chainId).toBe(CHAIN_2.chainId);
    expect(await walletRequests(page)).toContain('wallet_switchEthereumChain');
    expect(await walletRequests(page)).not.toContain('wallet_addEthereumChain');

    // And back again: the first chain's balance.
    await modal.getByRole('button', { name: `Network: ${CHAIN_2.name}` }).click();
    await expect(networkButton(modal, CHAIN_2.name)).toHaveAttribute('aria-current', 'true');
    await networkButton(modal, CHAIN_1.name).click();
    await expect(modal.getByRole('button', { name: `Network: ${CHAIN_1.name}` })).toBeVisible();
    await expect(balance(modal)).toHaveText('Balance 10,000.000 ETH');
    expect((await walletState(page)).chainId).toBe(CHAIN_1.chainId);
  },
);

test(
  'behavior: a wallet that does not know the chain adds it (4902 → wallet_addEthereumChain)',
  { tag: '@adapters' },
  async ({ page }) => {
    // This wallet starts knowing only chain 31337.
    await gotoWithWallet(page, 'walletChains=31337');
    expect((await walletState(page)).chains.map((chain) => chain.chainId)).toEqual([
      CHAIN_1.chainId,
    ]);
    await connectWith(page);

    const modal = await openNetworks(page);
    await networkButton(modal, CHAIN_2.name).click();
    await expect(modal.getByRole('button', { name: `Network: ${CHAIN_2.name}` })).toBeVisible();
    await expect(balance(modal)).toHaveText('Balance 10,000.000 ETH');
    await expect(accountNetwork(page)).toHaveAttribute(
      'data-caip-network-id',
      CHAIN_2.caipNetworkId,
    );

    const requests = await walletRequests(page);
    const switches = requests.filter((method) => method === 'wallet_switchEthereumChain');
    expect(requests).toContain('wallet_addEthereumChain');
    // Refused as unknown, added, then switched explicitly.
    expect(switches).toHaveLength(2);
    const state = await walletState(page);
    expect(state.chainId).toBe(CHAIN_2.chainId);
    const added = state.chains.find((chain) => chain.chainId === CHAIN_2.chainId);
    expect(added?.chainName).toBe(CHAIN_2.name);
  },
);

test('behavior: a refused switch shows the error with Try again, which then switches', async ({
  page,
}) => {
  await gotoWithWallet(page);
  await connectWith(page);
  await walletDo(page, { do: 'set', key: 'refuseChainSwitch', value: true });

  const modal = await openNetworks(page);
  await networkButton(modal, CHAIN_2.name).click();
  await expect(modal.getByText('Switch declined')).toBeVisible();
  await expect(modal.getByRole('alert')).toHaveText('User rejected the request');
  expect(await loggedEvents(page)).toContain('SWITCH_NETWORK_ERROR');
  // Still on the first chain.
  await expect(accountNetwork(page)).toHaveAttribute('data-caip-network-id', CHAIN_1.caipNetworkId);
  expect((await walletState(page)).chainId).toBe(CHAIN_1.chainId);

  await walletDo(page, { do: 'set', key: 'refuseChainSwitch', value: false });
  await modal.getByRole('button', { name: 'Try again' }).click();
  await expect(modal.getByRole('button', { name: `Network: ${CHAIN_2.name}` })).toBeVisible();
  await expect(accountNetwork(page)).toHaveAttribute('data-caip-network-id', CHAIN_2.caipNetworkId);
});

test('behavior: the network chosen in the wallet survives a reload', async ({ page }) => {
  await gotoWithWallet(page);
  await connectWith(page);
  const modal = await openNetworks(page);
  await networkButton(modal, CHAIN_2.name).click();
  await expect(accountNetwork(page)).toHaveAttribute('data-caip-network-id', CHAIN_2.caipNetworkId);

  await page.reload();
  await page.waitForFunction(() => window.porticoDevWallets !== undefined);
  await expect(accountNetwork(page)).toHaveAttribute('data-caip-network-id', CHAIN_2.caipNetworkId);
  const account = await openAccount(page);
  await expect(account.getByRole('button', { name: `Network: ${CHAIN_2.name}` })).toBeVisible();
});

test('behavior: the wallet moving to a chain the app does not configure opens UnsupportedChain', async ({
  page,
}) => {
  // The wallet also knows chain 1337, which the demo does not configure.
  await gotoWithWallet(page, 'walletExtraChains=1337');
  await connectWith(page);
  await page.evaluate(() => window.porticoDevWallet?.controls.setChain(1337));

  const modal = page.getByRole('dialog');
  await expect(
    modal.getByText('This app does not support the network your wallet is on.', { exact: false }),
  ).toBeVisible();
  await expect(networkButton(modal, CHAIN_1.name)).toBeVisible();
  await expect(networkButton(modal, CHAIN_2.name)).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  await expect(accountNetwork(page)).toHaveAttribute('data-caip-network-id', 'eip155:1337');
  await expect(accountNetwork(page)).toContainText('unsupported');

  // Choosing a configured network switches the wallet back and the modal closes.
  await networkButton(modal, CHAIN_2.name).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(accountNetwork(page)).toHaveAttribute('data-caip-network-id', CHAIN_2.caipNetworkId);
  expect((await walletState(page)).chainId).toBe(CHAIN_2.chainId);
});

test('behavior: connecting from a chain the app does not configure stays open on UnsupportedChain', async ({
  page,
}) => {
  await gotoWithWallet(page, 'walletExtraChains=1337&walletChain=1337');
  const modal = await openWithConnectButton(page);
  await walletButton(modal, WALLET).click();

  await expect(accountStatus(page)).toHaveText('connected');
  await expect(accountNetwork(page)).toHaveAttribute('data-caip-network-id', 'eip155:1337');
  await expect(page.getByTestId('modal-snapshot')).toHaveText(/^open · UnsupportedChain · /);
  // The same dialog, now titled for the view it shows.
  await networkButton(page.getByRole('dialog'), CHAIN_1.name).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(accountNetwork(page)).toHaveAttribute('data-caip-network-id', CHAIN_1.caipNetworkId);
});

test('behavior: after Back from Networks, focus stays in the dialog and Escape closes it', async ({
  page,
}) => {
  // The focused Back button unmounts with the view change; the dialog takes focus back.
  await gotoWithWallet(page);
  await connectWith(page);
  const modal = await openNetworks(page);
  await modal.getByRole('button', { name: 'Back' }).click();
  await expect(modal.getByRole('button', { name: `Network: ${CHAIN_1.name}` })).toBeVisible();

  await expect.poll(() => modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
