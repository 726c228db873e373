import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SendPreview, SendStatus } from '../../src/features/send/types';
import { ModalStory } from '../support/ModalStory';
import {
  BITCOIN_STORY_PAYMENT,
  BITCOIN_STORY_RECEIVER,
  bitcoinBalanceState,
  bitcoinChainStory,
  bitcoinConnectedState,
} from '../support/bitcoinState';
import {
  COSMOS_STORY_ADDRESS,
  COSMOS_STORY_RECEIVER,
  cosmosChainStory,
  cosmosConnectedState,
  POLKADOT_STORY_ADDRESS,
  POLKADOT_STORY_RECEIVER,
  polkadotChainStory,
  polkadotConnectedState,
} from '../support/polkadotCosmosState';
import { connectedState, localChain, STORY_ADDRESS, STORY_AVATAR } from '../support/accountState';
import { openModalState, type StoryState } from '../support/storyModal';
import {
  SOLANA_STORY_ADDRESS,
  solanaBalancesState,
  solanaCluster,
  solanaConnectedState,
} from '../support/solanaState';

/** The checked send before the wallet is asked, and while it is. */
const meta = {
  title: 'Views/SendPreviewView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const preview: SendPreview = {
  from: STORY_ADDRESS,
  to: RECEIVER,
  receiverName: null,
  receiverAvatar: null,
  token: {
    key: 'ETH',
    symbol: 'ETH',
    name: 'Ether',
    decimals: 18,
    balance: '10000',
    price: 3000,
    contract: null,
    iconUrl: null,
  },
  amount: '1.5',
  units: '1500000000000000000',
  tx: { to: RECEIVER, value: '1500000000000000000' },
  fee: '42000000000000',
  feeAmount: '0.000042',
  nativeSymbol: 'ETH',
  nativeDecimals: 18,
  nativePrice: 3000,
  extras: [],
  speed: null,
};

function previewState(status: SendStatus, over: Partial<SendPreview> = {}): StoryState {
  return {
    ...openModalState({ view: 'SendPreview' }),
    ...connectedState(),
    send: {
      status,
      form: { token: null, amount: preview.amount, receiver: RECEIVER, speed: 'medium' },
      problem: null,
      error: null,
      preview: { ...preview, ...over },
    },
  };
}

const config = { networks: [localChain] };

/** From, to, the amount and its value, the fee from the chain, the total. */
export const Ready: Story = { args: { config, preloadedState: previewState('previewing') } };

/** A name the API resolved, with its avatar. */
export const ToAName: Story = {
  args: {
    config,
    preloadedState: previewState('previewing', {
      receiverName: 'bob.portico',
      receiverAvatar: STORY_AVATAR,
    }),
  },
};

/** The chain gave no fee estimate. */
export const NoFeeEstimate: Story = {
  args: { config, preloadedState: previewState('previewing', { fee: null, feeAmount: null }) },
};

/** The wallet is asked: the button waits. */
export const Sending: Story = { args: { config, preloadedState: previewState('sending') } };

/** Inside a Safe app: the Safe took the send as a proposal; its owners execute it there. */
export const Proposed: Story = { args: { config, preloadedState: previewState('proposed') } };

const SOLANA_RECEIVER = 'HTHj2PCSsVRu9vuoEvqidHFiLPL3pJbVRDvGy3StNwqg';
const MINT = '3f2zjYpEZiyvTsbJoLpATa5GEakAYHwrAQ8aPsVLppzJ';

/** Solana: 12.5 PUSD to an owner without a token account: its rent is shown and totalled. */
export const SolanaTokenToNewAccount: Story = {
  args: {
    config: { networks: [solanaCluster] },
    preloadedState: {
      ...openModalState({ view: 'SendPreview' }),
      ...solanaConnectedState(),
      ...solanaBalancesState('100', '1000'),
      send: {
        status: 'previewing',
        form: { token: null, amount: '12.5', receiver: SOLANA_RECEIVER, speed: 'medium' },
        problem: null,
        error: null,
        preview: {
          from: SOLANA_STORY_ADDRESS,
          to: SOLANA_RECEIVER,
          receiverName: null,
          receiverAvatar: null,
          token: {
            key: `${solanaCluster.caipNetworkId}:${MINT}`,
            symbol: 'PUSD',
            name: 'Portico USD',
            decimals: 6,
            balance: '1000',
            price: 1,
            contract: MINT,
            iconUrl: null,
          },
          amount: '12.5',
          units: '12500000',
          tx: { to: SOLANA_RECEIVER, value: '12500000', token: { address: MINT, decimals: 6 } },
          fee: '5000',
          feeAmount: '0.000005',
          nativeSymbol: 'SOL',
          nativeDecimals: 9,
          nativePrice: 150,
          extras: [{ amount: '0.00203928', reason: 'newTokenAccount' }],
          speed: null,
        },
      },
    },
  },
};

