/**
 * The stories of a connected account: Account and its tabs, activity, profile wallets,
 * send, receive, smart sessions, the Safe app and account names. Each story rendered with its check and axe (./storySuite.tsx).
 */
import { fireEvent, within } from '@testing-library/react';
import * as RegisterAccountNameViewStories from '../../storybook/stories/RegisterAccountNameView.stories';
import * as RegisterAccountNameSuccessViewStories from '../../storybook/stories/RegisterAccountNameSuccessView.stories';
import * as SmartSessionsViewStories from '../../storybook/stories/SmartSessionsView.stories';
import * as SafeAppStories from '../../storybook/stories/SafeApp.stories';
import * as AccountViewStories from '../../storybook/stories/AccountView.stories';
import * as TransactionsViewStories from '../../storybook/stories/TransactionsView.stories';
import * as ProfileWalletsViewStories from '../../storybook/stories/ProfileWalletsView.stories';
import * as SendViewStories from '../../storybook/stories/SendView.stories';
import * as SendPreviewViewStories from '../../storybook/stories/SendPreviewView.stories';
import * as ReceiveViewStories from '../../storybook/stories/ReceiveView.stories';
import { registerAccountNameChecks, registerAccountNameSuccessChecks } from './namesStoryChecks';
import { smartSessionsChecks } from './smartSessionsStoryChecks';
import { safeAppChecks } from './safeAppStoryChecks';
import { findDialog, openTab, monthHeadings } from './storyChecks';
import { describeStories, suite } from './storySuite';

describeStories('account', [
  suite('RegisterAccountNameView', RegisterAccountNameViewStories, registerAccountNameChecks),
  suite(
    'RegisterAccountNameSuccessView',
    RegisterAccountNameSuccessViewStories,
    registerAccountNameSuccessChecks,
  ),
  suite('SmartSessionsView', SmartSessionsViewStories, smartSessionsChecks),
  suite('SafeApp', SafeAppStories, safeAppChecks),
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
]);
