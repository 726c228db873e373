/**
 * Shared by the swap benches (swapChunks.mjs, typeToQuote.mjs): the steps of
 * test/e2e/swap.spec.ts as its user takes them, on the demo served with the product-API
 * stand-in's `apiUrl` (whose convert routes answer from the Uniswap V2 it runs on the bench's
 * anvil): connect the Portico Dev Wallet, switch it to dev account 6, open Account, click Swap
 * in the wallet features row, pick PUSD to receive, type 0.5 (ETH, the default source). Nothing
 * is sent: the swap benches read quotes only, so dev account 6 stays the send bench's own.
 */

const STEP_TIMEOUT_MS = 15_000;
export const SWAP_AMOUNT = '0.5';

/** Account view open: clicks Swap in its wallet features row; resolves with the form shown. */
export async function openSwapForm(page, accountDialog) {
  await accountDialog
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Swap' })
    .click();
  const form = page.getByRole('dialog', { name: 'Swap' });
  await form
    .getByRole('button', { name: 'Token to pay: ETH' })
    .waitFor({ timeout: STEP_TIMEOUT_MS });
  return form;
}

/** Opens the token list for the received side and picks `symbol`; back on the form. */
export async function pickToReceive(page, form, symbol = 'PUSD') {
  await form.getByRole('button', { name: /^Token to receive:/ }).click();
  const list = page.getByRole('dialog', { name: 'Select Token' });
  await list
    .getByRole('button', { name: new RegExp(`^${symbol} `) })
    .click({ timeout: STEP_TIMEOUT_MS });
  await form
    .getByRole('button', { name: `Token to receive: ${symbol}` })
    .waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** Types the amount as keystrokes (each one restarts the debounce), as a user would. */
export async function typeAmount(form, amount = SWAP_AMOUNT) {
  const input = form.getByRole('textbox', { name: 'Amount to pay' });
  await input.click();
  await input.pressSequentially(amount, { delay: 40 });
}

/** Waits for the quote panel's figures (its "Minimum received" row). */
export async function quoteShown(form) {
  await form
    .getByRole('status', { name: 'Quote' })
    .getByText('Minimum received')
    .waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** Clicks Review swap; resolves with the review ('Review Swap', its button enabled). */
export async function reviewSwap(page, form) {
  await form.getByRole('button', { name: 'Review swap' }).click();
  const review = page.getByRole('dialog', { name: 'Review Swap' });
  await review.getByRole('button', { name: 'Swap' }).waitFor({ timeout: STEP_TIMEOUT_MS });
  return review;
}
