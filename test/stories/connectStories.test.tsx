/**
 * The stories of connecting: the modal, Connect and its options, the email login, the
 * connecting views and All Wallets. Each story rendered with its check and axe (./storySuite.tsx).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import * as WalletModalStories from '../../storybook/stories/WalletModal.stories';
import * as ConnectOptionsStories from '../../storybook/stories/ConnectOptions.stories';
import * as ConnectViewStories from '../../storybook/stories/ConnectView.stories';
import * as EmailLoginViewStories from '../../storybook/stories/EmailLoginView.stories';
import * as UpdateEmailWalletViewStories from '../../storybook/stories/UpdateEmailWalletView.stories';
import * as ApproveTransactionViewStories from '../../storybook/stories/ApproveTransactionView.stories';
import * as ConnectingFarcasterViewStories from '../../storybook/stories/ConnectingFarcasterView.stories';
import * as ConnectingSocialViewStories from '../../storybook/stories/ConnectingSocialView.stories';
import * as ConnectingExternalViewStories from '../../storybook/stories/ConnectingExternalView.stories';
import * as ConnectingWalletConnectViewStories from '../../storybook/stories/ConnectingWalletConnectView.stories';
import * as ConnectingWalletConnectBasicViewStories from '../../storybook/stories/ConnectingWalletConnectBasicView.stories';
import * as AllWalletsViewStories from '../../storybook/stories/AllWalletsView.stories';
import { STORY_PAIRING_URI } from '../../storybook/support/pairingState';
import arOwn from '../../src/i18n/locales/ar';
import { withEnglish } from '../support/withEnglish';
import { connectOptionsChecks } from './connectOptionsStoryChecks';
import {
  findDialog,
  rootOf,
  walletRows,
  CONNECTORS,
  CONNECT_ROWS,
  expectToast,
  emailField,
  expectNoFrame,
  expectSecondsLeft,
  COOLDOWN,
  RESEND_IN,
  EMAIL_LOGIN,
  CHANGE_EMAIL,
  codeField,
  expectLoginFailed,
} from './storyChecks';
import { describeStories, suite } from './storySuite';

const ar = withEnglish(arOwn);

describeStories('connect', [
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
  suite('ConnectOptions', ConnectOptionsStories, connectOptionsChecks),
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
]);
