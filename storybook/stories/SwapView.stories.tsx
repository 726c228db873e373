import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import { connectedState, localChain, localChain2 } from '../support/accountState';
import { PREVIEW, QUOTED, SWAP_IDS, swapStoryState } from '../support/swapState';

/**
 * Swap, each state: the form (empty, quoting, a quote, insufficient balance, no route), the
 * token list, the preview's steps (approving, swapping), the success and the failures, and
 * UnsupportedChain off the swap list.
 */
const meta = {
  title: 'Views/SwapView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const config = {
  networks: [localChain],
  apiUrl: 'http://127.0.0.1:9',
  extraSwapNetworks: [localChain.caipNetworkId],
};
const toPusd = { from: null, to: SWAP_IDS.PUSD, amount: '0.5' };
const ready = {
  status: 'ready' as const,
  requestedSeq: 1,
  shownSeq: 1,
  quote: QUOTED,
  error: null,
};

/** Nothing chosen yet: ETH (the native currency) pays, the token to receive is to pick. */
export const Empty: Story = { args: { config, preloadedState: swapStoryState({}) } };

/** An amount typed: the quote is on its way. */
export const Quoting: Story = {
  args: {
    config,
    preloadedState: swapStoryState({
      form: toPusd,
      quote: { status: 'loading', requestedSeq: 1, shownSeq: null, quote: null, error: null },
    }),
  },
};

/** The quote: received amount, rate both ways, price impact, minimum received, fees. */
export const Quote: Story = {
  args: { config, preloadedState: swapStoryState({ form: toPusd, quote: ready }) },
};

/** More than the balance: the button says so. */
export const InsufficientBalance: Story = {
  args: {
    config,
    preloadedState: swapStoryState({ form: { ...toPusd, amount: '20000' }, quote: ready }),
  },
};

/** The API found no route (not enough liquidity for a dust amount). */
export const NoRoute: Story = {
  args: {
    config,
    preloadedState: swapStoryState({
      form: { ...toPusd, amount: '0.000000000000000001' },
      quote: { status: 'noRoute', requestedSeq: 1, shownSeq: 1, quote: null, error: null },
    }),
  },
};

/** The token list for the received side: held tokens first, then the rest of the API's list. */
export const SelectToken: Story = {
  args: {
    config,
    preloadedState: swapStoryState({ form: toPusd, picking: 'to' }, 'SwapSelectToken'),
  },
};

/** The preview of a token swap: the approval first, asked in the wallet. */
export const Approving: Story = {
  args: {
    config,
    preloadedState: swapStoryState({ status: 'approving', preview: PREVIEW }, 'SwapPreview'),
  },
};

/** A wallet with atomic batches (EIP-5792): approval and swap in one confirmation. */
export const Batched: Story = {
  args: {
    config,
    preloadedState: swapStoryState(
      { status: 'previewing', preview: { ...PREVIEW, batched: true } },
      'SwapPreview',
    ),
  },
};

/** The approval is mined; the swap is asked in the wallet. */
export const Swapping: Story = {
  args: {
    config,
    preloadedState: swapStoryState(
      { status: 'swapping', preview: { ...PREVIEW, approved: true } },
      'SwapPreview',
    ),
  },
};

/** Done: back on Account, the toast with the hash. */
export const Success: Story = {
  args: {
    config,
    preloadedState: {
      ...swapStoryState({}, 'Account'),
      notifications: {
        open: true,
        toast: {
          id: 1,
          messageKey: 'swap.swapped',
          params: {
            amount: '0.5',
            from: 'ETH',
            received: '1494.757341',
            to: 'PUSD',
            hash: '0x5f1d2c3b…9a8b7c',
          },
          variant: 'success',
          autoClose: false,
        },
      },
    },
  },
};

/** The price moved beyond the slippage: the router refused, nothing was swapped. */
export const Failure: Story = {
  args: {
    config,
    preloadedState: swapStoryState(
      {
        status: 'previewing',
        preview: { ...PREVIEW, approved: true },
        error: {
          code: 'SWAP_SLIPPAGE',
          message: 'Price moved beyond the slippage',
          reason: 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT',
        },
      },
      'SwapPreview',
    ),
  },
};

/** The wallet refused the approval: said, and the approval is asked again on the button. */
export const ApprovalRejected: Story = {
  args: {
    config,
    preloadedState: swapStoryState(
      {
        status: 'previewing',
        preview: PREVIEW,
        error: { code: 'SWAP_APPROVAL_REJECTED', message: 'Approval rejected', rpcCode: 4001 },
      },
      'SwapPreview',
    ),
  },
};

/** Swap asked for on a network outside the swap list: spec §8's words and where to go. */
export const UnsupportedNetwork: Story = {
  args: {
    config: { ...config, networks: [localChain, localChain2] },
    preloadedState: {
      ...swapStoryState({ unsupportedNetwork: localChain2.caipNetworkId }, 'UnsupportedChain'),
      ...connectedState(localChain2.caipNetworkId),
    },
  },
};
