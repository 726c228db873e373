/**
 * Renders every story of every stories file in jsdom through `composeStories` (with the real
 * preview: toolbars, decorators, stylesheet import), checks what a user would see, and runs axe.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { format } from 'node:util';
import type { ComponentType } from 'react';
import preview from '../../storybook/preview';
import * as AccountViewStories from '../../storybook/stories/AccountView.stories';
import * as AlertBarStories from '../../storybook/stories/AlertBar.stories';
import * as ConnectingExternalViewStories from '../../storybook/stories/ConnectingExternalView.stories';
import * as ConnectingWalletConnectViewStories from '../../storybook/stories/ConnectingWalletConnectView.stories';
import * as ConnectingWalletConnectBasicViewStories from '../../storybook/stories/ConnectingWalletConnectBasicView.stories';
import * as AllWalletsViewStories from '../../storybook/stories/AllWalletsView.stories';
import { STORY_PAIRING_URI } from '../../storybook/support/pairingState';
import * as NetworksViewStories from '../../storybook/stories/NetworksView.stories';
import * as SwitchActiveChainViewStories from '../../storybook/stories/SwitchActiveChainView.stories';
import * as SIWXSignMessageViewStories from '../../storybook/stories/SIWXSignMessageView.stories';
import * as SwitchNetworkViewStories from '../../storybook/stories/SwitchNetworkView.stories';
import * as UnsupportedChainViewStories from '../../storybook/stories/UnsupportedChainView.stories';
import * as ConnectViewStories from '../../storybook/stories/ConnectView.stories';
import * as EmailLoginViewStories from '../../storybook/stories/EmailLoginView.stories';
import * as UpdateEmailWalletViewStories from '../../storybook/stories/UpdateEmailWalletView.stories';
import * as ApproveTransactionViewStories from '../../storybook/stories/ApproveTransactionView.stories';
import * as IconButtonStories from '../../storybook/stories/IconButton.stories';
import * as ListButtonStories from '../../storybook/stories/ListButton.stories';
import * as SpinnerStories from '../../storybook/stories/Spinner.stories';
import * as ToastStories from '../../storybook/stories/Toast.stories';
import * as TransactionsViewStories from '../../storybook/stories/TransactionsView.stories';
import * as ReceiveViewStories from '../../storybook/stories/ReceiveView.stories';
import * as SendViewStories from '../../storybook/stories/SendView.stories';
import * as SendPreviewViewStories from '../../storybook/stories/SendPreviewView.stories';
import * as SwapViewStories from '../../storybook/stories/SwapView.stories';
import * as OnrampProvidersViewStories from '../../storybook/stories/OnrampProvidersView.stories';
import * as OnrampBuyViewStories from '../../storybook/stories/OnrampBuyView.stories';
import * as OnrampSelectViewStories from '../../storybook/stories/OnrampSelectView.stories';
import * as OnrampInProgressViewStories from '../../storybook/stories/OnrampInProgressView.stories';
import * as ProfileWalletsViewStories from '../../storybook/stories/ProfileWalletsView.stories';
import * as WalletModalStories from '../../storybook/stories/WalletModal.stories';
import * as ConnectingSocialViewStories from '../../storybook/stories/ConnectingSocialView.stories';
import * as ConnectingFarcasterViewStories from '../../storybook/stories/ConnectingFarcasterView.stories';
import * as RegisterAccountNameViewStories from '../../storybook/stories/RegisterAccountNameView.stories';
import * as RegisterAccountNameSuccessViewStories from '../../storybook/stories/RegisterAccountNameSuccessView.stories';
import * as LocalesStories from '../../storybook/stories/Locales.stories';
import * as ConnectOptionsStories from '../../storybook/stories/ConnectOptions.stories';
import { connectOptionsChecks } from './connectOptionsStoryChecks';
import * as SmartSessionsViewStories from '../../storybook/stories/SmartSessionsView.stories';
import { smartSessionsChecks } from './smartSessionsStoryChecks';
import * as SafeAppStories from '../../storybook/stories/SafeApp.stories';
import { safeAppChecks } from './safeAppStoryChecks';
import { registerAccountNameChecks, registerAccountNameSuccessChecks } from './namesStoryChecks';
import { localeChecks } from './localeStoryChecks';
import { storyArgsAsWritten } from './storyArgsAsWritten';
import { axeInAct } from '../support/axeInAct';
import arOwn from '../../src/i18n/locales/ar';
import { withEnglish } from '../support/withEnglish';

const ar = withEnglish(arOwn);

setProjectAnnotations(preview);

/**
 * A story that logs an error or a warning fails. The one exception is Redux Toolkit's
 * development checks saying they were slow (`ImmutableStateInvariantMiddleware took 39ms, …`):
 * that depends on the machine's load, not on the story, and made the run flaky.
 */
let logged: string[] = [];

const SLOW_DEV_CHECK = /^\w+Middleware took \d+ms, which is more than the warning threshold/;

beforeEach(() => {
  logged = [];
  for (const level of ['error', 'warn'] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const message = format(...args);
      if (level === 'warn' && SLOW_DEV_CHECK.test(message)) return;
      logged.push(`console.${level}: ${message}`);
    });
  }
});

afterEach(() => {
  jest.restoreAllMocks();
  expect(logged).toEqual([]);
});

type ComposedStory = ComponentType & { args: Record<string, unknown> };
type Check = (story: ComposedStory) => Promise<void>;
type StoriesModule = Parameters<typeof composeStories>[0];

interface Suite {
  file: string;
  stories: Record<string, ComposedStory>;
  checks: Record<string, Check>;
}

/** Pairs a stories file with one check per story; a story without a check fails to compile. */
function suite<M extends StoriesModule>(
  file: string,
  module: M,
  checks: NoInfer<Record<keyof ReturnType<typeof composeStories<M>>, Check>>,
): Suite {
  return {
    file,
    stories: composeStories(module) as unknown as Record<string, ComposedStory>,
    checks,
  };
}

// Shared checks.

async function findDialog(title = 'Connect Wallet') {
  return screen.findByRole('dialog', { name: title });
}

/** Waits for the dialog to close (a saga reacted to the click). */
async function expectClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

function rootOf(element: HTMLElement): HTMLElement {
  const root = element.closest<HTMLElement>('.portico-root');
  if (!root) throw new Error('no .portico-root around the element');
  return root;
}

