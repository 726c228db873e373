import type { Locator, Page } from '@playwright/test';
import { apiStandIn } from './apiStandIn';
import { expect, failedLoad, hostAction, test } from './fixtures';
import { connectWith, gotoWithWallet, openAccount, walletDo } from './wallet';

/**
 * End to end: Buy from the Account view through the local onramp provider (the API
 * stand-in's Meld page, which sends PUSD, the USDC stand-in, on anvil when confirmed), the
 * form's limits, the marked estimate when quotes fail, the built-in defaults when options fail, a
 * blocked popup, and a restricted time zone. Dev account 5 buys (no other spec reads its
 * tokens); each test has its own project id, so its faults touch no other spec.
 */

const BUYER_INDEX = 5;

const api = apiStandIn('onramp');
const { uniqueProject } = api;

const tokenRow = (account: Locator, symbol: string) =>
  account.getByRole('list', { name: 'Tokens' }).getByRole('listitem').filter({ hasText: symbol });

/** Connected as the buyer in project `projectId`, on the Buy form with Meld picked. */
async function buyForm(page: Page, projectId: string): Promise<Locator> {
  await gotoWithWallet(page, `projectId=${projectId}`);
  await walletDo(page, { do: 'switchAccount', index: BUYER_INDEX });
  await connectWith(page);
  const account = await openAccount(page);
  await account
    .getByRole('navigation', { name: 'Wallet features' })
    .getByRole('button', { name: 'Buy' })
    .click();
  const providers = page.getByRole('dialog', { name: 'Buy crypto' });
  await providers.getByRole('button', { name: /^Meld/ }).click();
  return page.getByRole('dialog', { name: 'Buy' });
}

test('default: USD and USDC, 100: the quote, Continue, Confirm in the provider window, PUSD arrives in Tokens', async ({
  page,
}) => {
  const form = await buyForm(page, uniqueProject());
  await expect(form.getByRole('button', { name: 'Payment currency: USD' })).toBeVisible();
  await expect(form.getByRole('button', { name: /^USDC Local chain/ })).toBeVisible();
  await form.getByRole('textbox', { name: 'Amount' }).fill('100');
  const quote = form.getByRole('status', { name: 'Quote' });
  // 100.00 USD: 1.50 provider fee and 0.50 network fee leave 98.00, at 1 USD per USDC.
  await expect(quote).toContainText('You receive98 USDC');
  await expect(quote).toContainText('Network fee0.50 USD');
  await expect(quote).toContainText('Provider fee1.50 USD');
  await expect(quote).toContainText('Total100.00 USD');
  await expect(form.getByText(/^Quote expires in \d+ seconds?$/)).toBeVisible();
  await expect(quote).not.toContainText('Estimate');

  const opened = page.waitForEvent('popup');
  await form.getByRole('button', { name: 'Continue' }).click();
  const provider = await opened;
  await expect(page.getByText('Complete your purchase in the Meld window')).toBeVisible();
  await expect(provider.getByText('Meld (local)')).toBeVisible();
  await provider.getByRole('button', { name: 'Confirm' }).click();
  await expect(provider.getByText('Purchase complete')).toBeVisible();
  const closed = provider.waitForEvent('close');
  await provider.getByRole('button', { name: 'Close' }).click();
  await closed;

  // Back on Account, refreshed: the bought PUSD is in the Tokens tab.
  const account = page.getByRole('dialog', { name: 'Account' });
  await expect(account).toBeVisible();
  await account.getByRole('tab', { name: 'Tokens' }).click();
  await expect(tokenRow(account, 'PUSD')).toContainText(/\b98(\.0+)?\b/);
});

