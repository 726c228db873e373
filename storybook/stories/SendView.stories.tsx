import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SendState } from '../../src/features/send/types';
import { ModalStory } from '../support/ModalStory';
import {
  BITCOIN_STORY_RECEIVER,
  bitcoinBalanceState,
  bitcoinChainStory,
  bitcoinConnectedState,
} from '../support/bitcoinState';
import {
  COSMOS_STORY_RECEIVER,
  cosmosChainStory,
  cosmosConnectedState,
  POLKADOT_STORY_RECEIVER,
  polkadotChainStory,
  polkadotConnectedState,
} from '../support/polkadotCosmosState';
import {
  balanceState,
  connectedState,
  localChain,
  storyToken,
  tokensState,
} from '../support/accountState';
import { openModalState, type StoryState } from '../support/storyModal';
import { solanaBalancesState, solanaCluster, solanaConnectedState } from '../support/solanaState';

/** The send form: token, amount with Max and its value, receiver; each state of the form. */
const meta = {
  title: 'Views/SendView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const tokens = [
  storyToken('ETH', '10000.0', 3000),
  storyToken('PUSD', '10000.0', 1, 6),
  storyToken('PTK', '1000.0', 0.5),
];

function sendState(send: Partial<SendState>): StoryState {
  return {
    ...openModalState({ view: 'Send' }),
    ...connectedState(),
    ...balanceState('10000'),
    ...tokensState('loaded', tokens),
    send: {
      status: 'editing',
      form: { token: null, amount: '', receiver: '', speed: 'medium' },
      problem: null,
      error: null,
      preview: null,
      ...send,
    },
  };
}

const config = { networks: [localChain], apiUrl: 'http://127.0.0.1:9' };
const filled = { token: null, amount: '1.5', receiver: RECEIVER, speed: 'medium' as const };

/** Nothing typed yet: the native currency picked, its balance shown. */
export const Empty: Story = { args: { config, preloadedState: sendState({}) } };

/** Filled: the amount's value in fiat under it. */
export const Filled: Story = { args: { config, preloadedState: sendState({ form: filled }) } };

/** A token picked from the account's balances. */
export const TokenPicked: Story = {
  args: {
    config,
    preloadedState: sendState({
      form: {
        ...filled,
        token: 'eip155:31337:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
        amount: '12.5',
      },
    }),
  },
};

/** Spec §5: nothing typed, Preview pressed. */
export const Required: Story = {
  args: {
    config,
    preloadedState: sendState({ problem: { key: 'send.error.required', field: null } }),
  },
};

/** More decimals than the token has: said under the amount. */
export const TooPrecise: Story = {
  args: {
    config,
    preloadedState: sendState({
      form: { ...filled, amount: '1.0000000000000000001' },
      problem: { key: 'send.error.decimals', field: 'amount', params: { decimals: 18 } },
    }),
  },
};

/** A mistyped address: its checksum does not match, said under the receiver. */
export const BadChecksum: Story = {
  args: {
    config,
    preloadedState: sendState({
      form: { ...filled, receiver: RECEIVER.replace('C5', 'c5') },
      problem: { key: 'send.error.checksum', field: 'receiver' },
    }),
  },
};

/** The receiver and fee are being checked. */
export const Checking: Story = {
  args: { config, preloadedState: sendState({ form: filled, status: 'checking' }) },
};

/** The user refused in the wallet: back on the form, everything kept. */
export const Rejected: Story = {
  args: {
    config,
    preloadedState: sendState({
      form: filled,
      error: { code: 'SEND_REJECTED', message: 'Transaction rejected', rpcCode: 4001 },
    }),
  },
};

/** The node would revert the transfer: its reason shown. */
export const Reverted: Story = {
  args: {
    config,
    preloadedState: sendState({
      form: filled,
      error: {
        code: 'EXECUTION_REVERTED',
        message: 'Execution reverted',
        reason: 'BRK: transfers paused',
      },
    }),
  },
};

