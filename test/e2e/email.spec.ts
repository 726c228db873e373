import { verifyMessage } from 'ethers';
import { expect, test } from './fixtures';
import {
  approvalPrompt,
  loginWithEmail,
  mailCount,
  nextMail,
  secureSite,
  submitEmail,
  uniqueEmail,
} from './emailWallet';
import { accountStatus, balance, chainRpc, openAccount, readStack } from './wallet';

/**
 * Issue 15 end to end: the embedded wallet through the secure-site stand-in on its own origin,
 * codes and device links read from its real mail sink, signing and sending on anvil. One file,
 * run in order: the stand-in's fault switches are global.
 */
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  const { control } = await secureSite(page);
  await fetch(`${control}/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({}),
  });
});

test('login with an email: device link, then the mailed code; a reload reconnects without a code, with the balance from anvil', async ({
  page,
}) => {
  await page.goto('/');
  const email = uniqueEmail('login');
  const address = await loginWithEmail(page, email);
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  const { chains } = await readStack(page.request);
  await chainRpc(chains[0]!.rpcUrl, 'anvil_setBalance', [address, '0x4563918244f40000']); // 5 ETH
  const { control } = await secureSite(page);
  const mailsBefore = await mailCount(control, email);

  await page.reload();
  await expect(accountStatus(page)).toHaveText('connected');
  await expect(page.getByTestId('account-address')).toHaveAttribute(
    'data-caip-address',
    `eip155:31337:${address}`,
  );
  const modal = await openAccount(page);
  await expect(modal.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(balance(modal)).toHaveText(/5\.0+ ETH$/);
  expect(await mailCount(control, email)).toBe(mailsBefore);
});

test('unsafe requests wait on the Approve click inside the frame: personal_sign verified, a rejection, typed data; the page cannot approve; a disallowed method is refused', async ({
  page,
  issues,
}) => {
  await page.goto('/');
  const address = await loginWithEmail(page, uniqueEmail('sign'));
  const modal = page.getByRole('dialog');
  const prompt = approvalPrompt(page);

  // personal_sign: the frame shows the message and its origin's Approve signs.
  await page.getByRole('button', { name: 'Sign message' }).click();
  await expect(modal.getByText('Review the request in the secure wallet below')).toBeVisible();
  await expect(prompt.locator('#approval-text')).toHaveText('Hello from the Portico demo');
  // A script of the host page can neither read the frame nor approve through messages.
  const attempts = await page.evaluate(() => {
    const frame = document.getElementById('w3m-iframe') as HTMLIFrameElement;
    let readable = true;
    try {
      void frame.contentWindow!.document.body;
    } catch {
      readable = false;
    }
    for (const type of ['APPROVE', 'APPROVAL_DECIDE', 'RPC_REQUEST_SUCCESS'])
      frame.contentWindow!.postMessage({ id: 'x', type, payload: { approve: true } }, '*');
    return { readable };
  });
  expect(attempts.readable).toBe(false);
  await page.waitForTimeout(300);
  await expect(page.getByTestId('sign-result')).toHaveAttribute('data-status', 'signing');
  await prompt.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('sign-result')).toHaveAttribute('data-status', 'signed');
  const signature = (await page.getByTestId('sign-result').textContent())!;
  expect(verifyMessage('Hello from the Portico demo', signature)).toBe(address);
  await expect(modal).toHaveCount(0);

  // Rejected in the frame: the host's call fails with the user's rejection.
  await page.getByRole('button', { name: 'Sign message' }).click();
  await prompt.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByTestId('sign-result')).toHaveText('User rejected the request');
  await expect(modal).toHaveCount(0);

  // Closing the approval view rejects too.
  await page.getByRole('button', { name: 'Sign typed data' }).click();
  await expect(prompt.locator('#approval')).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('request-result')).toHaveText('User rejected the request');

  // Typed data, approved.
  await page.getByRole('button', { name: 'Sign typed data' }).click();
  await prompt.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('request-result')).toHaveAttribute('data-status', 'done');

  // A safe read goes through without a prompt; a method the site does not allow is refused.
  await page.getByLabel('Method').fill('eth_blockNumber');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByTestId('request-result')).toHaveText(/^"0x[0-9a-f]+"$/);
  await page.getByLabel('Method').fill('eth_sign');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByTestId('request-result')).toHaveText('Requested RPC call is not allowed');
  // The secure site answers a refusal with an HTTP error, which Chromium logs in the frame.
  issues.expectedErrors.push(/Failed to load resource: .* 400 \(Bad Request\)/);
});
