/**
 * Shared by the send benches (sendChunks.mjs, sendToHash.mjs): the steps of test/e2e/send.spec.ts
 * as its user takes them, on the demo served with the product-API stand-in's `apiUrl`: connect
 * the Portico Dev Wallet, switch it to dev account 6 (the wallet's user, as `walletDo(page,
 * { do: 'switchAccount', index })` does in the e2e helpers), open Account, click Send in the
 * wallet features row, type the amount and the receiver (dev account 7), click Preview and wait
 * for the review.
 *
 * Accounts 6 and 7 are the bench's own: anvil funds them with 10000 ETH, no wallet in the rest
 * of the bench uses them, and the stand-in's deployers are accounts 8 and 9. One sender, one
 * send at a time, so no two sends race for its nonce.
 */
import { rpc } from '../stack/api/chainRpc.mjs';

export const SENDER_INDEX = 6;
export const SENDER = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';
/** Dev account 7. */
export const RECEIVER = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955';
export const SEND_AMOUNT = '0.01';
export const SEND_AMOUNT_WEI = 10_000_000_000_000_000n;

const STEP_TIMEOUT_MS = 15_000;

/** The dev wallet's user makes account `index` active; resolves once the host app shows it. */
export async function switchDevAccount(page, index = SENDER_INDEX, address = SENDER) {
  await page.evaluate((i) => {
    const controls = window.porticoDevWallets?.[0]?.controls;
    if (!controls) throw new Error('no dev wallet 0');
    controls.switchAccount(i);
  }, index);
  await page.waitForFunction(
    (expected) =>
      document
        .querySelector('[data-testid="account-address"]')
        ?.textContent?.trim()
        .toLowerCase() === expected,
    address.toLowerCase(),
    { timeout: STEP_TIMEOUT_MS },
  );
}

/** Account view open: clicks Send in its wallet features row; resolves with the form shown. */
export async function openSendForm(page, accountDialog) {
  await accountDialog
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Send' })
    .click();
  const form = page.getByRole('dialog', { name: 'Send' });
  await form.getByRole('combobox', { name: 'Token' }).waitFor({ timeout: STEP_TIMEOUT_MS });
  await form.locator('.portico-send-balance').waitFor({ timeout: STEP_TIMEOUT_MS });
  return form;
}

/** Types the amount (of the default token, ETH) and the receiver. */
export async function fillSendForm(form, amount = SEND_AMOUNT, to = RECEIVER) {
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByRole('textbox', { name: 'To' }).fill(to);
}

/**
 * Clicks Preview; resolves with the review ('Review Send', its Send button enabled: the fee
 * from the chain is in by then), or throws with what the form says instead.
 */
export async function previewSend(page, form) {
  await form.getByRole('button', { name: 'Preview' }).click();
  const review = page.getByRole('dialog', { name: 'Review Send' });
  const confirm = review.getByRole('button', { name: 'Send' });
  try {
    await confirm.waitFor({ timeout: STEP_TIMEOUT_MS });
  } catch (error) {
    const said = await page
      .locator('[role=dialog]')
      .first()
      .innerText()
      .catch(() => '');
    throw new Error(`no review after Preview: ${said.replace(/\s+/g, ' ').slice(0, 300)}`, {
      cause: error,
    });
  }
  await page.waitForFunction(
    () => document.querySelector('[role=dialog] .portico-send-preview button')?.disabled === false,
    undefined,
    { timeout: STEP_TIMEOUT_MS },
  );
  return review;
}

/** `eth_getBalance(address, 'latest')` on the bench's chain, from Node. */
export async function balanceOf(rpcUrl, address) {
  return BigInt(await rpc(rpcUrl, 'eth_getBalance', [address, 'latest']));
}

/** `1.5` for 1.5e18 wei, exactly (no float rounding). */
export function formatEther(wei) {
  const sign = wei < 0n ? '-' : '';
  const abs = wei < 0n ? -wei : wei;
  const whole = abs / 10n ** 18n;
  const fraction = (abs % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}
