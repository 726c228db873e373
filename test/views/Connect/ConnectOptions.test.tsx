import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { takeEvery } from 'redux-saga/effects';
import {
  WalletModalProvider,
  createWalletModal,
  embeddedWallet,
  type WalletModal,
} from '../../../src';
import type { ConfigInput } from '../../../src/config/ConfigInput';
import { AUTH_WALLET_TRIGGERS } from '../../../src/features/authWallet/authWalletTriggers';
import { connectorSelected } from '../../../src/features/connectors/connectorsSlice';
import { viewPushed } from '../../../src/features/router/routerSlice';
import { consentFeature } from '../../../src/features/consent/consentFeature';
import type { Connector } from '../../../src/features/connectors/types';
import { FEATURES } from '../../../src/features/featureList';
import { createMemoryStorage } from '../../../src/features/persistence/createBrowserStorage';
import { preloadFeature } from '../../../src/store/featureRunner';
import { DEFAULT_CONFIG, healthyApi } from '../../support/apiModal';
import { baseConfig } from '../../support/fixtures';
import { axeInAct } from '../../support/axeInAct';
import { quietAdapter } from '../../../storybook/support/quietAdapter';

/**
 * Issue 26, the Connect view's options: the layout (emailShowWallets, collapseWallets), the
 * consent gate (legalCheckbox) and the branding footer (reownBranding, remote reown_branding).
 */

// Until the feature list carries it (lead), the consent feature is added here.
const features = FEATURES.some((f) => f.name === 'consent')
  ? FEATURES
  : [...FEATURES, consentFeature];
beforeAll(() => preloadFeature(consentFeature.lazy!));

const connector = (id: string, name: string, over: Partial<Connector> = {}): Connector => ({
  id,
  name,
  namespaces: ['eip155'],
  kind: 'injected',
  group: 'injected',
  installed: false,
  ...over,
});

const AUTH = connector('auth', 'Email', { kind: 'auth', group: 'custom', installed: true });
const WALLETS = [
  connector('walletConnect', 'WalletConnect', { kind: 'pairing', group: 'walletConnect' }),
  connector('io.metamask', 'MetaMask', { installed: true }),
  connector('com.coinbase.wallet', 'Coinbase Wallet', { group: 'external' }),
];
/** The rows as a user reads them, in the connector order, with their tags; All Wallets last. */
const ROWS = ['WalletConnect', 'Coinbase WalletRecent', 'MetaMaskInstalled', 'All Wallets'];

const SECURE_SITE = 'http://127.0.0.1:9/frame.html';
const LEGAL = {
  features: { legalCheckbox: true },
  termsConditionsUrl: 'https://host.example/terms',
  privacyPolicyUrl: 'https://host.example/privacy',
};
/** What any connect method dispatches when used: none of these may pass the consent gate. */
const CONNECT_ACTIONS = new Set<string>([
  connectorSelected.type,
  viewPushed.type,
  AUTH_WALLET_TRIGGERS.emailFieldFocused,
  AUTH_WALLET_TRIGGERS.emailSubmitted,
  AUTH_WALLET_TRIGGERS.socialButtonsApproached,
  AUTH_WALLET_TRIGGERS.socialLoginRequested,
  AUTH_WALLET_TRIGGERS.farcasterLoginRequested,
]);

interface Setup {
  config?: Partial<ConfigInput>;
  auth?: boolean;
  api?: ReturnType<typeof healthyApi>;
}

function setup({ config = {}, auth = false, api }: Setup = {}) {
  const dispatched: string[] = [];
  function* record() {
    yield takeEvery('*', (action: { type: string }) => {
      if (CONNECT_ACTIONS.has(action.type)) dispatched.push(action.type);
    });
  }
  const modal: WalletModal = createWalletModal(
    {
      ...baseConfig,
      ...(auth
        ? {
            adapters: [quietAdapter('eip155')],
            sources: [embeddedWallet({ secureSiteUrl: SECURE_SITE })],
          }
        : {}),
      ...(api ? { apiUrl: 'http://127.0.0.1:9' } : {}),
      ...config,
    },
    {
      features,
      extraSagas: [record],
      storage: createMemoryStorage(),
      ...(api ? { api: { fetch: api.fetch } } : {}),
      preloadedState: {
        connectors: {
          list: auth ? [AUTH, ...WALLETS] : WALLETS,
          recent: [{ id: 'com.coinbase.wallet', namespaces: ['eip155'] }],
        },
      },
    },
  );
  render(<WalletModalProvider modal={modal}>{null}</WalletModalProvider>);
  act(() => modal.open());
  return { modal, dispatched };
}

