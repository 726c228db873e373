import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { DevWalletState } from '../../src/testing/types';
import type { DemoStack } from '../demo/stack';
import { connectButton, expect, openWithConnectButton, test } from './fixtures';

/**
 * Helpers for the EVM flows: the demo with `?wallet=dev` announces the Portico dev wallet
 * (EIP-6963) and exposes it as `window.porticoDevWallets`; these drive it as its user would.
 */

/** The first anvil account (`DEV_ADDRESSES[0]`) and the second. */
export const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const ACCOUNT_5 = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';

export const WALLET = 'Portico Dev Wallet';
export const SECOND_WALLET = 'Second Dev Wallet';
export const CHAIN_1 = { name: 'Local chain', caipNetworkId: 'eip155:31337', chainId: 31337 };
export const CHAIN_2 = { name: 'Portico Local 2', caipNetworkId: 'eip155:31338', chainId: 31338 };

/** The running stack, as the demo server describes it. */
export async function readStack(request: APIRequestContext): Promise<DemoStack> {
  const response = await request.get('/__stack.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as DemoStack;
}

/** A JSON-RPC call to a local chain, from the test process (never from the page). */
export async function chainRpc(
  rpcUrl: string,
  method: string,
  params: unknown[],
): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

/**
 * Opens the demo with the dev wallet announced; `query` adds parameters (`wallets=2`, …). In
 * the wagmi and ethers5 projects (playwright.config.ts) the demo uses that eip155 adapter, and
 * the page says it loaded that one (elsewhere the default, eip155).
 */
export async function gotoWithWallet(page: Page, query = ''): Promise<void> {
  const { name, metadata } = test.info().project;
  const adapter = metadata.evmAdapter as string | undefined;
  // The adapters' projects are named after the adapter they run.
  if (name === 'wagmi' || name === 'ethers5') expect(adapter, 'the project’s adapter').toBe(name);
  const params = [
    'wallet=dev',
    ...(adapter ? [`adapter=${adapter}`] : []),
    ...(query ? [query] : []),
  ];
  await page.goto(`/?${params.join('&')}`);
  await page.waitForFunction(() => window.porticoDevWallets !== undefined);
  // The project's adapter, else the one the test's query asks for, else the default.
  const asked = adapter ?? /(?:^|&)adapter=(\w+)/.exec(query)?.[1] ?? 'eip155';
  await expect(page.locator('html')).toHaveAttribute('data-evm-adapter', asked);
}

/** Runs `action` on dev wallet `index`'s controls in the page, as the wallet's user. */
export async function walletDo(
  page: Page,
  action:
    | { do: 'reject' | 'approve' | 'disconnect' | 'lock' | 'unlock' }
    | { do: 'switchAccount'; index: number }
    | { do: 'set'; key: 'refuseChainSwitch'; value: boolean }
    | { do: 'set'; key: 'delayMs'; value: number },
  index = 0,
): Promise<void> {
  await page.evaluate(
    ({ action, index }) => {
      const controls = window.porticoDevWallets?.[index]?.controls;
      if (!controls) throw new Error(`no dev wallet ${index}`);
      if (action.do === 'switchAccount') controls.switchAccount(action.index);
      else if (action.do === 'set')
        (controls as unknown as Record<string, unknown>)[action.key] = action.value;
      else controls[action.do]();
    },
    { action, index },
  );
}

/** The methods the page asked dev wallet `index`, since this page load. */
export function walletRequests(page: Page, index = 0): Promise<string[]> {
  return page.evaluate((i) => [...(window.porticoDevWallets?.[i]?.requests ?? [])], index);
}

/**
 * The requests that asked dev wallet `index`'s user to connect, since this page load: EIP-1102's
 * `eth_requestAccounts`, or EIP-2255's `wallet_requestPermissions` (wagmi asks that first).
 */
export async function connectPrompts(page: Page, index = 0): Promise<string[]> {
  const prompts = ['eth_requestAccounts', 'wallet_requestPermissions'];
  return (await walletRequests(page, index)).filter((method) => prompts.includes(method));
}

export function walletState(page: Page, index = 0): Promise<DevWalletState> {
  return page.evaluate((i) => {
    const controls = window.porticoDevWallets?.[i]?.controls;
    if (!controls) throw new Error(`no dev wallet ${i}`);
    return controls.getState();
  }, index);
}

/** The demo's account panel (from `useAccount` and `useNetwork`). */
export const accountStatus = (page: Page): Locator => page.getByTestId('account-status');
export const accountAddress = (page: Page): Locator => page.getByTestId('account-address');
export const accountNetwork = (page: Page): Locator => page.getByTestId('account-network');

/** The connected account's address, from the demo's status line (`data-caip-address`). */
export async function connectedAddress(page: Page): Promise<string> {
  return (await accountAddress(page).getAttribute('data-caip-address'))!.split(':')[2]!;
}

/** Gives `address` 5 ETH on the chain at `rpcUrl` (anvil_setBalance: no dev account spends). */
export const fundFiveEth = (rpcUrl: string, address: string) =>
  chainRpc(rpcUrl, 'anvil_setBalance', [address, '0x4563918244f40000']);

/** A wallet's row in the Connect view (its name, then tags such as Installed and Recent). */
export function walletButton(scope: Locator, name: string): Locator {
  return scope.getByRole('button', { name: new RegExp(`^${name}\\b`) });
}

/** A network's row in the Networks view. */
export function networkButton(scope: Locator, name: string): Locator {
  return scope.getByRole('button', { name: new RegExp(`^${name}\\b`) });
}

/** `0xf39F…2266`, as the connect button and the Account view show an address. */
export function truncated(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/** Connects through the Connect view and waits until the app is connected and the modal closed. */
export async function connectWith(page: Page, wallet = WALLET): Promise<void> {
  const modal = await openWithConnectButton(page);
  await walletButton(modal, wallet).click();
  await expect(accountStatus(page)).toHaveText('connected');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Opens the modal on Account (connected) and returns the dialog. */
export async function openAccount(page: Page): Promise<Locator> {
  await connectButton(page).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  return modal;
}

/** From the open Account view, the wallet features' Send: returns the Send dialog. */
export async function openSend(account: Locator): Promise<Locator> {
  await account
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Send' })
    .click();
  return account.page().getByRole('dialog', { name: 'Send' });
}

/** Fills the Send form with `amount` and `to`, then Preview: returns the Review Send dialog. */
export async function previewSend(form: Locator, amount: string, to: string): Promise<Locator> {
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByRole('textbox', { name: 'To' }).fill(to);
  await form.getByRole('button', { name: 'Preview' }).click();
  return form.page().getByRole('dialog', { name: 'Review Send' });
}

/** The Account view's balance line, e.g. `10,000.000 ETH` (its label is visually hidden). */
export function balance(modal: Locator): Locator {
  return modal.locator('.portico-balance');
}
