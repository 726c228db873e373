import type { Page } from '@playwright/test';
import { callControl } from '../stack/callControl';
import { resetSecureSiteFaults } from './emailWallet';
import { expect, openWithConnectButton, test } from './fixtures';
import { accountStatus, openAccount, readStack } from './wallet';

/**
 * Social login end to end: the Connect view's buttons open a 600×800 popup at once, the frame
 * sends it to the local OpenID Connect provider of that name (PKCE), the test signs in on the
 * provider's page in the popup, and the result comes back to the page from the secure site's
 * origin (apple cuts the popup's opener, as some real providers do: its result comes through
 * the frame). Serial: the providers' scripted behaviours are global.
 */
test.describe.configure({ mode: 'serial' });
test.beforeEach(({ page }) => resetSecureSiteFaults(page));

const PROVIDERS = [
  ['google', 'Google'],
  ['x', 'X'],
  ['discord', 'Discord'],
  ['apple', 'Apple'],
  ['github', 'GitHub'],
  ['facebook', 'Facebook'],
] as const;

/** Opens Connect and clicks the provider's button (behind "More options" for the last three). */
async function clickProvider(page: Page, label: string) {
  await openWithConnectButton(page);
  // Any dialog: its name follows the view (Connect, then the login's).
  const modal = page.getByRole('dialog');
  const button = modal.getByRole('button', { name: `Continue with ${label}` });
  if ((await button.count()) === 0)
    await modal.getByRole('button', { name: 'More options' }).click();
  const popupOpened = page.waitForEvent('popup');
  await modal.getByRole('button', { name: `Continue with ${label}` }).click();
  return { modal, popup: await popupOpened };
}

for (const [provider, label] of PROVIDERS) {
  test(`default: log in with ${label} through its provider page; the account shows the provider and the user`, async ({
    page,
  }) => {
    await page.goto('/');
    const { popup } = await clickProvider(page, label);
    // Measured once the provider's page is there: the page navigates the popup (from
    // about:blank) as soon as the frame answers, which would cut a measure taken before.
    await popup.getByRole('heading', { name: `Sign in to ${label}` }).waitFor();
    const size = await popup.evaluate(() => [window.outerWidth, window.outerHeight]);
    expect(size).toEqual([600, 800]);
    const user = `ada${provider}`;
    await popup.getByLabel('Username').fill(user);
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await expect(accountStatus(page)).toHaveText('connected');
    const account = await openAccount(page);
    await expect(
      account.getByText(`Signed in with ${label} as ${user[0]!.toUpperCase()}${user.slice(1)}`),
    ).toBeVisible();
  });
}

test('errors: denying at the provider ends with its reason; closing the popup is "Popup closed"', async ({
  page,
}) => {
  await page.goto('/');
  let { modal, popup } = await clickProvider(page, 'Google');
  await popup.getByRole('button', { name: 'Deny' }).click();
  await expect(modal.getByRole('alert')).toHaveText(
    'The provider said: The user denied the request',
  );
  await expect(accountStatus(page)).toHaveText('disconnected');

  await modal.getByRole('button', { name: 'Close' }).click();
  ({ modal, popup } = await clickProvider(page, 'Google'));
  await popup.getByRole('heading', { name: 'Sign in to Google' }).waitFor();
  await popup.close();
  await expect(modal.getByRole('alert')).toHaveText('Popup closed');
});

test('a forged social result from another origin changes nothing; the real one still logs in', async ({
  page,
}) => {
  await page.goto('/');
  const { secureSiteUrl } = await readStack(page.request);
  const { popup } = await clickProvider(page, 'GitHub');
  await popup.getByRole('heading', { name: 'Sign in to GitHub' }).waitFor();
  const refused = page.waitForEvent('console', {
    predicate: (m) => m.type() === 'warning' && /ignored a social login result from/.test(m.text()),
  });
  // The page's own origin (a script on it), with a callback URL of the secure site.
  await page.evaluate((site) => {
    const uri = new URL('/oauth/callback?code=forged&state=forged', site).toString();
    window.postMessage({ type: 'SOCIAL_RESULT', payload: { uri } }, '*');
  }, secureSiteUrl!);
  await refused;
  await expect(accountStatus(page)).toHaveText('disconnected');
  await popup.getByLabel('Username').fill('grace');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await expect(accountStatus(page)).toHaveText('connected');
});

test('Farcaster: the sign-in URL as a QR code; approved in the Farcaster app (its stand-in), the account is the user’s; denied, "Failed to connect to farcaster"', async ({
  page,
  issues,
}) => {
  // The site's refusal of the denied channel, logged by Chromium in the frame.
  issues.expectedErrors.push(/Failed to load resource: .* 40\d/);
  const { farcasterControlUrl } = await readStack(page.request);
  await page.goto('/');
  await openWithConnectButton(page);
  let modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Continue with Farcaster' }).click();
  modal = page.getByRole('dialog', { name: 'Farcaster' });
  const qr = modal.getByRole('img', { name: 'QR code to sign in with Farcaster' });
  await expect(qr).toHaveAttribute('data-uri', /\/siwf\?channelToken=/);
  await callControl(`${farcasterControlUrl}/deny`, {});
  await expect(modal.getByRole('alert')).toHaveText('Failed to connect to farcaster');

  await modal.getByRole('button', { name: 'Try again' }).click();
  await expect(qr).toHaveAttribute('data-uri', /\/siwf\?channelToken=/);
  await callControl(`${farcasterControlUrl}/approve`, { username: 'alice' });
  await expect(accountStatus(page)).toHaveText('connected');
  const account = await openAccount(page);
  await expect(account.getByText(/^Signed in with Farcaster as /)).toBeVisible();
});