const dialog = () => screen.findByRole('dialog', { name: 'Connect Wallet' });
const rows = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((b) => b.textContent);

afterEach(() => jest.restoreAllMocks());

describe('Connect layout', () => {
  it('parameters: emailShowWallets off: the email field, then "Continue with a wallet", which reveals the list in place', async () => {
    setup({ auth: true, config: { features: { emailShowWallets: false, socials: false } } });
    const view = await dialog();
    await within(view).findByRole('textbox', { name: 'Email' });
    expect(within(view).queryByRole('heading', { name: 'Wallets' })).toBeNull();
    const reveal = within(view).getByRole('button', { name: 'Continue with a wallet' });
    fireEvent.click(reveal);
    const list = within(view).getByRole('list');
    expect(rows(list)).toEqual(ROWS);
    within(view).getByRole('heading', { name: 'Wallets' });
    // Focus moves to the first revealed wallet, where the button was.
    expect(document.activeElement).toBe(within(list).getAllByRole('button')[0]);
    expect(within(view).queryByRole('button', { name: 'Continue with a wallet' })).toBeNull();
    expect(await axeInAct(document.body)).toHaveNoViolations();
  });

  it('default: with email the wallets show under it, no "Continue with a wallet"', async () => {
    setup({ auth: true, config: { features: { socials: false } } });
    const view = await dialog();
    const field = await within(view).findByRole('textbox', { name: 'Email' });
    const heading = within(view).getByRole('heading', { name: 'Wallets' });
    expect(field.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(view).queryByRole('button', { name: 'Continue with a wallet' })).toBeNull();
  });

  it('parameters: collapseWallets without email: only the button, then the same list', async () => {
    const { dispatched } = setup({ config: { features: { collapseWallets: true } } });
    const view = await dialog();
    expect(within(view).queryByRole('list')).toBeNull();
    fireEvent.click(within(view).getByRole('button', { name: 'Continue with a wallet' }));
    const list = within(view).getByRole('list');
    expect(rows(list)).toEqual(ROWS);
    fireEvent.click(within(list).getByRole('button', { name: 'MetaMask Installed' }));
    expect(dispatched).toEqual([connectorSelected.type]);
  });
});