/** The wallet rows' text, in display order (name followed by its tags). */
async function walletRows(scope: HTMLElement) {
  // The wallets' list (the social buttons have a list of their own).
  const lists = await within(scope).findAllByRole('list');
  const list = lists.find((l) => !l.closest('.portico-social')) ?? lists[0]!;
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

const CONNECTORS = [
  'WalletConnect',
  'Coinbase WalletRecent',
  'MetaMaskInstalled',
  'PhantomInstalled',
];
/** The Connect view's rows: the connectors, then "All Wallets" (a pairing connector is there). */
const CONNECT_ROWS = [...CONNECTORS, 'All Wallets'];

async function expectToast(text: string, role: 'status' | 'alert', variant: string) {
  const dialog = await findDialog();
  const toast = (await within(dialog).findByText(text)).closest<HTMLElement>('.portico-toast');
  expect(toast).not.toBeNull();
  expect(toast!.getAttribute('role')).toBe(role);
  expect(toast!.dataset.variant).toBe(variant);
  expect(toast!.dataset.state).toBe('open');
}

/** Opens Account's tab `name` and returns the dialog. */
async function openTab(name: string) {
  const dialog = await findDialog('Account');
  fireEvent.click(await within(dialog).findByRole('tab', { name }));
  expect(within(dialog).getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
  return dialog;
}

/** The activity's month headings, in order. */
async function monthHeadings(scope: HTMLElement) {
  await within(scope).findAllByRole('heading', { level: 3 });
  return within(scope)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

/** The email field of Connect, with its value. */
async function emailField(dialog: HTMLElement, value: string) {
  const field = await within(dialog).findByRole<HTMLInputElement>('textbox', { name: 'Email' });
  expect(field.value).toBe(value);
  expect(field.getAttribute('placeholder')).toBe('you@example.com');
  within(dialog).getByRole('button', { name: 'Continue' });
  return field;
}

/** No story makes the secure frame: its URL is unreachable. */
function expectNoFrame() {
  expect(document.querySelector('iframe')).toBeNull();
}

/** A countdown's text, and the whole seconds it says are left (taken a moment after mount). */
function expectSecondsLeft(text: string | null, pattern: RegExp, from: number) {
  const match = pattern.exec(text ?? '');
  expect(match).not.toBeNull();
  const seconds = Number(match![1]);
  expect(seconds).toBeLessThanOrEqual(from);
  expect(seconds).toBeGreaterThanOrEqual(from - 2);
}

const COOLDOWN = /^Please try again after (\d+) seconds$/;
const RESEND_IN = /^Resend code in (\d+) seconds?$/;
const EMAIL_LOGIN = 'Continue with email';
const CHANGE_EMAIL = 'Change email';

/** EmailLogin's Code field, and its alert (null without one). */
async function codeField(title = EMAIL_LOGIN) {
  const dialog = await findDialog(title);
  const code = await within(dialog).findByRole<HTMLInputElement>('textbox', { name: 'Code' });
  expect(code.getAttribute('autocomplete')).toBe('one-time-code');
  expect(code.getAttribute('inputmode')).toBe('numeric');
  return { dialog, code, alert: within(dialog).queryByRole('alert') };
}

/**
 * EmailLogin's failure panel: its alert's text, and Try again back to Connect's email field
 * (holding the login's email).
 */
async function expectLoginFailed(text: string | null, email = 'ada@example.com') {
  const dialog = await findDialog(EMAIL_LOGIN);
  await within(dialog).findByText('The email login did not go through', {
    selector: '.portico-status-title',
  });
  expect(within(dialog).queryByRole('alert')?.textContent ?? null).toBe(text);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
  await emailField(await findDialog(), email);
  expectNoFrame();
}

const suites: Suite[] = [
  suite('RegisterAccountNameView', RegisterAccountNameViewStories, registerAccountNameChecks),
  suite('Locales', LocalesStories, localeChecks),
  suite('ConnectOptions', ConnectOptionsStories, connectOptionsChecks),
  suite('SmartSessionsView', SmartSessionsViewStories, smartSessionsChecks),
  suite('SafeApp', SafeAppStories, safeAppChecks),
  suite(
    'RegisterAccountNameSuccessView',
    RegisterAccountNameSuccessViewStories,
    registerAccountNameSuccessChecks,
  ),
  suite('WalletModal', WalletModalStories, {
    Closed: async () => {
      const button = await screen.findByRole('button', { name: 'Connect Wallet' });
      expect(screen.queryByRole('dialog')).toBeNull();
      // The real provider and sagas: a click opens the lazily loaded dialog.
      fireEvent.click(button);
      await within(await findDialog()).findByText('No wallets detected');
    },
    OpenEmpty: async () => {
      const dialog = await findDialog();
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      await within(dialog).findByText('No wallets detected');
      expect(rootOf(dialog).dataset.themeMode).toBe('system');
      expect(rootOf(dialog).getAttribute('dir')).toBe('ltr');
    },
    OpenWithConnectors: async () => {
      expect(await walletRows(await findDialog())).toEqual(CONNECT_ROWS);
    },
    Loading: async () => {
      const dialog = await findDialog();
      expect(within(dialog).getByText('Loading…').closest('[role="status"]')).not.toBeNull();
      expect(dialog.querySelector('.portico-body')?.getAttribute('aria-busy')).toBe('true');
      expect(within(dialog).queryByRole('list')).toBeNull();
    },
    Shaking: async () => {
      const dialog = await findDialog();
      expect(dialog.hasAttribute('data-shaking')).toBe(true);
      await within(dialog).findByRole('list');
    },
    ToastInfo: () => expectToast('Notice', 'status', 'info'),
    ToastSuccess: () => expectToast('Success', 'status', 'success'),
    ToastLoading: () => expectToast('In progress', 'status', 'loading'),
    ToastError: () => expectToast('Error', 'alert', 'error'),
    ToastSent: async () => {
      await expectToast('Sent 1.5 ETH (0x6617f638…5311c9)', 'status', 'success');
      const link = within(await findDialog()).getByRole('link', { name: 'View on explorer' });
      expect(link.getAttribute('href')).toBe('https://explorer.example/tx/0x6617');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    },
    Alert: async () => {
      const alert = await within(await findDialog()).findByRole('alert');
      expect(alert.textContent).toContain('Origin Not Allowed');
      fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByRole('alert')).toBeNull();
    },
    Embedded: async () => {
      const region = await screen.findByRole('region', { name: 'Connect Wallet' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(rootOf(region).hasAttribute('data-embedded')).toBe(true);
      expect(await walletRows(region)).toEqual(CONNECT_ROWS);
    },
    DarkTheme: async () => {
      expect(rootOf(await findDialog()).dataset.themeMode).toBe('dark');
    },
    RightToLeft: async () => {
      const root = rootOf(await findDialog(ar['view.Connect.title']));
      expect(root.getAttribute('dir')).toBe('rtl');
      expect(root.getAttribute('lang')).toBe('ar');
      await within(root).findByText(ar['connect.walletsHeading']);
    },
    CustomThemeVariables: async () => {
      const root = rootOf(await findDialog());
      expect(root.style.getPropertyValue('--portico-accent')).toBe('#0ca678');
      expect(root.style.getPropertyValue('--portico-radius')).toBe('4px');
      expect(root.style.getPropertyValue('--portico-font-family')).toBe('Georgia, serif');
    },
  }),
  suite('ConnectView', ConnectViewStories, {
    Empty: async () => {
      const dialog = await findDialog();
      await within(dialog).findByText('No wallets detected');
      within(dialog).getByRole('heading', { name: 'Wallets' });
    },
    WithConnectors: async () => {
      const dialog = await findDialog();
      expect(await walletRows(dialog)).toEqual(CONNECT_ROWS);
      fireEvent.click(within(dialog).getByRole('button', { name: 'All Wallets' }));
      const allWallets = await findDialog('All Wallets');
      await within(allWallets).findByRole('list', { name: 'Wallets' });
    },
    WithoutAllWallets: async () => {
      expect(await walletRows(await findDialog())).toEqual(CONNECTORS);
    },
    FilteredByNamespace: async () => {
      expect(await walletRows(await findDialog())).toEqual(['PhantomInstalled']);
    },
    BitcoinWallets: async () => {
      expect(await walletRows(await findDialog())).toEqual(['Portico Bitcoin WalletInstalled']);
    },
    PolkadotWallets: async () => {
      expect(await walletRows(await findDialog())).toEqual(['Portico Polkadot WalletInstalled']);
    },
    CosmosWallets: async () => {
      expect(await walletRows(await findDialog())).toEqual(['Portico Cosmos WalletInstalled']);
    },
    WithEmail: async () => {
      const dialog = await findDialog();
      const field = await emailField(dialog, '');
      expect(field.getAttribute('aria-invalid')).toBe('false');
      expect(field.getAttribute('type')).toBe('email');
      expect(within(dialog).queryByRole('alert')).toBeNull();
      // The auth connector is the email field's, not a wallet row.
      expect(await walletRows(dialog)).toEqual(CONNECT_ROWS);
      // connectMethodsOrder: email before the wallets.
      const wallets = within(dialog).getByRole('heading', { name: 'Wallets' });
      expect(
        field.compareDocumentPosition(wallets) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      // The default socials, laid out as the anchor does: the first as a wide button,
      // the next three as icons named for assistive technology, the rest behind "More".
      const visible = () =>
        within(dialog)
          .getAllByRole('button', { name: /^Continue with / })
          .map(
            (b) =>
              `${b.classList.contains('portico-social-icon') ? 'icon' : 'wide'} ${b.getAttribute('aria-label') ?? b.textContent}`,
          );
      expect(visible()).toEqual([
        'wide Continue with Google',
        'icon Continue with X',
        'icon Continue with Farcaster',
        'icon Continue with Discord',
      ]);
      // Each icon shows its provider's mark; the name is the button's, not the picture's.
      const x = within(dialog).getByRole('button', { name: 'Continue with X' });
      expect(x.querySelector('svg')?.getAttribute('data-icon')).toBe('x');
      expect(x.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
      const more = within(dialog).getByRole('button', { name: 'More options' });
      expect(more.getAttribute('aria-expanded')).toBe('false');
      expect(document.getElementById(more.getAttribute('aria-controls') ?? '')?.hidden).toBe(true);
      fireEvent.click(more);
      expect(visible()).toEqual([
        'wide Continue with Google',
        'icon Continue with X',
        'icon Continue with Farcaster',
        'icon Continue with Discord',
        'wide Continue with Apple',
        'wide Continue with GitHub',
        'wide Continue with Facebook',
      ]);
      expect(
        within(dialog).getByRole('button', { name: 'Fewer options' }).getAttribute('aria-expanded'),
      ).toBe('true');
      expectNoFrame();
    },
    WithTwoSocials: async () => {
      const dialog = await findDialog();
      await emailField(dialog, '');
      const github = within(dialog).getByRole('button', { name: 'Continue with GitHub' });
      expect(github.classList.contains('portico-social-wide')).toBe(true);
      const discord = within(dialog).getByRole('button', { name: 'Continue with Discord' });
      expect(discord.classList.contains('portico-social-icon')).toBe(true);
      expect(discord.textContent).toBe('');
      expect(within(dialog).queryByRole('button', { name: 'More options' })).toBeNull();
    },
    WithEmailInvalid: async () => {
      const dialog = await findDialog();
      const field = await emailField(dialog, 'not-an-email');
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const alert = within(dialog).getByRole('alert');
      expect(alert.textContent).toBe('Enter a valid email address');
      expect(field.getAttribute('aria-describedby')).toBe(alert.id);
      expectNoFrame();
    },
    WithEmailCooldown: async () => {
      const dialog = await findDialog();
      const field = await emailField(dialog, 'ada@example.com');
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expectSecondsLeft(within(dialog).getByRole('alert').textContent, COOLDOWN, 25);
      expectNoFrame();
    },
    EmailOriginNotAllowed: async () => {
      const dialog = await findDialog();
      expect(await walletRows(dialog)).toEqual(CONNECT_ROWS);
      expect(within(dialog).getByRole('alert').textContent).toContain('Origin Not Allowed');
      expect(within(dialog).queryByRole('textbox', { name: 'Email' })).toBeNull();
      expect(within(dialog).queryByRole('button', { name: 'Continue' })).toBeNull();
    },
  }),
  suite('EmailLoginView', EmailLoginViewStories, {
    Sending: async () => {
      const dialog = await findDialog(EMAIL_LOGIN);
      await within(dialog).findByText('Sending a code to ada@example.com…');
      expect(dialog.querySelector('.portico-status-panel')?.hasAttribute('data-busy')).toBe(true);
      within(dialog).getByRole('button', { name: 'Back' });
      expect(within(dialog).queryByRole('alert')).toBeNull();
    },
    VerifyDevice: async () => {
      const dialog = await findDialog(EMAIL_LOGIN);
      await within(dialog).findByText(
        'Approve this device from the mail we sent to ada@example.com.',
      );
      within(dialog).getByText(
        'Open the link in that mail; this page goes on by itself once the device is approved.',
      );
      expect(dialog.querySelector('.portico-status-panel')?.hasAttribute('data-busy')).toBe(true);
    },
    VerifyOtp: async () => {
      const { dialog, code, alert } = await codeField();
      within(dialog).getByText('Enter the 6-digit code we sent to ada@example.com.');
      expect(code.value).toBe('');
      expect(code).toBeEnabled();
      expect(code.getAttribute('aria-invalid')).toBe('false');
      expect(alert).toBeNull();
      const resend = within(dialog).getByRole('button', { name: RESEND_IN });
      expectSecondsLeft(resend.textContent, RESEND_IN, 30);
      expect(resend).toBeDisabled();
    },
    VerifyOtpResendReady: async () => {
      const { dialog } = await codeField();
      expect(within(dialog).getByRole('button', { name: 'Resend code' })).toBeEnabled();
    },
    WrongCode: async () => {
      const { code, alert } = await codeField();
      expect(alert?.textContent).toBe('That code is not right. Check the mail and try again.');
      expect(code.getAttribute('aria-invalid')).toBe('true');
      expect(code.getAttribute('aria-describedby')).toBe(alert?.id);
    },
    ExpiredCode: async () => {
      const { dialog, alert } = await codeField();
      expect(alert?.textContent).toBe('This code has expired. Ask for a new one.');
      expect(within(dialog).getByRole('button', { name: 'Resend code' })).toBeEnabled();
    },
    Cooldown: async () => {
      const { code, alert } = await codeField();
      expectSecondsLeft(alert?.textContent ?? null, COOLDOWN, 20);
      expect(code.getAttribute('aria-invalid')).toBe('true');
    },
    CheckingOtp: async () => {
      const { dialog, code } = await codeField();
      expect(code).toBeDisabled();
      expect(within(dialog).getByText('Checking the code…').getAttribute('role')).toBe('status');
      expect(within(dialog).getByRole('button', { name: RESEND_IN })).toBeDisabled();
    },
    Connecting: async () => {
      const dialog = await findDialog(EMAIL_LOGIN);
      await within(dialog).findByText('Connecting your wallet…');
      expect(dialog.querySelector('.portico-status-panel')?.hasAttribute('data-busy')).toBe(true);
    },
    Connected: async () => {
      const dialog = await findDialog(EMAIL_LOGIN);
      await within(dialog).findByText('Connected');
      expect(dialog.querySelector('.portico-status-panel')?.hasAttribute('data-busy')).toBe(false);
      expect(within(dialog).queryByRole('alert')).toBeNull();
    },
    FrameFailed: () => expectLoginFailed('The email wallet could not be reached.'),
    ConnectFailed: () => expectLoginFailed('The wallet could not be connected.'),
    Idle: () => expectLoginFailed(null, ''),
  }),
  suite('UpdateEmailWalletView', UpdateEmailWalletViewStories, {
    EnterEmail: async () => {
      const dialog = await findDialog(CHANGE_EMAIL);
      await within(dialog).findByText('Current email: ada@example.com');
      const field = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'New email' });
      expect(field.value).toBe('');
      expect(field.getAttribute('aria-invalid')).toBe('false');
      within(dialog).getByRole('button', { name: 'Continue' });
      within(dialog).getByRole('button', { name: 'Back' });
    },
    SameEmail: async () => {
      const dialog = await findDialog(CHANGE_EMAIL);
      const field = await within(dialog).findByRole<HTMLInputElement>('textbox', {
        name: 'New email',
      });
      expect(field.value).toBe('ada@example.com');
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(within(dialog).getByRole('alert').textContent).toBe('This is already your email');
    },
    InvalidEmail: async () => {
      const dialog = await findDialog(CHANGE_EMAIL);
      const field = await within(dialog).findByRole<HTMLInputElement>('textbox', {
        name: 'New email',
      });
      expect(field.value).toBe('ada.lovelace@');
      expect(within(dialog).getByRole('alert').textContent).toBe('Enter a valid email address');
    },
    Sending: async () => {
      const dialog = await findDialog(CHANGE_EMAIL);
      await within(dialog).findByText('Sending a code…');
      expect(dialog.querySelector('.portico-status-panel')?.hasAttribute('data-busy')).toBe(true);
    },
    PrimaryCode: async () => {
      const { code, alert } = await codeField(CHANGE_EMAIL);
      expect(code).toHaveAccessibleDescription('Enter the code we sent to your current email.');
      expect(alert).toBeNull();
    },
    PrimaryWrongCode: async () => {
      const { code, alert } = await codeField(CHANGE_EMAIL);
      expect(alert?.textContent).toBe('That code is not right. Check the mail and try again.');
      expect(code.getAttribute('aria-invalid')).toBe('true');
      expect(code).toHaveAccessibleDescription(
        'That code is not right. Check the mail and try again. Enter the code we sent to your current email.',
      );
    },
    SecondaryCode: async () => {
      const { code } = await codeField(CHANGE_EMAIL);
      expect(code).toHaveAccessibleDescription(
        'Enter the code we sent to ada.lovelace@example.org.',
      );
    },
    CheckingCode: async () => {
      const dialog = await findDialog(CHANGE_EMAIL);
      await within(dialog).findByText('Checking the code…');
      expect(within(dialog).queryByRole('textbox')).toBeNull();
    },
    Done: async () => {
      await within(await findDialog(CHANGE_EMAIL)).findByText(
        'Your email is now ada.lovelace@example.org',
      );
    },
  }),
  suite('ApproveTransactionView', ApproveTransactionViewStories, {
    Waiting: async () => {
      const dialog = await findDialog('Approve request');
      const status = await within(dialog).findByText('Waiting for the secure wallet…');
      expect(status.getAttribute('role')).toBe('status');
      expect(dialog.querySelector('.portico-approve-slot')).not.toBeNull();
      expectNoFrame();
    },
    Pending: async () => {
      const dialog = await findDialog('Approve request');
      const hint = await within(dialog).findByText(
        'Review the request in the secure wallet below, and approve or reject it there.',
      );
      expect(hint.getAttribute('role')).toBe('status');
      // The secure frame would be placed over the slot; Storybook has none.
      expect(dialog.querySelector('.portico-approve-slot')).not.toBeNull();
      expectNoFrame();
    },
  }),
  suite('ConnectingFarcasterView', ConnectingFarcasterViewStories, {
    LoadingUri: async () => {
      const dialog = await findDialog('Farcaster');
      expect(await within(dialog).findAllByText('Making the sign-in link…')).not.toHaveLength(0);
      expect(
        within(dialog).queryByRole('img', { name: 'QR code to sign in with Farcaster' }),
      ).toBeNull();
    },
    Waiting: async () => {
      const dialog = await findDialog('Farcaster');
      await within(dialog).findByRole('img', { name: 'QR code to sign in with Farcaster' });
      within(dialog).getByText('Scan with the Farcaster app on your phone, or copy the link.');
      within(dialog).getByRole('button', { name: 'Copy link' });
    },
    Connecting: async () => {
      await within(await findDialog('Farcaster')).findByText('Connecting your wallet…');
    },
    Connected: async () => {
      await within(await findDialog('Farcaster')).findByText('Connected');
    },
    Failed: async () => {
      const dialog = await findDialog('Farcaster');
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'Failed to connect to farcaster',
      );
      within(dialog).getByRole('button', { name: 'Try again' });
    },
  }),
  suite('ConnectingSocialView', ConnectingSocialViewStories, {
    Started: async () => {
      const dialog = await findDialog('Sign in');
      await within(dialog).findByText('Continue in the Google window');
      within(dialog).getByRole('button', { name: 'Cancel' });
    },
    PopupOpened: async () => {
      const dialog = await findDialog('Sign in');
      await within(dialog).findByText('Continue in the GitHub window');
      within(dialog).getByText('Sign in there; this page goes on by itself.');
    },
    ResultReceived: async () => {
      await within(await findDialog('Sign in')).findByText('Connecting your wallet…');
    },
    Connecting: async () => {
      await within(await findDialog('Sign in')).findByText('Connecting your wallet…');
    },
    Connected: async () => {
      await within(await findDialog('Sign in')).findByText('Connected');
    },
    PopupClosed: async () => {
      const dialog = await findDialog('Sign in');
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Popup closed');
      within(dialog).getByRole('button', { name: 'Try again' });
    },
    PopupBlocked: async () => {
      const dialog = await findDialog('Sign in');
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'The sign-in window was blocked. Allow pop-ups for this site and try again.',
      );
    },
    InitFailed: async () => {
      const dialog = await findDialog('Sign in');
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'Failed to initiate social connection',
      );
    },
    ProviderDenied: async () => {
      const dialog = await findDialog('Sign in');
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'The provider said: The user denied the request',
      );
    },
  }),
  suite('ConnectingExternalView', ConnectingExternalViewStories, {
    Pending: async () => {
      const dialog = await findDialog();
      await within(dialog).findByText('Continue in MetaMask');
      expect(dialog.querySelector('.portico-status-panel')?.hasAttribute('data-busy')).toBe(true);
      expect(dialog.querySelector('.portico-status-icon img')).not.toBeNull();
      within(dialog).getByRole('button', { name: 'Cancel' });
      expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(within(dialog).queryByRole('alert')).toBeNull();
    },
    PendingWithoutIcon: async () => {
      const dialog = await findDialog();
      await within(dialog).findByText('Continue in Portico Dev Wallet');
      expect(dialog.querySelector('.portico-status-icon img')).toBeNull();
    },
    Rejected: async () => {
      const dialog = await findDialog();
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Connection rejected');
      within(dialog).getByRole('button', { name: 'Try again' });
      within(dialog).getByRole('button', { name: 'Cancel' });
      expect(dialog.querySelector('.portico-status-panel')?.hasAttribute('data-busy')).toBe(false);
    },
    Failed: async () => {
      const dialog = await findDialog();
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'The wallet is disconnected',
      );
    },
    BitcoinPending: async () => {
      const dialog = await findDialog();
      await within(dialog).findByText('Continue in Portico Bitcoin Wallet');
      within(dialog).getByRole('button', { name: 'Cancel' });
    },
  }),
  suite('ConnectingWalletConnectView', ConnectingWalletConnectViewStories, {
    Creating: async () => {
      const dialog = await findDialog('WalletConnect');
      await within(dialog).findByText('Creating a pairing…');
      expect(within(dialog).queryByRole('img')).toBeNull();
      expect(within(dialog).queryByRole('button', { name: 'Copy link' })).toBeNull();
      within(dialog).getByRole('button', { name: 'Cancel' });
    },
    Ready: async () => {
      const dialog = await findDialog('WalletConnect');
      const qr = await within(dialog).findByRole('img', {
        name: 'QR code to connect a mobile wallet',
      });
      expect(qr.dataset.uri).toBe(STORY_PAIRING_URI);
      expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
      expect(qr.hasAttribute('style')).toBe(false);
      // jsdom has no clipboard: the failure is reported, never a false "copied".
      fireEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
      expect((await within(dialog).findByRole('alert')).textContent).toContain(
        'Could not copy the link',
      );
    },
    ReadyWithWallet: async () => {
      const dialog = await findDialog('WalletConnect');
      // Not clicked: jsdom cannot navigate to an app scheme.
      await within(dialog).findByRole('button', { name: 'Open MetaMask' });
      within(dialog).getByRole('button', { name: 'Copy link' });
    },
    Expired: async () => {
      const dialog = await findDialog('WalletConnect');
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'This QR code has expired.',
      );
      expect(within(dialog).queryByRole('img')).toBeNull();
      within(dialog).getByRole('button', { name: 'Try again' });
    },
    Rejected: async () => {
      const dialog = await findDialog('WalletConnect');
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Connection rejected');
      within(dialog).getByRole('button', { name: 'Try again' });
      within(dialog).getByRole('button', { name: 'Cancel' });
    },
    RelayUnreachable: async () => {
      const dialog = await findDialog('WalletConnect');
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'Could not reach the WalletConnect relay',
      );
    },
  }),
  suite('ConnectingWalletConnectBasicView', ConnectingWalletConnectBasicViewStories, {
    Creating: async () => {
      const dialog = await findDialog('WalletConnect');
      await within(dialog).findByText('Creating a pairing…');
      expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    },
    Ready: async () => {
      const dialog = await findDialog('WalletConnect');
      const qr = await within(dialog).findByRole('img', {
        name: 'QR code to connect a mobile wallet',
      });
      expect(qr.dataset.uri).toBe(STORY_PAIRING_URI);
      within(dialog).getByRole('button', { name: 'Copy link' });
    },
    Failed: async () => {
      const dialog = await findDialog('WalletConnect');
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Connection rejected');
      within(dialog).getByRole('button', { name: 'Try again' });
    },
  }),
  suite('AllWalletsView', AllWalletsViewStories, {
    Default: async () => {
      const dialog = await findDialog('All Wallets');
      const list = await within(dialog).findByRole('list', { name: 'Wallets' });
      const names = () =>
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent);
      expect(names()).toHaveLength(12);
      expect(names().slice(0, 5)).toEqual([
        'MetaMaskFeatured',
        'Trust WalletFeatured',
        'Coinbase WalletFeatured',
        'RainbowRecommended',
        'Uniswap WalletRecommended',
      ]);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
      expect(names()).toHaveLength(16);
      expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
      const search = within(dialog).getByRole('searchbox', { name: 'Search wallets' });
      fireEvent.change(search, { target: { value: 'rain' } });
      expect(names()).toEqual(['RainbowRecommended']);
      fireEvent.change(search, { target: { value: 'nope' } });
      expect(within(dialog).getByRole('status').textContent).toBe('No wallet matches “nope”');
      expect(within(dialog).queryByRole('list')).toBeNull();
    },
    FromProductApi: async () => {
      const dialog = await findDialog('All Wallets');
      const list = await within(dialog).findByRole('list', { name: 'Wallets' });
      const rows = within(list).getAllByRole('listitem');
      expect(rows).toHaveLength(12);
      // Each row shows the API's image (decorative: the name is the label).
      for (const row of rows) {
        expect(row.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      }
      expect(list.getAttribute('aria-busy')).toBe('false');
      within(dialog).getByRole('button', { name: 'Load more' });
    },
    Loading: async () => {
      const dialog = await findDialog('All Wallets');
      expect((await within(dialog).findByRole('status')).textContent).toBe('Loading wallets…');
      expect(within(dialog).queryByRole('list')).toBeNull();
      expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
    },
    Searching: async () => {
      const dialog = await findDialog('All Wallets');
      const list = await within(dialog).findByRole('list', { name: 'Wallets' });
      expect(list.getAttribute('aria-busy')).toBe('true');
      expect(within(dialog).getByRole<HTMLInputElement>('searchbox').value).toBe('rain');
      within(dialog).getByRole('status');
    },
    LoadingMore: async () => {
      const dialog = await findDialog('All Wallets');
      const list = await within(dialog).findByRole('list', { name: 'Wallets' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(12);
      expect(within(dialog).getByRole('status').textContent).toBe('Loading more wallets…');
      expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
    },
    LoadMoreFailed: async () => {
      const dialog = await findDialog('All Wallets');
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'Could not load more wallets',
      );
      within(dialog).getByRole('button', { name: 'Try again' });
      expect(within(within(dialog).getByRole('list')).getAllByRole('listitem')).toHaveLength(12);
    },
    FellBack: async () => {
      const dialog = await findDialog('All Wallets');
      await within(dialog).findByText(
        'The full wallet list is unavailable: showing well-known wallets.',
      );
      within(dialog).getByRole('button', { name: 'Load more' });
    },
    NoMatch: async () => {
      const dialog = await findDialog('All Wallets');
      expect((await within(dialog).findByRole('status')).textContent).toBe(
        'No wallet matches “nope”',
      );
      expect(within(dialog).queryByRole('list')).toBeNull();
    },
    WithoutPairingConnector: async () => {
      const dialog = await findDialog('All Wallets');
      fireEvent.click(await within(dialog).findByRole('button', { name: 'Rainbow Recommended' }));
      await within(dialog).findByText('Wallet not found');
    },
  }),
  suite('AccountView', AccountViewStories, {
    PolkadotAccount: async () => {
      const dialog = await findDialog('Account');
      expect((await within(dialog).findByText(/ ROC$/)).textContent).toBe('Balance 1,000.123 ROC');
      within(dialog).getByText('Esf2Te…Tzvm');
      // One kind of account: no address choice; activity and NFTs are EVM only.
      expect(within(dialog).queryByRole('group', { name: 'Address in use' })).toBeNull();
      expect(within(dialog).queryByRole('tab', { name: 'Activity' })).toBeNull();
      within(dialog).getByRole('button', { name: 'Network: Polkadot Local' });
    },
    CosmosAccount: async () => {
      const dialog = await findDialog('Account');
      expect((await within(dialog).findByText(/ ATOM$/)).textContent).toBe('Balance 999.997 ATOM');
      within(dialog).getByText('cosmos…00e7');
      within(dialog).getByRole('button', { name: 'Network: Cosmos Local' });
    },
    BitcoinPayment: async () => {
      const dialog = await findDialog('Account');
      expect((await within(dialog).findByText(/ BTC$/)).textContent).toBe('Balance 0.850 BTC');
      expect(within(dialog).getByText('bcrt1q…pnuw').getAttribute('title')).toBe(
        'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
      );
      // Account types: payment in use, ordinals offered; a radio group, by its legend.
      const kinds = within(dialog).getByRole('group', { name: 'Address in use' });
      expect(within(kinds).getByRole('radio', { name: 'Payment' })).toHaveProperty('checked', true);
      expect(within(kinds).getByRole('radio', { name: 'Ordinals' })).toHaveProperty(
        'checked',
        false,
      );
      // Activity and NFTs are EVM only.
      expect(within(dialog).queryByRole('tab', { name: 'Activity' })).toBeNull();
      within(dialog).getByRole('button', { name: 'Network: Bitcoin Local' });
    },
    BitcoinOrdinals: async () => {
      const dialog = await findDialog('Account');
      expect((await within(dialog).findByText(/ BTC$/)).textContent).toBe('Balance 0.000 BTC');
      within(dialog).getByText('bcrt1p…e5zv');
      const kinds = within(dialog).getByRole('group', { name: 'Address in use' });
      expect(within(kinds).getByRole('radio', { name: 'Ordinals' })).toHaveProperty(
        'checked',
        true,
      );
    },
    SolanaAccount: async () => {
      const dialog = await findDialog('Account');
      expect((await within(dialog).findByText(/ SOL$/)).textContent).toBe('Balance 100.000 SOL');
      // Activity and NFTs are EVM only; the Solana account has its tokens.
      expect(
        within(dialog)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Tokens']);
      const tokens = within(dialog).getByRole('list', { name: 'Tokens' });
      expect(
        within(tokens)
          .getAllByRole('listitem')
          .map((row) => row.textContent),
      ).toEqual(['SOL 100.000 $15,000.00', 'PUSD 1,000.000 $1,000.00']);
      within(dialog).getByRole('button', { name: 'Network: Solana Local' });
    },
    Connected: async () => {
      const dialog = await findDialog('Account');
      // Floored, not rounded: 10000.98765 shows as 10,000.987.
      expect((await within(dialog).findByText(/ETH$/)).textContent).toBe('Balance 10,000.987 ETH');
      within(dialog).getByRole('img', { name: 'Account avatar' });
      expect(within(dialog).getByText('0xf39F…2266').getAttribute('title')).toBe(
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      );
      within(dialog).getByRole('button', { name: 'Network: Local chain' });
      within(dialog).getByRole('button', { name: 'Disconnect' });
      // jsdom has no clipboard: the failure is reported, never a false "copied".
      fireEvent.click(within(dialog).getByRole('button', { name: 'Copy address' }));
      expect((await within(dialog).findByRole('alert')).textContent).toContain(
        'Could not copy the address',
      );
    },
    BalanceLoading: async () => {
      await within(await findDialog('Account')).findByText(/Loading balance…/);
    },
    BalanceUnavailable: async () => {
      await within(await findDialog('Account')).findByText(/Balance unavailable/);
    },
    Testnet: async () => {
      const dialog = await findDialog('Account');
      await within(dialog).findByRole('button', { name: 'Disconnect' });
      expect(dialog.querySelector('.portico-balance')).toBeNull();
    },
    UnsupportedNetwork: async () => {
      const dialog = await findDialog('Account');
      await within(dialog).findByRole('button', { name: 'Network: Unsupported network' });
      expect(dialog.querySelector('.portico-balance')).toBeNull();
      expect(dialog.querySelector('.portico-tokens')).toBeNull();
    },
    WithIdentityAndTokens: async () => {
      const dialog = await findDialog('Account');
      expect((await within(dialog).findByText('alice.portico')).textContent).toBe(
        'Name alice.portico',
      );
      const avatar = within(dialog).getByRole('img', { name: 'Account avatar' });
      expect(avatar.tagName).toBe('IMG');
      expect(avatar.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
      // The address is still there, as the secondary line.
      expect(within(dialog).getByText('0xf39F…2266').getAttribute('title')).toBe(
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      );
      const list = within(dialog).getByRole('list', { name: 'Tokens' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'ETH 10,000.000 $30,000,000.00',
        'PUSD 10,000.000 $10,000.00',
        'PTK 1,000.000 $500.00',
      ]);
    },
    NameWithoutAvatar: async () => {
      const dialog = await findDialog('Account');
      await within(dialog).findByText('bob.portico');
      expect(within(dialog).getByRole('img', { name: 'Account avatar' }).tagName).toBe('svg');
    },
    TokensLoading: async () => {
      const dialog = await findDialog('Account');
      await within(dialog).findByText('Loading tokens…');
      expect(dialog.querySelector('.portico-tokens')?.getAttribute('aria-busy')).toBe('true');
    },
    NoTokens: async () => {
      await within(await findDialog('Account')).findByText('No tokens');
    },
    TokensUnavailable: async () => {
      const dialog = await findDialog('Account');
      await within(dialog).findByText('Token Balance Unavailable');
      const retry = within(dialog).getByRole('button', { name: /^Try again in \d+ seconds?$/ });
      expect(retry).toHaveProperty('disabled', true);
    },
    TokensRetryAllowed: async () => {
      const dialog = await findDialog('Account');
      await within(dialog).findByText('Token Balance Unavailable');
      const retry = within(dialog).getByRole('button', { name: 'Try again' });
      expect(retry).toHaveProperty('disabled', false);
      fireEvent.click(retry);
    },
    TokensNetworkUnsupported: async () => {
      const dialog = await findDialog('Account');
      await within(dialog).findByText('Token Balance Unavailable');
      expect(within(dialog).queryByRole('button', { name: /^Try again/ })).toBeNull();
    },
    NftsLoaded: async () => {
      const dialog = await openTab('NFTs');
      const grid = await within(dialog).findByRole('list');
      const names = within(grid)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.portico-nft-name')?.textContent);
      // The spam-flagged claim is hidden.
      expect(names).toEqual(['Portico Pass #1', 'Portico Pass #2', 'Portico Pass #3']);
      const image = within(grid).getByRole('img', { name: 'Portico Pass #1' });
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(within(grid).getAllByText('Portico Pass', { exact: false }).length).toBeGreaterThan(0);
    },
    NftsLoading: async () => {
      const dialog = await openTab('NFTs');
      await within(dialog).findByText('Loading NFTs…');
    },
    NftsEmpty: async () => {
      await within(await openTab('NFTs')).findByText('No NFTs yet');
    },
    NftsFailed: async () => {
      const dialog = await openTab('NFTs');
      await within(dialog).findByText('Could not load NFTs');
      within(dialog).getByRole('button', { name: 'Try again' });
    },
    NftsPaging: async () => {
      const dialog = await openTab('NFTs');
      await within(dialog).findByText('Portico Pass #2');
      expect(
        within(dialog).getByText('Loading more NFTs…', { selector: '[aria-hidden]' }),
      ).toBeTruthy();
    },
    ActivityTab: async () => {
      const dialog = await openTab('Activity');
      expect(await monthHeadings(dialog)).toEqual([
        'November 2026',
        'October 2026',
        'September 2026',
      ]);
    },
    EmbeddedWalletEoa: async () => {
      const dialog = await findDialog('Account');
      await within(dialog).findByText('Signed in as ada@example.com');
      expect(within(dialog).getByText(/^Account type/).textContent).toBe(
        'Account type: Standard account (EOA)',
      );
      // No smart accounts on this network: no switch.
      expect(within(dialog).queryByRole('button', { name: /^Switch to/ })).toBeNull();
    },
    EmbeddedWalletEoaCanSwitch: async () => {
      const dialog = await findDialog('Account');
      const button = await within(dialog).findByRole('button', {
        name: 'Switch to smart account',
      });
      expect(button).toBeEnabled();
    },
    EmbeddedWalletSmartAccount: async () => {
      const dialog = await findDialog('Account');
      expect((await within(dialog).findByText(/^Account type/)).textContent).toBe(
        'Account type: Smart account · Deployed with its first transaction',
      );
      within(dialog).getByRole('button', { name: 'Switch to standard account' });
    },
    EmbeddedWalletSmartAccountDeployed: async () => {
      const dialog = await findDialog('Account');
      expect((await within(dialog).findByText(/^Account type/)).textContent).toBe(
        'Account type: Smart account',
      );
    },
    EmbeddedWalletSwitching: async () => {
      const dialog = await findDialog('Account');
      expect(await within(dialog).findByRole('button', { name: 'Switching…' })).toBeDisabled();
    },
    EmbeddedWalletSocial: async () => {
      const dialog = await findDialog('Account');
      await within(dialog).findByText('Signed in with GitHub as Ada Lovelace');
      expect(within(dialog).queryByRole('button', { name: 'Update email' })).toBeNull();
      within(dialog).getByText('Smart account');
    },
  }),
  suite('TransactionsView', TransactionsViewStories, {
    Loaded: async () => {
      const dialog = await findDialog('Activity');
      expect(await monthHeadings(dialog)).toEqual([
        'November 2026',
        'October 2026',
        'September 2026',
      ]);
      const rows = within(dialog)
        .getAllByRole('listitem')
        .map((row) => row.textContent);
      expect(rows[0]).toMatch(/^SentTo 0x7099…79C8-26\.500 PUSDConfirmed · Nov 25/);
      expect(rows[1]).toMatch(/^ReceivedFrom 0x7099…79C8\+27\.500 PUSD/);
      expect(rows[2]).toMatch(/^ReceivedFrom 0x7099…79C8\+Portico Pass #3/);
      expect(rows[3]).toContain('Failed');
    },
    Loading: async () => {
      const dialog = await findDialog('Activity');
      await within(dialog).findByText('Loading activity…');
    },
    Empty: async () => {
      await within(await findDialog('Activity')).findByText('No activity yet');
    },
    Failed: async () => {
      const dialog = await findDialog('Activity');
      const alert = await within(dialog).findByRole('alert');
      expect(alert.textContent).toContain('Failed to fetch transactions');
      within(alert).getByRole('button', { name: 'Try again' });
      expect(within(dialog).queryByRole('listitem')).toBeNull();
    },
    HasMore: async () => {
      const dialog = await findDialog('Activity');
      await within(dialog).findByRole('button', { name: 'Load more' });
    },
    LoadingMore: async () => {
      const dialog = await findDialog('Activity');
      await within(dialog).findByText('Loading more transactions…', { selector: '[aria-hidden]' });
      expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
    },
    MoreFailed: async () => {
      const dialog = await findDialog('Activity');
      await within(dialog).findByText('Could not load more transactions');
      within(dialog).getByRole('button', { name: 'Try again' });
      expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
    },
  }),
  suite('ProfileWalletsView', ProfileWalletsViewStories, {
    TwoWallets: async () => {
      const dialog = await findDialog('Wallets');
      const group = await within(dialog).findByRole('region', { name: 'Wallets on Local chain' });
      const rows = within(group).getAllByRole('listitem');
      expect(rows.map((row) => row.textContent)).toEqual([
        'Portico Dev Wallet0xf39F…2266ActiveDisconnect',
        'Second Dev Wallet0x7099…79C8SwitchDisconnect',
      ]);
      within(group).getByRole('button', { name: 'Switch to Second Dev Wallet' });
      within(group).getByRole('button', { name: 'Disconnect Portico Dev Wallet' });
      within(dialog).getByRole('button', { name: 'Add wallet' });
    },
    OneWallet: async () => {
      const dialog = await findDialog('Wallets');
      const group = await within(dialog).findByRole('region', { name: 'Wallets on Local chain' });
      expect(within(group).getAllByRole('listitem')).toHaveLength(1);
      expect(within(group).queryByRole('button', { name: /^Switch to/ })).toBeNull();
    },
    WithEmailWallet: async () => {
      const dialog = await findDialog('Wallets');
      const group = await within(dialog).findByRole('region', { name: 'Wallets on Local chain' });
      expect(
        within(group)
          .getAllByRole('listitem')
          .map((row) => row.textContent),
      ).toEqual([
        'Portico Dev Wallet0xf39F…2266ActiveDisconnect',
        'ada@example.comEmail wallet0x90F7…b906SwitchDisconnect',
      ]);
      within(group).getByRole('button', { name: 'Switch to ada@example.com' });
      within(group).getByRole('button', { name: 'Disconnect ada@example.com' });
    },
    WithSocialWallet: async () => {
      const dialog = await findDialog('Wallets');
      const group = await within(dialog).findByRole('region', { name: 'Wallets on Local chain' });
      const embedded = within(group).getAllByRole('listitem')[1]!;
      expect(embedded.textContent).toBe('adaGoogle wallet0x90F7…b906SwitchDisconnect');
      expect(embedded.querySelector('svg[data-icon="google"]')).not.toBeNull();
      within(group).getByRole('button', { name: 'Switch to ada' });
    },
  }),
  suite('SendView', SendViewStories, {
    PolkadotBelowExistentialDeposit: async () => {
      const dialog = await findDialog('Send');
      await within(dialog).findByText(
        'The receiver has no account yet: send at least 0.000003333333 ROC to create it',
      );
    },
    CosmosInsufficientFunds: async () => {
      const dialog = await findDialog('Send');
      await within(dialog).findByText('Insufficient funds for the amount and the network fee');
    },
    BitcoinInsufficientFunds: async () => {
      const dialog = await findDialog('Send');
      await within(dialog).findByText('Insufficient funds for the amount and the network fee');
    },
    BitcoinBelowDust: async () => {
      const dialog = await findDialog('Send');
      await within(dialog).findByText(
        'The amount is below the network’s minimum of 0.00000294 BTC',
      );
    },
    SolanaBelowRent: async () => {
      const dialog = await findDialog('Send');
      await within(dialog).findByText(
        'The receiver has no account yet: send at least 0.00089088 SOL to create it',
      );
      const token = within(dialog).getByRole('combobox', { name: 'Token' });
      expect(
        within(token)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['SOL', 'PUSD']);
    },
    Empty: async () => {
      const dialog = await findDialog('Send');
      const token = await within(dialog).findByRole('combobox', { name: 'Token' });
      expect((token as HTMLSelectElement).value).toBe('ETH');
      expect(
        within(token)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['ETH', 'PUSD', 'PTK']);
      within(dialog).getByText('Balance: 10,000.000 ETH');
      expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveProperty('value', '');
      within(dialog).getByRole('button', { name: 'Max' });
      within(dialog).getByRole('button', { name: 'Preview' });
    },
    Filled: async () => {
      const dialog = await findDialog('Send');
      const amount = await within(dialog).findByRole('textbox', { name: 'Amount' });
      expect(amount).toHaveProperty('value', '1.5');
      expect(amount.getAttribute('aria-describedby')).toBeTruthy();
      within(dialog).getByText('≈ $4,500.00');
    },
    TokenPicked: async () => {
      const dialog = await findDialog('Send');
      await within(dialog).findByText('Balance: 10,000.000 PUSD');
      within(dialog).getByText('≈ $12.50');
    },
    Required: async () => {
      const alert = await within(await findDialog('Send')).findByRole('alert');
      expect(alert.textContent).toBe('An amount and receiver address are required');
    },
    TooPrecise: async () => {
      const dialog = await findDialog('Send');
      const amount = await within(dialog).findByRole('textbox', { name: 'Amount' });
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      within(dialog).getByText('This token has at most 18 decimal places');
    },
    BadChecksum: async () => {
      const dialog = await findDialog('Send');
      const to = await within(dialog).findByRole('textbox', { name: 'To' });
      expect(to.getAttribute('aria-invalid')).toBe('true');
      within(dialog).getByText(/its checksum does not match/);
    },
    Checking: async () => {
      const dialog = await findDialog('Send');
      expect(await within(dialog).findByRole('button', { name: 'Checking…' })).toHaveProperty(
        'disabled',
        true,
      );
    },
    Rejected: async () => {
      const dialog = await findDialog('Send');
      await within(dialog).findByText('You rejected the transaction in your wallet');
      expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveProperty(
        'value',
        '1.5',
      );
    },
    Reverted: async () => {
      await within(await findDialog('Send')).findByText(
        'The transaction would fail: BRK: transfers paused',
      );
    },
  }),
  suite('SendPreviewView', SendPreviewViewStories, {
    Proposed: async () => {
      const dialog = await findDialog('Review Send');
      const status = await within(dialog).findByText(
        'Transfer proposed to your Safe. Its owners confirm and execute it in the Safe app.',
      );
      expect(status.getAttribute('role')).toBe('status');
      expect(within(dialog).getByRole('button', { name: 'Done' })).toBeTruthy();
      expect(within(dialog).queryByRole('button', { name: 'Send' })).toBeNull();
      expect(within(dialog).getByText('1.5 ETH')).toBeTruthy();
    },
    PolkadotReady: async () => {
      const dialog = await findDialog('Review Send');
      await within(dialog).findAllByRole('term');
      expect(
        within(dialog)
          .getAllByRole('definition')
          .map((d) => d.textContent),
      ).toEqual(['1 ROC$5.00', 'Esf2Te…Tzvm', 'Goo3CJ…e2uF', '0.000015 ROC$0.00', '$5.00']);
      // No speed to pick: the fee has no such choice on polkadot.
      expect(within(dialog).queryByRole('group', { name: 'Network fee speed' })).toBeNull();
    },
    CosmosReady: async () => {
      const dialog = await findDialog('Review Send');
      await within(dialog).findAllByRole('term');
      expect(
        within(dialog)
          .getAllByRole('definition')
          .map((d) => d.textContent),
      ).toEqual(['1.5 ATOM$12.00', 'cosmos…00e7', 'cosmos…6t8z', '0.002800 ATOM$0.02', '$12.02']);
    },
    BitcoinReady: async () => {
      const dialog = await findDialog('Review Send');
      await within(dialog).findAllByRole('term');
      expect(
        within(dialog)
          .getAllByRole('definition')
          .map((d) => d.textContent),
      ).toEqual([
        '0.001 BTC$60.00',
        'bcrt1q…pnuw',
        'bcrt1q…72sj',
        '0.00000705 BTC705 sats at 5 sat/vB$0.42',
        '$60.42',
      ]);
      const speeds = within(dialog).getByRole('group', { name: 'Network fee speed' });
      expect(
        within(speeds)
          .getAllByRole('radio')
          .map((r) => r.closest('label')?.textContent),
      ).toEqual(['Slow', 'Standard', 'Fast']);
      expect(within(speeds).getByRole('radio', { name: 'Standard' })).toHaveProperty(
        'checked',
        true,
      );
      expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveProperty(
        'disabled',
        false,
      );
    },
    BitcoinRepricing: async () => {
      const dialog = await findDialog('Review Send');
      const speeds = await within(dialog).findByRole('group', { name: 'Network fee speed' });
      expect(within(speeds).getByRole('radio', { name: 'Fast' })).toHaveProperty('checked', true);
      // Priced again at the new speed: nothing is sent until that fee is shown.
      expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    },
    SolanaTokenToNewAccount: async () => {
      const dialog = await findDialog('Review Send');
      const rows = await within(dialog).findAllByRole('term');
      expect(rows.map((row) => row.textContent)).toEqual([
        'Amount',
        'From',
        'To',
        'Network fee',
        'New token account for the receiver (rent)',
        'Total',
      ]);
      expect(
        within(dialog)
          .getAllByRole('definition')
          .map((d) => d.textContent),
      ).toEqual([
        '12.5 PUSD$12.50',
        '83DQh7…iV9g',
        'HTHj2P…Nwqg',
        '0.000005 SOL$0.00',
        '0.002039 SOL$0.31',
        '$12.81',
      ]);
    },
    Ready: async () => {
      const dialog = await findDialog('Review Send');
      const rows = await within(dialog).findAllByRole('term');
      expect(rows.map((row) => row.textContent)).toEqual([
        'Amount',
        'From',
        'To',
        'Network fee',
        'Total',
      ]);
      const values = within(dialog)
        .getAllByRole('definition')
        .map((d) => d.textContent);
      expect(values).toEqual([
        '1.5 ETH$4,500.00',
        '0xf39F…2266',
        '0x7099…79C8',
        '0.000042 ETH$0.13',
        '$4,500.13',
      ]);
      expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveProperty(
        'disabled',
        false,
      );
    },
    ToAName: async () => {
      const dialog = await findDialog('Review Send');
      await within(dialog).findByText('bob.portico');
    },
    NoFeeEstimate: async () => {
      await within(await findDialog('Review Send')).findByText('Not estimated');
    },
    Sending: async () => {
      const dialog = await findDialog('Review Send');
      expect(await within(dialog).findByRole('button', { name: 'Send' })).toHaveProperty(
        'disabled',
        true,
      );
      within(dialog).getByText('Sending: confirm in your wallet…', { selector: '[aria-hidden]' });
    },
  }),
  suite('SwapView', SwapViewStories, {
    Empty: async () => {
      const dialog = await findDialog('Swap');
      await within(dialog).findByRole('button', { name: 'Token to pay: ETH' });
      within(dialog).getByRole('button', { name: 'Token to receive: Select token' });
      within(dialog).getByText('Balance: 10,000.000 ETH');
      expect(within(dialog).getByRole('textbox', { name: 'Amount to pay' })).toHaveProperty(
        'value',
        '',
      );
      within(dialog).getByRole('button', { name: 'Max' });
      expect(within(dialog).getByRole('button', { name: 'Select a token' })).toHaveProperty(
        'disabled',
        true,
      );
    },
    Quoting: async () => {
      const dialog = await findDialog('Swap');
      const quote = await within(dialog).findByRole('status', { name: 'Quote' });
      expect(quote.textContent).toBe('Getting a quote…');
      expect(quote.getAttribute('aria-busy')).toBe('true');
      expect(within(dialog).getByRole('button', { name: 'Getting a quote…' })).toHaveProperty(
        'disabled',
        true,
      );
    },
    Quote: async () => {
      const dialog = await findDialog('Swap');
      const received = await within(dialog).findByRole('textbox', { name: 'Amount to receive' });
      expect(received).toHaveProperty('value', '1494.757341');
      within(dialog).getByText('≈ $1,500.00');
      within(dialog).getByText('≈ $1,494.76');
      const quote = within(dialog).getByRole('status', { name: 'Quote' });
      expect(
        within(quote)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual([
        'Rate',
        'Price impact',
        'Minimum received',
        'Slippage tolerance',
        'Network fee',
        'Provider fee',
      ]);
      expect(
        within(quote)
          .getAllByRole('definition')
          .map((value) => value.textContent),
      ).toEqual([
        '1 ETH = 2,989.51 PUSD1 PUSD = 0.000334502 ETH',
        '0.35%',
        '1,479.809767 PUSD$1,479.81',
        '1%',
        'about 0.00016 ETH$0.48',
        '0.0015 ETH$4.50',
      ]);
      expect(within(dialog).getByRole('button', { name: 'Review swap' })).toHaveProperty(
        'disabled',
        false,
      );
    },
    InsufficientBalance: async () => {
      const dialog = await findDialog('Swap');
      expect(
        await within(dialog).findByRole('button', { name: 'Insufficient ETH balance' }),
      ).toHaveProperty('disabled', true);
    },
    NoRoute: async () => {
      const dialog = await findDialog('Swap');
      await within(dialog).findByText(/^No route for this swap: there is not enough liquidity/);
      expect(within(dialog).getByRole('button', { name: 'No route for this swap' })).toHaveProperty(
        'disabled',
        true,
      );
    },
    SelectToken: async () => {
      const dialog = await findDialog('Select Token');
      const rows = (name: string) =>
        within(within(dialog).getByRole('region', { name }))
          .getAllByRole('button')
          .map((button) => button.textContent);
      await within(dialog).findByRole('region', { name: 'Your tokens' });
      // PTK has no icon: its letter stands in (hidden from assistive tech).
      expect(rows('Your tokens')).toEqual(['ETH Ether10000.000', 'PUSD Portico USD10000.000']);
      expect(rows('All tokens')).toEqual(['PPTK Portico Token']);
      const pusd = within(dialog).getByRole('button', { name: /^PUSD/ });
      expect(pusd.getAttribute('aria-current')).toBe('true');
      const search = within(dialog).getByRole('searchbox', { name: 'Search tokens' });
      fireEvent.change(search, { target: { value: 'token' } });
      expect(within(dialog).queryByRole('region', { name: 'Your tokens' })).toBeNull();
      expect(rows('All tokens')).toEqual(['PPTK Portico Token']);
      fireEvent.change(search, { target: { value: 'zzz' } });
      within(dialog).getByText('No token matches “zzz”');
    },
    Approving: async () => {
      const dialog = await findDialog('Review Swap');
      const steps = within(await within(dialog).findByRole('list', { name: 'Steps' })).getAllByRole(
        'listitem',
      );
      expect(steps.map((step) => step.textContent)).toEqual(['Approve PUSD', 'Swap']);
      expect(steps[0]!.getAttribute('aria-current')).toBe('step');
      within(dialog).getByText('Confirm the approval in your wallet…', {
        selector: '[aria-hidden]',
      });
      expect(within(dialog).getByRole('button', { name: 'Approve PUSD' })).toHaveProperty(
        'disabled',
        true,
      );
      expect(
        within(dialog)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual([
        'You pay',
        'You receive',
        'Minimum received',
        'Rate',
        'Price impact',
        'Network fee',
        'Provider fee',
      ]);
      within(dialog).getByText('about 0.00022 ETH');
    },
    Batched: async () => {
      const dialog = await findDialog('Review Swap');
      const steps = within(await within(dialog).findByRole('list', { name: 'Steps' })).getAllByRole(
        'listitem',
      );
      expect(steps.map((step) => step.textContent)).toEqual([
        'Approve PUSD and swap, in one confirmation',
      ]);
      expect(within(dialog).getByRole('button', { name: 'Approve PUSD and swap' })).toHaveProperty(
        'disabled',
        false,
      );
    },
    Swapping: async () => {
      const dialog = await findDialog('Review Swap');
      const steps = within(await within(dialog).findByRole('list', { name: 'Steps' })).getAllByRole(
        'listitem',
      );
      expect(steps.map((step) => step.textContent)).toEqual(['Approve PUSDdone', 'Swap']);
      expect(steps[1]!.getAttribute('aria-current')).toBe('step');
      within(dialog).getByText('Confirm the swap in your wallet…', { selector: '[aria-hidden]' });
      expect(within(dialog).getByRole('button', { name: 'Swap' })).toHaveProperty('disabled', true);
    },
    Success: async () => {
      const dialog = await findDialog('Account');
      const text = 'Swapped 0.5 ETH for about 1494.757341 PUSD (0x5f1d2c3b…9a8b7c)';
      const toast = (await within(dialog).findByText(text)).closest<HTMLElement>('.portico-toast');
      expect(toast?.getAttribute('role')).toBe('status');
      expect(toast?.dataset.variant).toBe('success');
      // Swap is in the wallet features row (onramp, swaps, receive, send).
      within(within(dialog).getByRole('navigation', { name: 'Wallet features' })).getByRole(
        'button',
        { name: 'Swap' },
      );
    },
    Failure: async () => {
      const dialog = await findDialog('Review Swap');
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'The price moved beyond the 1% slippage tolerance, so nothing was swapped. Check the new quote and try again.',
      );
      expect(within(dialog).getByRole('button', { name: 'Swap' })).toHaveProperty(
        'disabled',
        false,
      );
    },
    ApprovalRejected: async () => {
      const dialog = await findDialog('Review Swap');
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'You rejected the approval in your wallet',
      );
      within(dialog).getByText(/The approval lets the swap contract spend your PUSD/);
      expect(within(dialog).getByRole('button', { name: 'Approve PUSD' })).toHaveProperty(
        'disabled',
        false,
      );
    },
    UnsupportedNetwork: async () => {
      const dialog = await findDialog('Switch Network');
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'Network not supported for Swaps',
      );
      within(dialog).getByRole('button', { name: 'Local chain' });
      expect(within(dialog).queryByRole('button', { name: 'Portico Local 2' })).toBeNull();
    },
  }),
  suite('ReceiveView', ReceiveViewStories, {
    TwoNetworks: async () => {
      const dialog = await findDialog('Receive');
      const qr = await within(dialog).findByRole('img', { name: 'QR code of your address' });
      expect(qr.getAttribute('data-uri')).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
      within(dialog).getByText('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
      within(dialog).getByRole('button', { name: 'Copy address' });
      const networks = within(
        within(dialog).getByRole('region', { name: 'Networks' }),
      ).getAllByRole('listitem');
      expect(networks.map((n) => n.textContent)).toEqual(['Local chain', 'Portico Local 2']);
    },
    OneNetwork: async () => {
      const dialog = await findDialog('Receive');
      const region = await within(dialog).findByRole('region', { name: 'Networks' });
      expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    },
  }),
  suite('NetworksView', NetworksViewStories, {
    Connected: async () => {
      const dialog = await findDialog('Choose Network');
      const active = await within(dialog).findByRole('button', { name: 'Local chain Active' });
      expect(active.getAttribute('aria-current')).toBe('true');
      const other = within(dialog).getByRole('button', { name: 'Portico Local 2' });
      expect(other.hasAttribute('aria-current')).toBe(false);
      within(dialog).getByRole('button', { name: 'Back' });
    },
    NotConnected: async () => {
      const dialog = await findDialog('Choose Network');
      // No wallet to ask: the app's network changes and the modal closes.
      fireEvent.click(await within(dialog).findByRole('button', { name: 'Portico Local 2' }));
      await expectClosed();
    },
    WithTestnet: async () => {
      const dialog = await findDialog('Choose Network');
      await within(dialog).findByRole('button', { name: 'Portico Local 2 Testnet' });
    },
    TwoNamespaces: async () => {
      const dialog = await findDialog('Choose Network');
      const evm = await within(dialog).findByRole('list', { name: 'EVM networks' });
      expect(
        within(evm)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Local chainActive', 'Portico Local 2']);
      const solana = within(dialog).getByRole('list', { name: 'Solana' });
      expect(
        within(solana)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Solana Local']);
      expect(
        within(dialog)
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toContain('EVM networks');
    },
  }),
  suite('SwitchNetworkView', SwitchNetworkViewStories, {
    Switching: async () => {
      const dialog = await findDialog('Switch Network');
      await within(dialog).findByText('Approve in your wallet');
      within(dialog).getByText('Accept the switch to Portico Local 2 in your wallet.');
      expect(within(dialog).queryByRole('alert')).toBeNull();
    },
    Rejected: async () => {
      const dialog = await findDialog('Switch Network');
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'User rejected the request',
      );
      within(dialog).getByText('Switch declined');
      within(dialog).getByRole('button', { name: 'Try again' });
    },
    ChainNotSupported: async () => {
      const dialog = await findDialog('Switch Network');
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Chain is not supported');
    },
  }),
  suite('SIWXSignMessageView', SIWXSignMessageViewStories, {
    AwaitingSignature: async () => {
      const dialog = await findDialog('Sign In');
      await within(dialog).findByText('Portico demo wants you to sign in');
      within(dialog).getByText(/prove you own 0xf39F…2266/);
      expect(within(dialog).getByRole('button', { name: 'Sign' })).toBeEnabled();
      within(dialog).getByRole('button', { name: 'Cancel' });
      expect(within(dialog).queryByRole('alert')).toBeNull();
    },
    Signing: async () => {
      const dialog = await findDialog('Sign In');
      await within(dialog).findByText('Authenticating...');
      expect(within(dialog).getByRole('button', { name: 'Sign' })).toBeDisabled();
    },
    Failed: async () => {
      const dialog = await findDialog('Sign In');
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Error signing message');
      within(dialog).getByRole('button', { name: 'Sign again' });
    },
  }),
  suite('OnrampProvidersView', OnrampProvidersViewStories, {
    Providers: async () => {
      const dialog = await findDialog('Buy crypto');
      const meld = await within(dialog).findByRole('button', { name: /^Meld/ });
      expect(meld.textContent).toBe('Meld Fee 1–2% Card Bank account');
      expect(meld.querySelector('svg[data-icon="meld"]')).not.toBeNull();
      fireEvent.click(meld);
      const buy = await findDialog('Buy');
      await within(buy).findByRole('textbox', { name: 'Amount' });
    },
    Restricted: async () => {
      const dialog = await findDialog('Buy crypto');
      await within(dialog).findByText('Buying crypto is not available in your region.');
      expect(within(dialog).queryByRole('button', { name: /^Meld/ })).toBeNull();
    },
    Unavailable: async () => {
      const dialog = await findDialog('Buy crypto');
      await within(dialog).findByText('Buying crypto is not available in this app');
    },
    UnsupportedNetwork: async () => {
      const dialog = await findDialog('Buy crypto');
      await within(dialog).findByText(/^Buying crypto is not available on this network/);
    },
  }),
  suite('OnrampBuyView', OnrampBuyViewStories, {
    Empty: async () => {
      const dialog = await findDialog('Buy');
      const amount = await within(dialog).findByRole('textbox', { name: 'Amount' });
      expect(amount).toHaveProperty('value', '');
      within(dialog).getByText('10.00 to 7500.00 USD');
      within(dialog).getByRole('button', { name: 'Payment currency: USD' });
      within(within(dialog).getByRole('group', { name: 'You buy' })).getByRole('button', {
        name: 'USDC Local chain 31337',
      });
      expect(within(dialog).getByRole('radio', { name: 'Card' })).toHaveProperty('checked', true);
      expect(within(dialog).getByRole('radio', { name: 'Bank account' })).toHaveProperty(
        'checked',
        false,
      );
      const quick = within(dialog).getByRole('group', { name: 'Quick amounts' });
      expect(
        within(quick)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['50 USD', '100 USD', '250 USD']);
      expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveProperty(
        'disabled',
        true,
      );
      fireEvent.change(amount, { target: { value: '5' } });
      await within(dialog).findByText('Minimum is 10.00 USD for card');
    },
    BelowMinimum: async () => {
      const dialog = await findDialog('Buy');
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'Minimum is 10.00 USD for card',
      );
      expect(within(dialog).getByRole('status', { name: 'Quote' }).textContent).toBe('');
    },
    AboveMaximum: async () => {
      const dialog = await findDialog('Buy');
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'Maximum is 25000.00 USD for bank account',
      );
      expect(within(dialog).getByRole('radio', { name: 'Bank account' })).toHaveProperty(
        'checked',
        true,
      );
      within(dialog).getByText('10.00 to 25000.00 USD');
    },
    InvalidAmount: async () => {
      const dialog = await findDialog('Buy');
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'Enter an amount above 0, in digits with at most 2 decimals',
      );
    },
    Quoting: async () => {
      const dialog = await findDialog('Buy');
      const quote = await within(dialog).findByRole('status', { name: 'Quote' });
      expect(quote.textContent).toBe('Getting a quote…');
      expect(quote.getAttribute('aria-busy')).toBe('true');
      expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveProperty(
        'disabled',
        true,
      );
    },
    Quote: async () => {
      const dialog = await findDialog('Buy');
      const quote = await within(dialog).findByRole('status', { name: 'Quote' });
      expect(
        within(quote)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['You receive', 'Network fee', 'Provider fee', 'Subtotal', 'Total', 'Quote ID']);
      expect(
        within(quote)
          .getAllByRole('definition')
          .map((value) => value.textContent),
      ).toEqual([
        '98.25 USDC',
        '0.25 USD',
        '1.50 USD',
        '98.25 USD',
        '100.00 USD',
        'quote-USDC-USD-100.00-local-31337',
      ]);
      expect(within(quote).queryByText('Estimate')).toBeNull();
      within(dialog).getByText(/^Quote expires in (4[0-5]) seconds$/);
      expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveProperty(
        'disabled',
        false,
      );
    },
    Estimate: async () => {
      const dialog = await findDialog('Buy');
      const quote = await within(dialog).findByRole('status', { name: 'Quote' });
      within(quote).getByText('Estimate');
      within(quote).getByText(/these amounts are our estimate, at a 1.5% fee/);
      expect(
        within(quote)
          .getAllByRole('definition')
          .map((value) => value.textContent),
      ).toEqual([
        'Set by Meld at checkout',
        '0.00 USD',
        '1.50 USD',
        '98.50 USD',
        '100.00 USD',
        'estimate',
      ]);
    },
    Expired: async () => {
      const dialog = await findDialog('Buy');
      await within(dialog).findByText('Quote expired');
      within(dialog).getByRole('button', { name: 'Refresh quote' });
      expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveProperty(
        'disabled',
        true,
      );
    },
    Opening: async () => {
      const dialog = await findDialog('Buy');
      expect(await within(dialog).findByRole('button', { name: 'Opening Meld…' })).toHaveProperty(
        'disabled',
        true,
      );
    },
    UrlFailed: async () => {
      const dialog = await findDialog('Buy');
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'Could not open Meld. Try again.',
      );
      expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveProperty(
        'disabled',
        false,
      );
    },
    LoadingOptions: async () => {
      const dialog = await findDialog('Buy');
      await within(dialog).findByText('Loading currencies…');
    },
    NoCurrency: async () => {
      const dialog = await findDialog('Buy');
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'No currency can be bought to an account on this network.',
      );
    },
  }),
  suite('OnrampSelectView', OnrampSelectViewStories, {
    FiatCurrencies: async () => {
      const dialog = await findDialog('Select currency');
      const rows = () =>
        within(dialog)
          .getAllByRole('button', { name: /^[A-Z]{3} / })
          .map((button) => button.textContent);
      await within(dialog).findByRole('button', { name: /^USD/ });
      expect(rows()).toEqual(['USD US Dollar', 'EUR Euro', 'GBP British Pound']);
      expect(
        within(dialog).getByRole('button', { name: /^EUR/ }).getAttribute('aria-current'),
      ).toBe('true');
      const search = within(dialog).getByRole('searchbox', { name: 'Search currencies' });
      fireEvent.change(search, { target: { value: 'pound' } });
      expect(rows()).toEqual(['GBP British Pound']);
      fireEvent.change(search, { target: { value: 'zzz' } });
      within(dialog).getByText('Nothing matches “zzz”');
    },
    PurchaseCurrencies: async () => {
      const dialog = await findDialog('Select token');
      const usdc = await within(dialog).findByRole('button', { name: /USDC USD Coin/ });
      expect(usdc.getAttribute('aria-current')).toBe('true');
      within(dialog).getByRole('button', { name: /ETH Ether Local chain 31337/ });
      expect(within(dialog).queryByRole('button', { name: /SOL/ })).toBeNull();
      const search = within(dialog).getByRole('searchbox', { name: 'Search tokens' });
      fireEvent.change(search, { target: { value: 'ether' } });
      expect(within(dialog).queryByRole('button', { name: /USDC/ })).toBeNull();
    },
  }),
  suite('OnrampInProgressView', OnrampInProgressViewStories, {
    Waiting: async () => {
      const dialog = await findDialog('Buy');
      await within(dialog).findByText('Complete your purchase in the Meld window');
      within(dialog).getByRole('button', { name: 'Done' });
    },
    Blocked: async () => {
      const dialog = await findDialog('Buy');
      await within(dialog).findByText('Your browser blocked the Meld window');
      const link = within(dialog).getByRole('link', { name: 'Open Meld' });
      expect(link.getAttribute('href')).toMatch(/^http:\/\/127\.0\.0\.1:9\/onramp\/widget\?/);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
      await findDialog('Account');
    },
  }),
  suite('UnsupportedChainView', UnsupportedChainViewStories, {
    Default: async () => {
      const dialog = await findDialog('Switch Network');
      await within(dialog).findByText(/does not support the network your wallet is on/);
      within(dialog).getByRole('button', { name: 'Local chain' });
      within(dialog).getByRole('button', { name: 'Portico Local 2' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
      await expectClosed();
    },
  }),
  suite('SwitchActiveChainView', SwitchActiveChainViewStories, {
    Confirming: async () => {
      const dialog = await findDialog('Switch Network');
      await within(dialog).findByText(/To use Solana Devnet, connect a wallet/);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Connect a wallet' }));
      // Connect, filtered to the target namespace: no Solana wallet is installed here.
      await within(await findDialog('Connect Wallet')).findByText('No wallets detected');
    },
  }),
  suite('Toast', ToastStories, {
    Info: async () =>
      expect(screen.getByRole('status').textContent).toContain('Copied to clipboard'),
    Success: async () =>
      expect(screen.getByRole('status').textContent).toContain('Wallet connected'),
    Loading: async () => {
      const toast = screen
        .getByText('Waiting for the wallet')
        .closest<HTMLElement>('.portico-toast');
      expect(toast?.dataset.variant).toBe('loading');
      expect(within(toast!).getByText('Loading…')).toBeTruthy();
    },
    ErrorVariant: async () =>
      expect(screen.getByRole('alert').textContent).toContain('Connection declined'),
  }),
  suite('AlertBar', AlertBarStories, {
    ErrorSeverity: async (story) => {
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain('Origin Not Allowed');
      fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
      expect(story.args.onDismiss).toHaveBeenCalledTimes(1);
    },
    Warning: async () =>
      expect(screen.getByRole('status').textContent).toContain('Session Expired'),
    Info: async () =>
      expect(screen.getByRole('status').textContent).toContain('Multi-wallet not enabled'),
  }),
  suite('ListButton', ListButtonStories, {
    Default: async (story) => {
      const button = screen.getByRole('button', { name: 'WalletConnect' });
      fireEvent.click(button);
      expect(story.args.onClick).toHaveBeenCalledTimes(1);
    },
    WithTags: async () => {
      screen.getByRole('button', { name: 'Coinbase Wallet Recent Installed' });
    },
    WithImage: async () => {
      const button = screen.getByRole('button', { name: 'MetaMask Installed' });
      expect(button.querySelector('img')?.getAttribute('alt')).toBe('');
    },
    Disabled: async () => {
      expect(screen.getByRole('button', { name: 'Phantom' })).toHaveProperty('disabled', true);
    },
  }),
  suite('Spinner', SpinnerStories, {
    Default: async () => expect(screen.getByRole('status').textContent).toBe('Loading…'),
  }),
  suite('IconButton', IconButtonStories, {
    Close: async (story) => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(story.args.onClick).toHaveBeenCalledTimes(1);
    },
    Back: async () => {
      screen.getByRole('button', { name: 'Back' });
    },
  }),
];

test('every stories file is covered here', () => {
  const files = readdirSync(path.join(__dirname, '../../storybook/stories'))
    .filter((name) => name.endsWith('.stories.tsx'))
    .map((name) => name.replace('.stories.tsx', ''))
    .sort();
  expect(files).toEqual(suites.map((s) => s.file).sort());
});

describe.each(suites)('$file stories', ({ stories, checks }) => {
  test('every story has a check', () => {
    expect(Object.keys(checks).sort()).toEqual(Object.keys(stories).sort());
  });

  test.each(Object.keys(stories))('%s', async (name) => {
    const Story = stories[name]!;
    render(<Story {...storyArgsAsWritten(Story.args)} />);
    await checks[name]!(Story);
    expect(await axeInAct(document.body)).toHaveNoViolations();
  });
});