/** Solana: SOL below the rent-exempt minimum to an account that does not exist yet. */
export const SolanaBelowRent: Story = {
  args: {
    config: { networks: [solanaCluster], apiUrl: 'http://127.0.0.1:9' },
    preloadedState: {
      ...openModalState({ view: 'Send' }),
      ...solanaConnectedState(),
      ...solanaBalancesState('100', '1000'),
      send: {
        status: 'editing',
        form: {
          token: null,
          amount: '0.0001',
          receiver: 'HTHj2PCSsVRu9vuoEvqidHFiLPL3pJbVRDvGy3StNwqg',
          speed: 'medium',
        },
        problem: null,
        error: {
          code: 'RENT_EXEMPT_MINIMUM',
          message: 'The receiver has no account yet: send at least 0.00089088 SOL to create it',
          params: { minimum: '0.00089088 SOL' },
        },
        preview: null,
      },
    },
  },
};

/** Bitcoin: more than the UTXOs cover with the fee: said with the chain's words. */
export const BitcoinInsufficientFunds: Story = {
  args: {
    config: { networks: [bitcoinChainStory], apiUrl: 'http://127.0.0.1:9' },
    preloadedState: {
      ...openModalState({ view: 'Send' }),
      ...bitcoinConnectedState(),
      ...bitcoinBalanceState('0.85'),
      send: {
        status: 'editing',
        form: { token: null, amount: '1', receiver: BITCOIN_STORY_RECEIVER, speed: 'medium' },
        problem: null,
        error: {
          code: 'INSUFFICIENT_FUNDS',
          message: 'Not enough BTC to cover the amount and the network fee',
        },
        preview: null,
      },
    },
  },
};

/** Bitcoin: below the network's dust limit for the receiver's address. */
export const BitcoinBelowDust: Story = {
  args: {
    config: { networks: [bitcoinChainStory], apiUrl: 'http://127.0.0.1:9' },
    preloadedState: {
      ...openModalState({ view: 'Send' }),
      ...bitcoinConnectedState(),
      ...bitcoinBalanceState('0.85'),
      send: {
        status: 'editing',
        form: {
          token: null,
          amount: '0.000001',
          receiver: BITCOIN_STORY_RECEIVER,
          speed: 'medium',
        },
        problem: null,
        error: {
          code: 'AMOUNT_BELOW_DUST',
          message: 'The amount is below the network’s minimum',
          params: { minimum: '0.00000294 BTC' },
        },
        preview: null,
      },
    },
  },
};

/** Polkadot: to a new account, below the existential deposit: the minimum said. */
export const PolkadotBelowExistentialDeposit: Story = {
  args: {
    config: { networks: [polkadotChainStory] },
    preloadedState: {
      ...openModalState({ view: 'Send' }),
      ...polkadotConnectedState('1000'),
      send: {
        status: 'editing',
        form: {
          token: null,
          amount: '0.000001',
          receiver: POLKADOT_STORY_RECEIVER,
          speed: 'medium',
        },
        problem: null,
        error: {
          code: 'EXISTENTIAL_DEPOSIT',
          message: 'The receiver has no account yet',
          params: { minimum: '0.000003333333 ROC' },
        },
        preview: null,
      },
    },
  },
};

/** Cosmos: the amount and the fee exceed the balance: said before the wallet is asked. */
export const CosmosInsufficientFunds: Story = {
  args: {
    config: { networks: [cosmosChainStory] },
    preloadedState: {
      ...openModalState({ view: 'Send' }),
      ...cosmosConnectedState('0.001'),
      send: {
        status: 'editing',
        form: { token: null, amount: '0.001', receiver: COSMOS_STORY_RECEIVER, speed: 'medium' },
        problem: null,
        error: {
          code: 'INSUFFICIENT_FUNDS',
          message: 'Not enough ATOM to cover the amount and the network fee',
        },
        preview: null,
      },
    },
  },
};
