/**
 * The stories of swaps, on-ramp and networks, the locales, and the shell's primitives
 * (toast, alert bar, list button, spinner, icon button). Each story rendered with its check and axe (./storySuite.tsx).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import * as LocalesStories from '../../storybook/stories/Locales.stories';
import * as SwapViewStories from '../../storybook/stories/SwapView.stories';
import * as NetworksViewStories from '../../storybook/stories/NetworksView.stories';
import * as SwitchNetworkViewStories from '../../storybook/stories/SwitchNetworkView.stories';
import * as SIWXSignMessageViewStories from '../../storybook/stories/SIWXSignMessageView.stories';
import * as OnrampProvidersViewStories from '../../storybook/stories/OnrampProvidersView.stories';
import * as OnrampBuyViewStories from '../../storybook/stories/OnrampBuyView.stories';
import * as OnrampSelectViewStories from '../../storybook/stories/OnrampSelectView.stories';
import * as OnrampInProgressViewStories from '../../storybook/stories/OnrampInProgressView.stories';
import * as UnsupportedChainViewStories from '../../storybook/stories/UnsupportedChainView.stories';
import * as SwitchActiveChainViewStories from '../../storybook/stories/SwitchActiveChainView.stories';
import * as ToastStories from '../../storybook/stories/Toast.stories';
import * as AlertBarStories from '../../storybook/stories/AlertBar.stories';
import * as ListButtonStories from '../../storybook/stories/ListButton.stories';
import * as SpinnerStories from '../../storybook/stories/Spinner.stories';
import * as IconButtonStories from '../../storybook/stories/IconButton.stories';
import { localeChecks } from './localeStoryChecks';
import { findDialog, expectClosed } from './storyChecks';
import { describeStories, suite } from './storySuite';

describeStories('tradeAndShell', [
  suite('Locales', LocalesStories, localeChecks),
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
]);
