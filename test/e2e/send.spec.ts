import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  chainRpc,
  connectWith,
  gotoWithWallet,
  openAccount,
  readStack,
  walletDo,
  walletRequests,
  openSend,
  previewSend,
} from './wallet';

/**
 * End to end on anvil with the dev wallet and the API stand-in: native and ERC-20
 * sends seen on chain, the wallet's refusal keeping the form, and what is refused before the
 * wallet is asked. Dev account 3 sends ETH and account 2 PUSD, to account 4: the other suites
 * read accounts 0 and 1, and two tests sending from one account at once would race for its
 * nonce.
 */

const SENDER = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const TOKEN_SENDER_INDEX = 2;
const RECEIVER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
/** The stand-in's PUSD on a fresh chain (test/stack/api/contracts/README.md). */
const PUSD = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35';

async function rpcUrl(page: Page): Promise<string> {
  const stack = await readStack(page.request);
  return stack.chains[0]!.rpcUrl;
}

const ethOf = async (url: string, address: string) =>
  BigInt((await chainRpc(url, 'eth_getBalance', [address, 'latest'])) as string);
const pusdOf = async (url: string, address: string) =>
  BigInt(
    (await chainRpc(url, 'eth_call', [
      { to: PUSD, data: `0x70a08231${address.slice(2).toLowerCase().padStart(64, '0')}` },
      'latest',
    ])) as string,
  );

/** Connected as dev account `index` (3 by default), on its Account view's send form. */
async function sendForm(page: Page, index = 3): Promise<Locator> {
  await gotoWithWallet(page);
  await connectWith(page);
  await walletDo(page, { do: 'switchAccount', index });
  const account = await openAccount(page);
  await expect(account.getByText(index === 3 ? '0x90F7…B906' : '0x3C44…93BC')).toBeVisible();
  const form = await openSend(account);
  await expect(form.getByRole('combobox', { name: 'Token' })).toBeVisible();
  return form;
}

test(
  'default: 1.5 ETH reaches account 4 on chain; the modal returns to Account with a toast',
  { tag: '@adapters' },
  async ({ page }) => {
    const url = await rpcUrl(page);
    const before = { sender: await ethOf(url, SENDER), receiver: await ethOf(url, RECEIVER) };
    const form = await sendForm(page);
    await previewSend(form, '1.5', RECEIVER);
    const review = page.getByRole('dialog', { name: 'Review Send' });
    await expect(review.getByRole('definition').first()).toContainText('1.5 ETH');
    await expect(review.getByText(/^0\.0000\d+ ETH/)).toBeVisible(); // the fee from the chain
    await review.getByRole('button', { name: 'Send' }).click();

    const account = page.getByRole('dialog', { name: 'Account' });
    await expect(account).toBeVisible();
    await expect(account.locator('.portico-toast')).toContainText('Sent 1.5 ETH');
    // Activity was refreshed after the send: the transfer is its newest row.
    await account.getByRole('tab', { name: 'Activity' }).click();
    await expect(account.locator('.portico-transaction').first()).toContainText('-1.500 ETH');
    await expect(account.locator('.portico-transaction').first()).toContainText('To 0x15d3…6A65');
    await expect
      .poll(() => ethOf(url, RECEIVER))
      .toBe(before.receiver + 1_500_000_000_000_000_000n);
    const spent = before.sender - (await ethOf(url, SENDER));
    expect(spent).toBeGreaterThan(1_500_000_000_000_000_000n); // the amount and its fee
    expect(spent).toBeLessThan(1_501_000_000_000_000_000n);
    const sendEvents = page.locator('.demo-event-log li[data-event-type^="SEND_"]');
    await expect(sendEvents).toHaveCount(2);
    expect(
      await sendEvents.evaluateAll((items) => items.map((i) => i.getAttribute('data-event-type'))),
    ).toEqual(expect.arrayContaining(['SEND_INITIATED', 'SEND_SUCCESS']));
  },
);

test(
  'default: 12.5 PUSD (6 decimals) moves through the token contract',
  { tag: '@adapters' },
  async ({ page }) => {
    const url = await rpcUrl(page);
    const before = await pusdOf(url, RECEIVER);
    const form = await sendForm(page, TOKEN_SENDER_INDEX);
    await form.getByRole('combobox', { name: 'Token' }).selectOption({ label: 'PUSD' });
    await expect(form.getByText(/^Balance: [\d.,]+ PUSD$/)).toBeVisible();
    await previewSend(form, '12.5', RECEIVER);
    const review = page.getByRole('dialog', { name: 'Review Send' });
    await expect(review.getByRole('definition').first()).toContainText('12.5 PUSD');
    await review.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
    // Sent is said at the hash; anvil mines it a moment later (as the ETH test above).
    await expect.poll(() => pusdOf(url, RECEIVER)).toBe(before + 12_500_000n);
  },
);

test('errors: the wallet’s refusal is said on the form, which keeps what was typed', async ({
  page,
}) => {
  const form = await sendForm(page);
  await previewSend(form, '0.25', RECEIVER);
  await walletDo(page, { do: 'reject' });
  await page
    .getByRole('dialog', { name: 'Review Send' })
    .getByRole('button', { name: 'Send' })
    .click();
  const again = page.getByRole('dialog', { name: 'Send' });
  await expect(again.getByRole('alert')).toHaveText('You rejected the transaction in your wallet');
  await expect(again.getByRole('textbox', { name: 'Amount' })).toHaveValue('0.25');
  await expect(again.getByRole('textbox', { name: 'To' })).toHaveValue(RECEIVER);
});

test('errors: a mistyped address and a too precise amount are refused before the wallet is asked', async ({
  page,
}) => {
  const form = await sendForm(page);
  const typo = RECEIVER.replace('AAf', 'aaf');
  await previewSend(form, '1', typo);
  await expect(form.getByText(/its checksum does not match/)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'To' })).toHaveAttribute('aria-invalid', 'true');

  await form.getByRole('textbox', { name: 'To' }).fill(RECEIVER);
  await form.getByRole('combobox', { name: 'Token' }).selectOption({ label: 'PUSD' });
  await form.getByRole('textbox', { name: 'Amount' }).fill('1.0000001');
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(form.getByText('This token has at most 6 decimal places')).toBeVisible();

  await form.getByRole('textbox', { name: 'Amount' }).fill('99999999');
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(form.getByText('Insufficient PUSD balance')).toBeVisible();
  expect(await walletRequests(page)).not.toContain('eth_sendTransaction');
});

test(
  'errors: a token whose transfers revert is refused at the preview with the node’s reason',
  { tag: '@adapters' },
  async ({ page }) => {
    const form = await sendForm(page);
    await form.getByRole('combobox', { name: 'Token' }).selectOption({ label: 'BRK' });
    await previewSend(form, '1', RECEIVER);
    await expect(form.getByRole('alert')).toHaveText(
      'The transaction would fail: BRK: transfers are paused',
    );
    await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue('1');
    expect(await walletRequests(page)).not.toContain('eth_sendTransaction');
  },
);
