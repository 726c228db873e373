import type { Locator, Page } from '@playwright/test';
import { expect, openWithConnectButton } from './fixtures';
import { accountStatus, connectWith, walletButton } from './wallet';

/**
 * The scenarios every non-EVM namespace's spec runs the same way (bitcoin, polkadot, cosmos):
 * sign-in checked by the namespace's own rules, a refused connection, a silent reconnect (which
 * Solana's spec runs too).
 * `namespace` is the demo's `account-<namespace>` status; `devWallet` the `window` key of the
 * dev wallet's controls.
 */
export interface NamespaceUnderTest {
  namespace: string;
  /** The CAIP-122 header's word, e.g. 'Bitcoin'. */
  blockchain: string;
  caipNetworkId: string;
  wallet: string;
  devWallet: 'porticoBitcoinDevWallet' | 'porticoPolkadotDevWallet' | 'porticoCosmosDevWallet';
  /** The namespace's sign-in rules' check (throws when the signature is not the address's). */
  verify(args: { message: string; signature: string; address: string }): Promise<void>;
}

/** The demo's status line of `namespace`'s account. */
export const accountOf = (page: Page, namespace: string) =>
  page.getByTestId(`account-${namespace}`);

/** Scripts the dev wallet's next `method` call to be refused, as its user. */
export function refuseNext(page: Page, ns: NamespaceUnderTest, method: string) {
  return page.evaluate(
    ([key, m]) => {
      const wallet = window[key as NamespaceUnderTest['devWallet']] as
        { controls: { next(method: string, outcome: 'reject'): void } } | undefined;
      wallet!.controls.next(m!, 'reject');
    },
    [ns.devWallet, method],
  );
}

/**
 * Sign-in required (the page opened with `siwx=required`): the wallet is picked, Sign pressed;
 * the session kept is a CAIP-122 message for `address` on the chain, and its signature passes
 * the namespace's rules while a changed message fails them.
 */
export async function expectSignIn(page: Page, ns: NamespaceUnderTest, address: string) {
  const modal = await openWithConnectButton(page);
  await walletButton(modal, ns.wallet).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog.getByText('Portico demo wants you to sign in')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign' }).click();
  const status = page.getByTestId('signin-status');
  await expect(status).toHaveText('signedIn');
  expect(await status.getAttribute('data-caip-address')).toBe(`${ns.caipNetworkId}:${address}`);
  const [session] = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('portico.siwx.sessions') ?? '[]') as {
        message: string;
        signature: string;
      }[],
  );
  const header = `wants you to sign in with your ${ns.blockchain} account:\n${address}\n`;
  expect(session!.message).toContain(header);
  expect(session!.message).toContain(`Chain ID: ${ns.caipNetworkId.split(':')[1]}`);
  await ns.verify({ ...session!, address });
  await expect(
    ns.verify({ ...session!, message: `${session!.message}!`, address }),
  ).rejects.toThrow();
}

/** The wallet refuses the connection: "Connection rejected", nothing connected. */
export async function expectRefusedConnect(page: Page, ns: NamespaceUnderTest, method: string) {
  await refuseNext(page, ns, method);
  const modal = await openWithConnectButton(page);
  await walletButton(modal, ns.wallet).click();
  await expect(modal.getByText('Connection rejected')).toBeVisible();
  await expect(accountOf(page, ns.namespace)).toHaveText('disconnected');
  await expect(accountStatus(page)).toHaveText('disconnected');
}

/** A non-EVM dev wallet's `window` key. */
export type NonEvmDevWallet = NamespaceUnderTest['devWallet'] | 'porticoSolanaDevWallet';

/** How often since this page load the dev wallet at `window[key]` asked its user to connect. */
export function connectPromptsOf(page: Page, key: NonEvmDevWallet): Promise<number> {
  return page.evaluate((k) => window[k as NonEvmDevWallet]!.controls.connectPrompts, key);
}

/**
 * Connected (the wallet asked its user once), then reloaded: the same account comes back, and
 * the reloaded wallet never asked its user; no dialog is open.
 */
export async function expectSilentReconnect(
  page: Page,
  {
    wallet,
    devWallet,
    account,
    caipAddress,
  }: {
    wallet: string;
    devWallet: NonEvmDevWallet;
    account: Locator;
    caipAddress: string;
  },
) {
  await connectWith(page, wallet);
  expect(await connectPromptsOf(page, devWallet)).toBe(1);
  await page.reload();
  await page.waitForFunction((key) => window[key as NonEvmDevWallet] !== undefined, devWallet);
  await expect(account).toHaveText(caipAddress);
  expect(await connectPromptsOf(page, devWallet)).toBe(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