test('errors: an amount under the card minimum is refused in the form, with no quote asked', async ({
  page,
}) => {
  const form = await buyForm(page, uniqueProject());
  const quoted: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/onramp/quote'))
      quoted.push(Number((request.postDataJSON() as { amount: string }).amount));
  });
  // The page's time runs only as the test runs it: the debounce ends where the test says.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 2_000);
  const amount = form.getByRole('textbox', { name: 'Amount' });
  await amount.fill('5');
  await expect(form.getByRole('alert')).toHaveText('Minimum is 10.00 USD for card');
  await expect(form.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.clock.runFor(1_000); // past the 500 ms debounce
  // The next amount's quote, asked after its own debounce, comes after any quote for 5 would.
  await amount.fill('100');
  await page.clock.runFor(1_000);
  await expect.poll(() => quoted).toContain(100);
  expect(quoted).not.toContain(5);
  await page.clock.resume();
});

test('errors: a failed quote shows our estimate, marked as one', async ({ page, issues }) => {
  const projectId = uniqueProject();
  await api.controls.setFault('onrampQuote', { kind: 'status', status: 500 }, { projectId });
  issues.expectedErrors.push(failedLoad(500, /\/v1\/onramp\/quote(\?|$)/));
  const form = await buyForm(page, projectId);
  await form.getByRole('textbox', { name: 'Amount' }).fill('100');
  const quote = form.getByRole('status', { name: 'Quote' });
  await expect(quote).toContainText('Estimate');
  await expect(quote).toContainText('The provider did not answer');
  await api.controls.clearFaults('onrampQuote');
});

test('errors: failed options fall back to the built-in defaults (USD and EUR; USDC on Ethereum and Polygon)', async ({
  page,
  issues,
}) => {
  const projectId = uniqueProject();
  await api.controls.setFault('onrampOptions', { kind: 'status', status: 500 }, { projectId });
  issues.expectedErrors.push(failedLoad(500, /\/v1\/onramp\/options(\?|$)/));
  const form = await buyForm(page, projectId);
  // The defaults buy nothing on the local chain; their currencies are the documented defaults.
  await expect(
    form.getByText('No currency can be bought to an account on this network.'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Payment currency: USD' }).click();
  const picker = page.getByRole('dialog', { name: 'Select currency' });
  await expect(picker.getByRole('button', { name: /^USD\b/ })).toBeVisible();
  await expect(picker.getByRole('button', { name: /^EUR\b/ })).toBeVisible();
  await expect(picker.getByRole('button', { name: /^GBP\b/ })).toHaveCount(0);
  await api.controls.clearFaults('onrampOptions');
});

test('errors: a blocked popup says so, with a link to the provider and Done back to Account', async ({
  page,
}) => {
  // What a popup blocker does: window.open answers null.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  const form = await buyForm(page, uniqueProject());
  await form.getByRole('textbox', { name: 'Amount' }).fill('100');
  await expect(form.getByRole('status', { name: 'Quote' })).toContainText('98 USDC');
  await form.getByRole('button', { name: 'Continue' }).click();
  const waiting = page.getByRole('dialog');
  await expect(waiting.getByText('Your browser blocked the Meld window')).toBeVisible();
  const link = waiting.getByRole('link', { name: 'Open Meld' });
  await expect(link).toHaveAttribute('href', /\/onramp\/widget\?order=/);
  await expect(link).toHaveAttribute('target', '_blank');
  await waiting.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
});

test.describe('in a restricted time zone', () => {
  test.use({ timezoneId: 'Asia/Shanghai' });

  test('behavior: Buy is not offered, and the host call says buying is not available here', async ({
    page,
  }) => {
    await gotoWithWallet(page, `projectId=${uniqueProject()}`);
    await connectWith(page);
    const account = await openAccount(page);
    const features = account.getByRole('navigation', { name: 'Wallet features' });
    await expect(features.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(features.getByRole('button', { name: 'Buy' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await hostAction(page, 'Open OnrampProviders view');
    await expect(
      page.getByRole('dialog').getByText('Buying crypto is not available in your region.'),
    ).toBeVisible();
  });
});
