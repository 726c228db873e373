/**
 * The checks of the ConnectOptions stories, one per story, for `suite(...)` in the stories test files:
 * the connect methods in their order, the wallets behind "Continue with a wallet", the consent
 * box with its links and the disabled methods, the branding footer.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/** The Connect view's wallet rows: the sample connectors, then All Wallets. */
const ROWS = [
  'WalletConnect',
  'Coinbase WalletRecent',
  'MetaMaskInstalled',
  'PhantomInstalled',
  'All Wallets',
];
const REASON = 'Agree to the terms above to connect';
const BRANDING = 'UX by Portico';

const dialog = () => screen.findByRole('dialog', { name: 'Connect Wallet' });

/** What the story's `play` does in Storybook: press "Continue with a wallet". */
async function reveal(view: HTMLElement) {
  fireEvent.click(await within(view).findByRole('button', { name: 'Continue with a wallet' }));
}

const walletRows = (scope: HTMLElement) =>
  within(within(scope).getByRole('region', { name: 'Wallets' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Which methods show, top to bottom, by what a user finds for each. */
async function methodsInOrder(scope: HTMLElement) {
  await within(scope).findByRole('textbox', { name: 'Email' });
  const found: Array<[string, HTMLElement | null]> = [
    ['email', within(scope).queryByRole('textbox', { name: 'Email' })],
    ['social', within(scope).queryByRole('button', { name: 'Continue with Google' })],
    ['wallet', within(scope).queryByRole('heading', { name: 'Wallets' })],
  ];
  return found
    .filter((entry): entry is [string, HTMLElement] => entry[1] !== null)
    .sort(([, a], [, b]) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    )
    .map(([name]) => name);
}

const order = (...expected: string[]) =>
  async function check() {
    const view = await dialog();
    expect(await methodsInOrder(view)).toEqual(expected);
    expect(walletRows(view)).toEqual(ROWS);
    within(view).getByText(BRANDING);
  };

/** The methods a user could press, all of them, and whether each is disabled. */
function methods(view: HTMLElement) {
  return [
    within(view).getByRole('textbox', { name: 'Email' }),
    within(view).getByRole('button', { name: 'Continue' }),
    within(view).getByRole('button', { name: 'Continue with Google' }),
    ...within(within(view).getByRole('region', { name: 'Wallets' })).getAllByRole('button'),
  ];
}

async function consent(label: string, links: Array<[string, string]>) {
  const view = await dialog();
  const box = within(view).getByRole('checkbox', { name: label });
  expect(
    within(view)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]),
  ).toEqual(links);
  return { view, box };
}

const TERMS: [string, string] = ['Terms of Service', 'https://host.example/terms'];
const PRIVACY: [string, string] = ['Privacy Policy', 'https://host.example/privacy'];

async function expectBlocked(view: HTMLElement, box: HTMLElement) {
  expect(box).not.toBeChecked();
  for (const control of methods(view)) expect(control).toBeDisabled();
  expect(
    within(view).getByRole('button', { name: 'Continue with Google' }),
  ).toHaveAccessibleDescription(REASON);
  expect(
    within(view).getByRole('textbox', { name: 'Email' }).closest('fieldset'),
  ).toHaveAccessibleDescription(REASON);
}

export const connectOptionsChecks = {
  OrderEmailSocialWallet: order('email', 'social', 'wallet'),
  OrderEmailWalletSocial: order('email', 'wallet', 'social'),
  OrderSocialEmailWallet: order('social', 'email', 'wallet'),
  OrderSocialWalletEmail: order('social', 'wallet', 'email'),
  OrderWalletEmailSocial: order('wallet', 'email', 'social'),
  OrderWalletSocialEmail: order('wallet', 'social', 'email'),
  EmailWalletsCollapsed: async () => {
    const view = await dialog();
    expect(await methodsInOrder(view)).toEqual(['email']);
    within(view).getByRole('button', { name: 'Continue with a wallet' });
  },
  EmailWalletsRevealed: async () => {
    const view = await dialog();
    await reveal(view);
    expect(await methodsInOrder(view)).toEqual(['email', 'wallet']);
    expect(walletRows(view)).toEqual(ROWS);
    expect(document.activeElement?.textContent).toBe('WalletConnect');
    expect(within(view).queryByRole('button', { name: 'Continue with a wallet' })).toBeNull();
  },
  CollapsedWithoutEmail: async () => {
    const view = await dialog();
    await within(view).findByRole('button', { name: 'Continue with a wallet' });
    expect(within(view).queryByRole('heading', { name: 'Wallets' })).toBeNull();
    expect(within(view).queryByRole('textbox')).toBeNull();
  },
  CollapsedRevealed: async () => {
    const view = await dialog();
    await reveal(view);
    expect(walletRows(view)).toEqual(ROWS);
    expect(document.activeElement?.textContent).toBe('WalletConnect');
  },
  CollapsedWithEmail: async () => {
    const view = await dialog();
    expect(await methodsInOrder(view)).toEqual(['email']);
    within(view).getByRole('button', { name: 'Continue with a wallet' });
  },
  ConsentUnchecked: async () => {
    const { view, box } = await consent('I agree to the Terms of Service and the Privacy Policy', [
      TERMS,
      PRIVACY,
    ]);
    await expectBlocked(view, box);
    for (const link of within(view).getAllByRole('link')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    fireEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    for (const control of methods(view)) expect(control).toBeEnabled();
  },
  ConsentTermsOnly: async () => {
    const { view, box } = await consent('I agree to the Terms of Service', [TERMS]);
    await expectBlocked(view, box);
  },
  ConsentPrivacyOnly: async () => {
    const { view, box } = await consent('I agree to the Privacy Policy', [PRIVACY]);
    await expectBlocked(view, box);
  },
  ConsentChecked: async () => {
    const { view, box } = await consent('I agree to the Terms of Service and the Privacy Policy', [
      TERMS,
      PRIVACY,
    ]);
    expect(box).toBeChecked();
    for (const control of methods(view)) expect(control).toBeEnabled();
    expect(within(view).queryByText(REASON)).toBeNull();
  },
  BrandingOff: async () => {
    const view = await dialog();
    await within(view).findByRole('heading', { name: 'Wallets' });
    expect(within(view).queryByText(BRANDING)).toBeNull();
  },
};
