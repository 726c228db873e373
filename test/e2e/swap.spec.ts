import type { Locator, Page } from '@playwright/test';
import { apiControls } from '../stack/api/controls';
import { deployBatchImplementation } from '../support/deployBatchImplementation';
import { expect, test } from './fixtures';
import {
  chainRpc,
  connectWith,
  gotoWithWallet,
  openAccount,
  readStack,
  walletDo,
  walletRequests,
} from './wallet';

/**
 * End to end on anvil: the demo's swap against the API stand-in's Uniswap V2, with
 * the dev wallet. Dev account 6 swaps, which no other e2e test uses (the send tests use 2 and
 * 3, the network tests 5, WalletConnect 7); the tests here run one after another, so they never
 * race for its nonce, and each sets up the allowance and balances it starts from. A moved pool
 * is put back after each test. The EIP-5792 test comes last: its batch delegates the account
 * (EIP-7702) for the rest of the stack's life.
 */
test.describe.configure({ mode: 'serial' });

const SWAPPER_INDEX = 6;
const SWAPPER = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';
/** The stand-in's tokens on a fresh chain, its router, and their deployer (dev account 9). */
const PUSD = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35';
const PTK = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468';
const ROUTER = '0xce5CC17d4fF97cb3B9299f1d6dc236046D928eC9';
const TOKEN_DEPLOYER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
const CHAIN = 'eip155:31337';

const word = (value: string | bigint) =>
  (typeof value === 'bigint' ? value.toString(16) : value.slice(2).toLowerCase()).padStart(64, '0');

async function rpcUrl(page: Page): Promise<string> {
  return (await readStack(page.request)).chains[0]!.rpcUrl;
}

async function controls(page: Page) {
  const url = (await readStack(page.request)).apiControlUrl;
  if (!url) throw new Error('the stack runs no API stand-in');
  return apiControls(url);
}

const ethOf = async (url: string) =>
  BigInt((await chainRpc(url, 'eth_getBalance', [SWAPPER, 'latest'])) as string);
const tokenOf = async (url: string, token: string) =>
  BigInt(
    (await chainRpc(url, 'eth_call', [
      { to: token, data: `0x70a08231${word(SWAPPER)}` },
      'latest',
    ])) as string,
  );

/** Sends from an anvil dev account (unlocked there) and waits for the receipt. */
async function send(url: string, from: string, to: string, data: string) {
  const hash = (await chainRpc(url, 'eth_sendTransaction', [{ from, to, data }])) as string;
  await expect.poll(async () => chainRpc(url, 'eth_getTransactionReceipt', [hash])).not.toBeNull();
}

/** The swapper holds at least 1000 PUSD and has approved none of it to the router. */
async function freshPusd(url: string) {
  await send(url, SWAPPER, PUSD, `0x095ea7b3${word(ROUTER)}${word(0n)}`);
  if ((await tokenOf(url, PUSD)) < 1_000_000_000n)
    await send(url, TOKEN_DEPLOYER, PUSD, `0x40c10f19${word(SWAPPER)}${word(1_000_000_000n)}`);
}

/** Connected as the swapper (demo query `query`), on Account's Swap: returns its dialog. */
async function swapForm(page: Page, query = ''): Promise<Locator> {
  await gotoWithWallet(page, query);
  await connectWith(page);
  await walletDo(page, { do: 'switchAccount', index: SWAPPER_INDEX });
  const account = await openAccount(page);
  await expect(account.getByText('0x976E…0aa9')).toBeVisible();
  await account
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Swap' })
    .click();
  const form = page.getByRole('dialog', { name: 'Swap' });
  await expect(form.getByRole('button', { name: 'Token to pay: ETH' })).toBeVisible();
  return form;
}

/** Picks `symbol` for one side through the token list. */
async function pick(form: Locator, side: 'pay' | 'receive', symbol: string) {
  await form.getByRole('button', { name: new RegExp(`^Token to ${side}:`) }).click();
  const list = form.page().getByRole('dialog', { name: 'Select Token' });
  await list.getByRole('searchbox', { name: 'Search tokens' }).fill(symbol);
  await list.getByRole('button', { name: new RegExp(`^${symbol} `) }).click();
  await expect(form.getByRole('button', { name: `Token to ${side}: ${symbol}` })).toBeVisible();
}

