import type { SwapPreview, SwapState, SwapToken } from '../../src/features/swap/types';
import type { View } from '../../src/index';
import { balanceState, connectedState, localChain, storyToken, tokensState } from './accountState';
import { openModalState, type StoryState } from './storyModal';

const CHAIN = localChain.caipNetworkId;

/** The stand-in's ids on a fresh local chain (test/stack/api/contracts/README.md). */
export const SWAP_IDS = {
  ETH: `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
  PUSD: `${CHAIN}:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35`,
  PTK: `${CHAIN}:0xA15BB66138824a1c7167f5E85b957d04Dd34E468`,
} as const;

/** A letter on a disc, as the stand-in's token icons: inline, so no story makes a request. */
const icon = (letter: string, color: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${color}"/><text x="16" y="21" font-family="sans-serif" font-size="14" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`,
  );

const LIST = [
  { id: SWAP_IDS.ETH, symbol: 'ETH', name: 'Ether', decimals: 18, iconUrl: icon('E', '#627eea') },
  {
    id: SWAP_IDS.PUSD,
    symbol: 'PUSD',
    name: 'Portico USD',
    decimals: 6,
    iconUrl: icon('P', '#2b8a3e'),
  },
  { id: SWAP_IDS.PTK, symbol: 'PTK', name: 'Portico Token', decimals: 18, iconUrl: null },
];

const PRICES = { ETH: 3000, PUSD: 1, PTK: 0.5 };

/** The picker's view of a token: the list's, with the story account's balance. */
export function swapToken(symbol: 'ETH' | 'PUSD' | 'PTK', balance: string | null): SwapToken {
  const listed = LIST.find((token) => token.symbol === symbol)!;
  return {
    ...listed,
    address: listed.id.split(':')[2]!,
    native: symbol === 'ETH',
    balance,
    price: PRICES[symbol],
  };
}

/** 0.5 ETH quoted at 1494.757341 PUSD, as the stand-in's pool answers on a fresh chain. */
export const QUOTED = {
  input: { from: SWAP_IDS.ETH, to: SWAP_IDS.PUSD, amount: '500000000000000000' },
  fromDecimals: 18,
  toDecimals: 6,
  toAmount: '1494757341',
};

/** 100 PUSD to PTK under review: the approval first. */
export const PREVIEW: SwapPreview = {
  caipNetworkId: CHAIN,
  from: swapToken('PUSD', '10000'),
  to: swapToken('PTK', null),
  amount: '100',
  fromAmount: '100000000',
  toAmount: '199328999491968225530',
  minimumReceived: '197335709497048543274',
  steps: ['approve', 'swap'],
  approved: false,
  batched: false,
  networkFee: '220000000000000',
  feeEstimated: false,
  nativeSymbol: 'ETH',
  nativeDecimals: 18,
};

/** An open modal on `view`, connected on the local chain with ETH and PUSD, and this swap. */
export function swapStoryState(swap: Partial<SwapState>, view: View = 'Swap'): StoryState {
  return {
    ...openModalState({ view }),
    ...connectedState(),
    ...balanceState('10000'),
    ...tokensState('loaded', [
      storyToken('ETH', '10000.0', 3000),
      storyToken('PUSD', '10000.0', 1, 6),
    ]),
    swap: {
      status: 'editing',
      form: { from: null, to: null, amount: '' },
      picking: null,
      quote: { status: 'idle', requestedSeq: 0, shownSeq: null, quote: null, error: null },
      tokenList: { caipNetworkId: CHAIN, status: 'loaded', tokens: LIST },
      prices: Object.fromEntries(
        Object.entries(SWAP_IDS).map(([symbol, id]) => [
          id.toLowerCase(),
          PRICES[symbol as keyof typeof PRICES],
        ]),
      ),
      gasPrice: { caipNetworkId: CHAIN, standard: '1000000000' },
      problem: null,
      error: null,
      preview: null,
      unsupportedNetwork: null,
      ...swap,
    },
  };
}