describe('consent (legalCheckbox)', () => {
  it('behavior: until checked every method is disabled, says why, and a click dispatches nothing; checking enables them', async () => {
    const { dispatched } = setup({ auth: true, config: LEGAL });
    const view = await dialog();
    const box = within(view).getByRole('checkbox', {
      name: 'I agree to the Terms of Service and the Privacy Policy',
    });
    expect(box).not.toBeChecked();
    const terms = within(view).getByRole('link', { name: 'Terms of Service' });
    const privacy = within(view).getByRole('link', { name: 'Privacy Policy' });
    expect(terms.getAttribute('href')).toBe(LEGAL.termsConditionsUrl);
    expect(privacy.getAttribute('href')).toBe(LEGAL.privacyPolicyUrl);
    for (const link of [terms, privacy]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }

    const reason = 'Agree to the terms above to connect';
    const email = within(view).getByRole('textbox', { name: 'Email' });
    const continueButton = within(view).getByRole('button', { name: 'Continue' });
    const google = within(view).getByRole('button', { name: 'Continue with Google' });
    const x = within(view).getByRole('button', { name: 'Continue with X' });
    const list = within(within(view).getByRole('region', { name: 'Wallets' })).getByRole('list');
    const walletButtons = within(list).getAllByRole('button');
    const methods = [email, continueButton, google, x, ...walletButtons];
    for (const control of methods) expect(control).toBeDisabled();
    expect(rows(list)).toEqual(ROWS);
    // Every control carries the reason itself, and the whole group too.
    for (const control of methods) expect(control).toHaveAccessibleDescription(reason);
    expect(email.closest('fieldset')).toHaveAccessibleDescription(reason);
    expect(walletButtons[0]!.closest('fieldset')).toBe(email.closest('fieldset'));
    expect(await axeInAct(document.body)).toHaveNoViolations();

    for (const control of methods) {
      fireEvent.click(control);
      fireEvent.pointerEnter(control);
      fireEvent.focus(control);
    }
    fireEvent.submit(email.closest('form')!);
    expect(dispatched).toEqual([]);

    fireEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    for (const control of methods) expect(control).toBeEnabled();
    for (const control of methods) expect(control).not.toHaveAccessibleDescription(reason);
    expect(within(view).queryByText(reason)).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: 'MetaMask Installed' }));
    // Past the gate: the connect flow runs on the registered eip155 adapter and shows its view.
    await waitFor(() => expect(dispatched).toEqual([connectorSelected.type, viewPushed.type]));
  });

  it('behavior: the collapsed wallets button waits for the consent too', async () => {
    const { dispatched } = setup({
      config: { ...LEGAL, features: { legalCheckbox: true, collapseWallets: true } },
    });
    const view = await dialog();
    const reveal = within(view).getByRole('button', { name: 'Continue with a wallet' });
    expect(reveal).toBeDisabled();
    expect(reveal).toHaveAccessibleDescription('Agree to the terms above to connect');
    fireEvent.click(reveal);
    expect(within(view).queryByRole('list')).toBeNull();
    fireEvent.click(within(view).getByRole('checkbox'));
    await waitFor(() => expect(reveal).toBeEnabled());
    fireEvent.click(reveal);
    expect(rows(within(view).getByRole('list'))).toEqual(ROWS);
    expect(dispatched).toEqual([]);
  });

  it.each([
    ['termsConditionsUrl', 'I agree to the Terms of Service', 'Terms of Service'],
    ['privacyPolicyUrl', 'I agree to the Privacy Policy', 'Privacy Policy'],
  ])('parameters: only %s: its label and its link alone', async (field, label, link) => {
    setup({ config: { features: { legalCheckbox: true }, [field]: 'https://host.example/doc' } });
    const view = await dialog();
    within(view).getByRole('checkbox', { name: label });
    const links = within(view).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([link]);
    expect(links[0]!.getAttribute('href')).toBe('https://host.example/doc');
  });

  it('behavior: unchecking withdraws it: the methods are disabled again', async () => {
    setup({ config: LEGAL });
    const view = await dialog();
    const box = within(view).getByRole('checkbox');
    fireEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    fireEvent.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    for (const button of within(within(view).getByRole('list')).getAllByRole('button'))
      expect(button).toBeDisabled();
  });
});

describe('branding footer', () => {
  it('default: "UX by Portico" under the Connect view', async () => {
    setup();
    const view = await dialog();
    expect(within(view).getByText('UX by Portico')).toBeVisible();
  });

  it('parameters: the host turns it off', async () => {
    setup({ config: { features: { reownBranding: false } } });
    const view = await dialog();
    await within(view).findByRole('heading', { name: 'Wallets' });
    expect(within(view).queryByText('UX by Portico')).toBeNull();
  });

  it('behavior: the project remote reown_branding off hides it, over the host default', async () => {
    const config = {
      features: DEFAULT_CONFIG.features.map((f) =>
        f.id === 'reown_branding' ? { ...f, isEnabled: false } : f,
      ),
    };
    const api = healthyApi({ config: () => ({ status: 200, body: config }) });
    setup({ api });
    const view = await dialog();
    await waitFor(() => expect(api.count('config')).toBe(1));
    await waitFor(() => expect(within(view).queryByText('UX by Portico')).toBeNull());
  });
});