/** Types the amount, waits for the quote, and opens the review. */
async function review(form: Locator, amount: string): Promise<Locator> {
  await form.getByRole('textbox', { name: 'Amount to pay' }).fill(amount);
  await expect(form.getByRole('status', { name: 'Quote' })).toContainText('Minimum received');
  await form.getByRole('button', { name: 'Review swap' }).click();
  return form.page().getByRole('dialog', { name: 'Review Swap' });
}

const sentTransactions = async (page: Page) =>
  (await walletRequests(page)).filter((method) => method === 'eth_sendTransaction').length;

test.afterEach(async ({ page }) => {
  await (await controls(page)).restorePools(CHAIN);
});

test('default: 0.5 ETH to PUSD moves both balances on chain; Account shows the toast', async ({
  page,
}) => {
  const url = await rpcUrl(page);
  const before = { eth: await ethOf(url), pusd: await tokenOf(url, PUSD) };
  const form = await swapForm(page);
  await pick(form, 'receive', 'PUSD');
  const preview = await review(form, '0.5');
  await expect(preview.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveText([
    'Swap',
  ]);
  await preview.getByRole('button', { name: 'Swap' }).click();

  const account = page.getByRole('dialog', { name: 'Account' });
  await expect(account.locator('.portico-toast')).toContainText(
    /^Swapped 0\.5 ETH for about 149\d\./,
  );
  // The pool holds 1000 ETH at 3000 PUSD: 0.5 ETH buys a little under 1500 PUSD.
  const received = (await tokenOf(url, PUSD)) - before.pusd;
  expect(received).toBeGreaterThan(1_480_000_000n);
  expect(received).toBeLessThan(1_500_000_000n);
  const spent = before.eth - (await ethOf(url));
  expect(spent).toBeGreaterThan(500_000_000_000_000_000n);
  expect(spent).toBeLessThan(501_000_000_000_000_000n);
  const events = await page
    .locator('.demo-event-log li[data-event-type^="SWAP_"]')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-event-type')));
  expect(events).toEqual(['SWAP_INITIATED', 'SWAP_SUCCESS']);
});

test('behavior: 100 PUSD to PTK approves first, then swaps; a second swap needs no approval', async ({
  page,
}) => {
  const url = await rpcUrl(page);
  await freshPusd(url);
  const before = await tokenOf(url, PTK);
  const form = await swapForm(page);
  await pick(form, 'pay', 'PUSD');
  await pick(form, 'receive', 'PTK');
  const preview = await review(form, '100');
  const steps = preview.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await expect(steps).toHaveText(['Approve PUSD', 'Swap']);
  await expect(steps.first()).toHaveAttribute('aria-current', 'step');
  await preview.getByRole('button', { name: 'Approve PUSD' }).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  expect(await sentTransactions(page)).toBe(2);
  // 100 PUSD is worth 200 PTK at the fixture prices; the pool's fee and depth take a little.
  expect((await tokenOf(url, PTK)) - before).toBeGreaterThan(195n * 10n ** 18n);

  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Swap' })
    .click();
  const again = page.getByRole('dialog', { name: 'Swap' });
  await pick(again, 'pay', 'PUSD');
  await pick(again, 'receive', 'PTK');
  const second = await review(again, '50');
  await expect(second.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveText([
    'Swap',
  ]);
  await second.getByRole('button', { name: 'Swap' }).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  expect(await sentTransactions(page)).toBe(3);
});

test('errors: the approval refused, then the swap refused; the mined approval is not asked again', async ({
  page,
}) => {
  const url = await rpcUrl(page);
  await freshPusd(url);
  const form = await swapForm(page);
  await pick(form, 'pay', 'PUSD');
  await pick(form, 'receive', 'PTK');
  const preview = await review(form, '10');

  await walletDo(page, { do: 'reject' });
  await preview.getByRole('button', { name: 'Approve PUSD' }).click();
  await expect(preview.getByRole('alert')).toHaveText('You rejected the approval in your wallet');
  await expect(preview.getByRole('button', { name: 'Approve PUSD' })).toBeEnabled();

  // The approval goes through this time; the wallet refuses the swap that follows it.
  await walletDo(page, { do: 'approve' });
  await page.evaluate(() =>
    window.porticoDevWallets?.[0]?.controls.next('eth_sendTransaction', 'approve'),
  );
  await page.evaluate(() =>
    window.porticoDevWallets?.[0]?.controls.next('eth_sendTransaction', 'reject'),
  );
  await preview.getByRole('button', { name: 'Approve PUSD' }).click();
  await expect(preview.getByRole('alert')).toHaveText('You rejected the swap in your wallet');
  await expect(preview.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveText([
    'Approve PUSDdone',
    'Swap',
  ]);
  expect(await sentTransactions(page)).toBe(3);

  await preview.getByRole('button', { name: 'Swap' }).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  expect(await sentTransactions(page)).toBe(4);
  const events = await page
    .locator('.demo-event-log li[data-event-type^="SWAP_"]')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-event-type')));
  expect(events).toEqual([
    'SWAP_INITIATED',
    'SWAP_APPROVAL_ERROR',
    'SWAP_INITIATED',
    'SWAP_ERROR',
    'SWAP_INITIATED',
    'SWAP_SUCCESS',
  ]);
});

test('errors: the pool moves while the wallet holds the swap: the price moved beyond slippage', async ({
  page,
}) => {
  const url = await rpcUrl(page);
  const before = await tokenOf(url, PUSD);
  const form = await swapForm(page);
  await pick(form, 'receive', 'PUSD');
  const preview = await review(form, '1');
  // The wallet's user takes a few seconds to confirm; meanwhile someone trades in the pool.
  await walletDo(page, { do: 'set', key: 'delayMs', value: 3_000 });
  await preview.getByRole('button', { name: 'Swap' }).click();
  await expect.poll(() => sentTransactions(page)).toBe(1);
  await (await controls(page)).movePool({ chainId: CHAIN, from: 'ETH', to: 'PUSD' });
  await expect(preview.getByRole('alert')).toHaveText(
    'The price moved beyond the 1% slippage tolerance, so nothing was swapped. Check the new quote and try again.',
  );
  expect(await tokenOf(url, PUSD)).toBe(before);
});

test('errors: a network outside the swap list leads to UnsupportedChain with the swap reason', async ({
  page,
}) => {
  await gotoWithWallet(page, 'swapChains=31337');
  await connectWith(page);
  await walletDo(page, { do: 'switchAccount', index: SWAPPER_INDEX });
  await page.evaluate(() => window.porticoDevWallets?.[0]?.controls.setChain(31338));
  const account = await openAccount(page);
  await expect(account.getByText('Portico Local 2')).toBeVisible();
  await account
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Swap' })
    .click();
  const unsupported = page.getByRole('dialog', { name: 'Switch Network' });
  await expect(unsupported.getByRole('alert')).toHaveText('Network not supported for Swaps');
  await expect(unsupported.getByRole('button', { name: 'Local chain' })).toBeVisible();
  await expect(unsupported.getByRole('button', { name: 'Portico Local 2' })).toHaveCount(0);
});

test('behavior: with EIP-5792 on in the dev wallet, approval and swap go as one batch, one confirmation', async ({
  page,
}) => {
  const url = await rpcUrl(page);
  await freshPusd(url);
  const implementation = await deployBatchImplementation(url, SWAPPER);
  const before = await tokenOf(url, PTK);
  const form = await swapForm(page);
  await page.evaluate((address) => {
    window.porticoDevWallets![0]!.controls.batchImplementation = address;
  }, implementation);
  await pick(form, 'pay', 'PUSD');
  await pick(form, 'receive', 'PTK');
  const preview = await review(form, '100');
  await expect(preview.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveText([
    'Approve PUSD and swap, in one confirmation',
  ]);
  await preview.getByRole('button', { name: 'Approve PUSD and swap' }).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  const asked = await walletRequests(page);
  expect(asked.filter((method) => method === 'wallet_sendCalls')).toHaveLength(1);
  expect(asked).not.toContain('eth_sendTransaction');
  expect((await tokenOf(url, PTK)) - before).toBeGreaterThan(195n * 10n ** 18n);
  // The account delegates to the batch contract now (EIP-7702), set by that one transaction.
  expect(await chainRpc(url, 'eth_getCode', [SWAPPER, 'latest'])).toBe(
    `0xef0100${implementation.slice(2).toLowerCase()}`,
  );
});