/** A bitcoin send: the fee in BTC, in sats at its rate, and in fiat, at the speed picked. */
function bitcoinPreview(status: SendStatus, speed: 'low' | 'medium' | 'high'): StoryState {
  const rates = { low: 1, medium: 5, high: 20 };
  const fee = rates[speed] * 141;
  return {
    ...openModalState({ view: 'SendPreview' }),
    ...bitcoinConnectedState(),
    ...bitcoinBalanceState('0.85'),
    send: {
      status,
      form: { token: null, amount: '0.001', receiver: BITCOIN_STORY_RECEIVER, speed },
      problem: null,
      error: null,
      preview: {
        from: BITCOIN_STORY_PAYMENT,
        to: BITCOIN_STORY_RECEIVER,
        receiverName: null,
        receiverAvatar: null,
        token: {
          key: 'BTC',
          symbol: 'BTC',
          name: 'Bitcoin',
          decimals: 8,
          balance: '0.85',
          price: 60_000,
          contract: null,
          iconUrl: null,
        },
        amount: '0.001',
        units: '100000',
        tx: { to: BITCOIN_STORY_RECEIVER, value: '100000' },
        fee: String(fee),
        feeAmount: (fee / 1e8).toFixed(8).replace(/0+$/, ''),
        nativeSymbol: 'BTC',
        nativeDecimals: 8,
        nativePrice: 60_000,
        extras: [],
        speed: { picked: speed, rate: rates[speed], rateUnit: 'sat/vB' },
      },
    },
  };
}

/** Bitcoin: 0.001 BTC at the standard speed, with the speeds to pick from. */
export const BitcoinReady: Story = {
  args: {
    config: { networks: [bitcoinChainStory] },
    preloadedState: bitcoinPreview('previewing', 'medium'),
  },
};

/** Bitcoin: Fast picked, the preview priced again: the send waits for the new fee. */
export const BitcoinRepricing: Story = {
  args: {
    config: { networks: [bitcoinChainStory] },
    preloadedState: bitcoinPreview('checking', 'high'),
  },
};

/** A native send's preview on another namespace: its fee from the chain, no speed to pick. */
function nativePreview(
  base: StoryState,
  network: typeof polkadotChainStory,
  from: string,
  to: string,
  amount: string,
  units: string,
  fee: [string, string],
  price: number,
): StoryState {
  const { symbol, name, decimals } = network.nativeCurrency;
  return {
    ...openModalState({ view: 'SendPreview' }),
    ...base,
    send: {
      status: 'previewing',
      form: { token: null, amount, receiver: to, speed: 'medium' },
      problem: null,
      error: null,
      preview: {
        from,
        to,
        receiverName: null,
        receiverAvatar: null,
        token: {
          key: symbol,
          symbol,
          name,
          decimals,
          balance: '1000',
          price,
          contract: null,
          iconUrl: null,
        },
        amount,
        units,
        tx: { to, value: units },
        fee: fee[0],
        feeAmount: fee[1],
        nativeSymbol: symbol,
        nativeDecimals: decimals,
        nativePrice: price,
        extras: [],
        speed: null,
      },
    },
  };
}

/** Polkadot: 1 ROC, the fee from the runtime's payment info. */
export const PolkadotReady: Story = {
  args: {
    config: { networks: [polkadotChainStory] },
    preloadedState: nativePreview(
      polkadotConnectedState('1000'),
      polkadotChainStory,
      POLKADOT_STORY_ADDRESS,
      POLKADOT_STORY_RECEIVER,
      '1',
      '1000000000000',
      ['15678901', '0.000015678901'],
      5,
    ),
  },
};

/** Cosmos: 1.5 ATOM, the fee simulated gas × the chain's gas price. */
export const CosmosReady: Story = {
  args: {
    config: { networks: [cosmosChainStory] },
    preloadedState: nativePreview(
      cosmosConnectedState('1000'),
      cosmosChainStory,
      COSMOS_STORY_ADDRESS,
      COSMOS_STORY_RECEIVER,
      '1.5',
      '1500000',
      ['2800', '0.0028'],
      8,
    ),
  },
};
