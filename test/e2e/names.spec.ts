import type { Page } from '@playwright/test';
import { apiStandIn } from './apiStandIn';
import { approvalPrompt, loginWithEmail, resetSecureSiteFaults, uniqueEmail } from './emailWallet';
import { expect, failedLoad, hostAction, test, type PageIssues } from './fixtures';
import {
  accountStatus,
  connectWith,
  fundFiveEth,
  gotoWithWallet,
  openAccount,
  openSend,
  readStack,
  truncated,
} from './wallet';

/**
 * End to end: an account name registered by the embedded wallet (email login, its
 * smart account signing the registration, verified by the stand-in on anvil), suggestions for
 * a taken name, the rules refused before any request, the stand-in's refusal with its reason,
 * a browser wallet not offered the entry, and the send form resolving the new name.
 * The embedded wallet's specs run one at a time (playwright.config.ts).
 */

test.describe.configure({ mode: 'serial' });

const api = apiStandIn('names');
const { uniqueProject } = api;
test.beforeEach(({ page }) => resetSecureSiteFaults(page));

/** The lookup of a name (`GET /v1/profile/account/{name}`), whose 404 says the name is free. */
const NAME_LOOKUP = /\/v1\/profile\/account\/[^/?]+(\?|$)/;

/**
 * Logged in with a fresh email, on Account; returns the dialog and the wallet's address. Each
 * test checks a free name, whose lookup answers 404, which Chromium logs as a console error.
 */
async function loggedIn(page: Page, issues: PageIssues, projectId: string, funded = false) {
  issues.expectedErrors.push(failedLoad(404, NAME_LOOKUP));
  await page.goto(`/?projectId=${projectId}`);
  const address = await loginWithEmail(page, uniqueEmail('names'));
  if (funded) {
    // ETH to send from, seen after a reload (which reconnects the login without a code).
    const { chains } = await readStack(page.request);
    await fundFiveEth(chains[0]!.rpcUrl, address);
    await page.reload();
    await expect(accountStatus(page)).toHaveText('connected');
  }
  const account = await openAccount(page);
  return { account, address };
}

/** The profile-name requests the page made (lookups and suggestions), by path. */
function nameRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/v1/profile/')) seen.push(pathname);
  });
  return seen;
}

test('default: register alice-portico: the signature approved in the frame, the success view, the name on Account and in the send form', async ({
  page,
  issues,
}) => {
  const projectId = uniqueProject();
  const { account, address } = await loggedIn(page, issues, projectId, true);
  await account.getByRole('button', { name: 'Register a name' }).click();
  const register = page.getByRole('dialog', { name: 'Register a name' });
  await register.getByRole('textbox', { name: 'Name' }).fill('alice-portico');
  await expect(register.getByRole('status')).toHaveText('alice-portico.portico is available');
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  // The registration message is signed by the embedded wallet: approved inside its frame.
  await approvalPrompt(page).getByRole('button', { name: 'Approve' }).click();

  const success = page.getByRole('dialog', { name: 'Name registered' });
  await expect(success.getByText('alice-portico.portico is now your name')).toBeVisible();
  await success.getByRole('button', { name: 'Back to account' }).click();
  const back = page.getByRole('dialog', { name: 'Account' });
  await expect(back.getByText('alice-portico.portico')).toBeVisible();

  // The send form resolves the new name to the wallet's address.
  const form = await openSend(back);
  await form.getByRole('textbox', { name: 'Amount' }).fill('0.001');
  await form.getByRole('textbox', { name: 'To' }).fill('alice-portico.portico');
  await form.getByRole('button', { name: 'Preview' }).click();
  const review = page.getByRole('dialog', { name: 'Review Send' });
  // "To": the name, resolved to the wallet's own address (the sender, here, too).
  const to = review.getByTitle(address).filter({ hasText: 'alice-portico.portico' });
  await expect(to).toContainText(truncated(address));

  // Taken now: another try shows it taken with free variants to pick.
  await page.keyboard.press('Escape');
  const again = await openAccount(page);
  await again.getByRole('button', { name: 'Register a name' }).click();
  const retry = page.getByRole('dialog', { name: 'Register a name' });
  await retry.getByRole('textbox', { name: 'Name' }).fill('alice-portico');
  await expect(retry.getByRole('status')).toHaveText('alice-portico.portico is taken');
  const suggestions = retry.getByRole('region', { name: 'Suggestions' }).getByRole('button');
  await expect(suggestions.first()).toBeVisible();
  const picked = (await suggestions.first().textContent())!.trim();
  expect(picked).toMatch(/^alice-portico.*\.portico$/);
  expect(picked).not.toBe('alice-portico.portico');
});

test('errors: a 3-letter name and one with an underscore are refused before any request; the stand-in’s refusal shows its reason', async ({
  page,
  issues,
}) => {
  const projectId = uniqueProject();
  const { account } = await loggedIn(page, issues, projectId);
  await account.getByRole('button', { name: 'Register a name' }).click();
  const register = page.getByRole('dialog', { name: 'Register a name' });
  const field = register.getByRole('textbox', { name: 'Name' });
  const requests = nameRequests(page);
  // The page's time runs only as the test runs it: the debounce ends where the test says.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 2_000);

  await field.fill('bob');
  await expect(register.getByRole('alert')).toHaveText('Use at least 4 characters.');
  await field.fill('bob_smith');
  await expect(register.getByRole('alert')).toHaveText('Use only letters, digits and hyphens.');
  await expect(register.getByRole('button', { name: 'Register', exact: true })).toBeDisabled();
  await page.clock.runFor(1_000); // past the 500 ms debounce

  // The stand-in refuses the registration: its reason is said.
  await api.controls.setFault('profileRegister', { kind: 'status', status: 409 }, { projectId });
  issues.expectedErrors.push(failedLoad(409, /\/v1\/profile\/account(\?|$)/));
  // The next name's check, after its own debounce, is asked after any check of the refused ones.
  await field.fill('carol-portico');
  await page.clock.runFor(1_000);
  await expect(register.getByRole('status')).toHaveText('carol-portico.portico is available');
  expect(requests.filter((path) => path.includes('carol-portico'))).not.toEqual([]);
  expect(requests.filter((path) => path.includes('bob'))).toEqual([]);
  await page.clock.resume();
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await approvalPrompt(page).getByRole('button', { name: 'Approve' }).click();
  await expect(register.getByRole('alert')).toHaveText(
    'Error registering name carol-portico.portico: Injected HTTP 409',
  );
  await expect(field).toHaveValue('carol-portico');
});

test('behavior: with a browser wallet (not the auth connector) the entry is not offered, and the host call gets the clear error', async ({
  page,
}) => {
  await gotoWithWallet(page, 'email=0');
  await connectWith(page);
  const account = await openAccount(page);
  await expect(account.getByRole('button', { name: 'Network: Local chain' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Register a name' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await hostAction(page, 'Open RegisterAccountName view');
  const register = page.getByRole('dialog', { name: 'Register a name' });
  await expect(register.getByRole('alert')).toHaveText('Address or auth connector not found');
  await expect(register.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
});
