import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ACCOUNT_0,
  accountStatus,
  connectWith,
  networkButton,
  openAccount,
  WALLET,
  walletButton,
} from './wallet';

/**
 * One modal across all five namespaces (issues 17, 22, 23): the EVM, Solana, Bitcoin,
 * Polkadot and Cosmos dev wallets connected side by side, the active namespace switched by
 * picking a network, and one disconnected while the others stay.
 */

const OTHERS = [
  { namespace: 'solana', network: 'Solana Local', wallet: 'Portico Solana Wallet' },
  { namespace: 'bip122', network: 'Bitcoin Local', wallet: 'Portico Bitcoin Wallet' },
  { namespace: 'polkadot', network: 'Polkadot Local', wallet: 'Portico Polkadot Wallet' },
  { namespace: 'cosmos', network: 'Cosmos Local', wallet: 'Portico Cosmos Wallet' },
] as const;

const accountOf = (page: Page, namespace: string) => page.getByTestId(`account-${namespace}`);

/** Account → its network → another namespace's network → Connect → that namespace's wallet. */
async function connectOther(page: Page, network: string, wallet: string) {
  const account = await openAccount(page);
  await account.getByRole('button', { name: /^Network: / }).click();
  await networkButton(page.getByRole('dialog', { name: 'Choose Network' }), network).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Connect/ })
    .first()
    .click();
  await walletButton(page.getByRole('dialog'), wallet).click();
}

test('behavior: all five namespaces connected in one modal; switching the active one; disconnecting one keeps the rest', async ({
  page,
}) => {
  test.slow();
  await page.goto('/?wallet=dev&solana=1&bitcoin=1&polkadot=1&cosmos=1');
  await page.waitForFunction(
    () =>
      window.porticoCosmosDevWallet !== undefined && window.porticoPolkadotDevWallet !== undefined,
  );
  await connectWith(page, WALLET);
  for (const { namespace, network, wallet } of OTHERS) {
    await connectOther(page, network, wallet);
    await expect(accountOf(page, namespace)).not.toHaveText('disconnected');
    await expect(page.getByTestId('account-network')).toHaveAttribute(
      'data-caip-network-id',
      new RegExp(`^${namespace}:`),
    );
    await page.keyboard.press('Escape');
  }
  await expect(accountOf(page, 'eip155')).toHaveText(`eip155:31337:${ACCOUNT_0}`);
  for (const { namespace } of OTHERS)
    await expect(accountOf(page, namespace)).toHaveText(new RegExp(`^${namespace}:`));

  // Picking a network where the user has an address just makes that namespace active.
  let account = await openAccount(page);
  await account.getByRole('button', { name: 'Network: Cosmos Local' }).click();
  await networkButton(
    page.getByRole('dialog', { name: 'Choose Network' }),
    'Bitcoin Local',
  ).click();
  await expect(page.getByTestId('account-network')).toHaveAttribute(
    'data-caip-network-id',
    /^bip122:/,
  );

  // Disconnecting the active (Bitcoin) wallet leaves the four others connected.
  account = page.getByRole('dialog', { name: 'Account' });
  await account.getByRole('button', { name: 'Disconnect' }).click();
  await expect(accountOf(page, 'bip122')).toHaveText('disconnected');
  for (const namespace of ['eip155', 'solana', 'polkadot', 'cosmos'])
    await expect(accountOf(page, namespace)).not.toHaveText('disconnected');
  await expect(accountStatus(page)).toHaveText('connected');
});
