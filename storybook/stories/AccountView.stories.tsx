import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import {
  balanceState,
  connectedState,
  identityState,
  localChain,
  localChain2,
  STORY_AVATAR,
  storyToken,
  tokensState,
} from '../support/accountState';
import { activityState, nftsState, storyNft, STORY_TRANSACTIONS } from '../support/activityState';
import { authAccountState, emailConfig } from '../support/authState';
import { openModalState, type StoryState } from '../support/storyModal';
import { solanaBalancesState, solanaCluster, solanaConnectedState } from '../support/solanaState';
import {
  BITCOIN_STORY_ORDINALS,
  bitcoinBalanceState,
  bitcoinChainStory,
  bitcoinConnectedState,
} from '../support/bitcoinState';
import {
  cosmosChainStory,
  cosmosConnectedState,
  polkadotChainStory,
  polkadotConnectedState,
} from '../support/polkadotCosmosState';

/**
 * The connected account: avatar, address, native balance, network and disconnect; with the
 * product API, the identity's name and avatar and the token balances.
 */
const meta = {
  title: 'Views/AccountView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = openModalState({ view: 'Account' });
const networks = [localChain, localChain2];

/** Balance fetched: 3 decimals, floored. */
export const Connected: Story = {
  args: {
    config: { networks },
    preloadedState: { ...open, ...connectedState(), ...balanceState('10000.98765') },
  },
};

/** First fetch in flight. */
export const BalanceLoading: Story = {
  args: {
    config: { networks },
    preloadedState: {
      ...open,
      ...connectedState(),
      balance: { byCaipAddress: {}, status: 'loading' },
    },
  },
};

/** The node could not be reached: said plainly, no fake zero. */
export const BalanceUnavailable: Story = {
  args: {
    config: { networks },
    preloadedState: {
      ...open,
      ...connectedState(),
      balance: { byCaipAddress: {}, status: 'failed' },
    },
  },
};

/** On a testnet the balance is not shown (spec §5). */
export const Testnet: Story = {
  args: {
    config: { networks: [{ ...localChain, testnet: true }] },
    preloadedState: { ...open, ...connectedState(), ...balanceState('1.5') },
  },
};

/** The wallet is on a chain the app does not configure: a placeholder, no balance. */
export const UnsupportedNetwork: Story = {
  args: { config: { networks }, preloadedState: { ...open, ...connectedState('eip155:999') } },
};

const tokens = [
  storyToken('ETH', '10000.0', 3000),
  storyToken('PUSD', '10000.0', 1, 6),
  storyToken('PTK', '1000.0', 0.5),
];

/** With the product API: the identity's name and avatar, and the token balances. */
export const WithIdentityAndTokens: Story = {
  args: {
    config: { networks },
    preloadedState: {
      ...open,
      ...connectedState(),
      ...balanceState('10000'),
      ...identityState('alice.portico', STORY_AVATAR),
      ...tokensState('loaded', tokens),
    },
  },
};

/** A name without an avatar: the placeholder stays. */
export const NameWithoutAvatar: Story = {
  args: {
    config: { networks },
    preloadedState: {
      ...open,
      ...connectedState(),
      ...balanceState('10000'),
      ...identityState('bob.portico'),
      ...tokensState('loaded', tokens.slice(0, 1)),
    },
  },
};

/** The first token fetch in flight. */
export const TokensLoading: Story = {
  args: {
    config: { networks },
    preloadedState: {
      ...open,
      ...connectedState(),
      ...balanceState('10000'),
      ...tokensState('loading'),
    },
  },
};

/** Fetched, and the account holds nothing the API lists. */
export const NoTokens: Story = {
  args: {
    config: { networks },
    preloadedState: {
      ...open,
      ...connectedState(),
      ...balanceState('0'),
      ...tokensState('loaded'),
    },
  },
};

/**
 * The fetch just failed: 'Token Balance Unavailable', and the retry counts down the 30 s wait
 * (spec §5). The failure time is taken at render, so the countdown starts near 30 s.
 */
export const TokensUnavailable: Story = {
  args: {
    config: { networks },
    preloadedState: { ...open, ...connectedState(), ...balanceState('10000') },
  },
  render: (args) => (
    <ModalStory
      {...args}
      preloadedState={{ ...args.preloadedState, ...tokensState('failed', [], Date.now()) }}
    />
  ),
};

/** The failure was more than 30 s ago: the retry is allowed. */
export const TokensRetryAllowed: Story = {
  args: {
    config: { networks },
    preloadedState: {
      ...open,
      ...connectedState(),
      ...balanceState('10000'),
      ...tokensState('failed', [], 0),
    },
  },
};

/** The API does not serve this network: unavailable, nothing to retry. */
export const TokensNetworkUnsupported: Story = {
  args: {
    config: { networks },
    preloadedState: {
      ...open,
      ...connectedState(),
      ...balanceState('10000'),
      ...tokensState('unsupported'),
    },
  },
};

const withApi = { networks, apiUrl: 'http://127.0.0.1:9' };
const nfts = [storyNft(1), storyNft(2), storyNft(3), storyNft(4, true)];

/** Account with the product API and its tokens loaded, plus `tab`'s state. */
const withTab = (tab: StoryState): Story['args'] => ({
  config: withApi,
  preloadedState: { ...open, ...connectedState(), ...tokensState('loaded', tokens), ...tab },
});

/** The NFTs tab (select it): three Portico Passes; the spam-flagged claim is hidden. */
export const NftsLoaded: Story = { args: withTab(nftsState('loaded', nfts)) };

/** The NFTs tab's first page in flight. */
export const NftsLoading: Story = { args: withTab(nftsState('loading')) };

/** The account holds no NFT. */
export const NftsEmpty: Story = { args: withTab(nftsState('loaded')) };

/** The first page failed: said, with a retry. */
export const NftsFailed: Story = { args: withTab(nftsState('failed')) };

/** A next page is loading under the first. */
export const NftsPaging: Story = {
  args: withTab(nftsState('loadingMore', nfts.slice(0, 2), 'cursor-2')),
};

/** The Activity tab (select it): the account's transactions by month. */
export const ActivityTab: Story = { args: withTab(activityState('loaded', STORY_TRANSACTIONS)) };

const authConfig = { networks, ...emailConfig };
const authArgs = (state: StoryState) => ({
  config: authConfig,
  preloadedState: { ...state, ...balanceState('0.5') },
});

/** The embedded wallet (email login) on a network without smart accounts: EOA, no switch. */
export const EmbeddedWalletEoa: Story = { args: authArgs(authAccountState({ type: 'eoa' })) };

/** Smart accounts enabled here, the EOA in use: "Switch to smart account" (spec §4). */
export const EmbeddedWalletEoaCanSwitch: Story = {
  args: authArgs(authAccountState({ type: 'eoa', smartAccountEnabled: true })),
};

/** The smart account in use, not deployed yet; the switch back to the EOA. */
export const EmbeddedWalletSmartAccount: Story = {
  args: authArgs(authAccountState({ type: 'smartAccount', smartAccountEnabled: true })),
};

/** The smart account in use and deployed. */
export const EmbeddedWalletSmartAccountDeployed: Story = {
  args: authArgs(
    authAccountState({
      type: 'smartAccount',
      smartAccountEnabled: true,
      smartAccountDeployed: true,
    }),
  ),
};

/** The switch waiting for the secure site. */
export const EmbeddedWalletSwitching: Story = {
  args: authArgs(
    authAccountState({ type: 'eoa', smartAccountEnabled: true, switching: 'switching' }),
  ),
};

/** A social login's account: the provider and the user's name, a smart account. */
export const EmbeddedWalletSocial: Story = {
  args: authArgs(
    authAccountState(
      { type: 'smartAccount', smartAccountEnabled: true },
      { socialProvider: 'github', userName: 'Ada Lovelace', email: null },
    ),
  ),
};

/** A Solana wallet on the local cluster: SOL and its SPL tokens; no NFTs or Activity (EVM only). */
export const SolanaAccount: Story = {
  args: {
    config: { networks: [localChain, solanaCluster], apiUrl: 'http://127.0.0.1:9' },
    preloadedState: { ...open, ...solanaConnectedState(), ...solanaBalancesState('100', '1000') },
  },
};

/**
 * A Bitcoin wallet on the local regtest chain: its payment address in use (spec §1), the
 * ordinals one offered beside it; BTC with its price from the product API.
 */
export const BitcoinPayment: Story = {
  args: {
    config: { networks: [bitcoinChainStory], apiUrl: 'http://127.0.0.1:9' },
    preloadedState: { ...open, ...bitcoinConnectedState(), ...bitcoinBalanceState('0.85') },
  },
};

/** The ordinals address picked: the account, its balance and the choice follow it. */
export const BitcoinOrdinals: Story = {
  args: {
    config: { networks: [bitcoinChainStory], apiUrl: 'http://127.0.0.1:9' },
    preloadedState: {
      ...open,
      ...bitcoinConnectedState('ordinals'),
      ...bitcoinBalanceState('0.0001', BITCOIN_STORY_ORDINALS),
    },
  },
};

/** A Polkadot extension's account on the local chain: ROC with 12 decimals, SS58 prefix 2. */
export const PolkadotAccount: Story = {
  args: {
    config: { networks: [polkadotChainStory], apiUrl: 'http://127.0.0.1:9' },
    preloadedState: { ...open, ...polkadotConnectedState('1000.1234') },
  },
};

/** A Keplr-style wallet's account on the local Cosmos chain: ATOM with 6 decimals. */
export const CosmosAccount: Story = {
  args: {
    config: { networks: [cosmosChainStory], apiUrl: 'http://127.0.0.1:9' },
    preloadedState: { ...open, ...cosmosConnectedState('999.9972') },
  },
};
