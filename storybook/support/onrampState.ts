import type { OnrampOptions, OnrampQuote, OnrampState } from '../../src/features/onramp/types';
import type { View } from '../../src/index';
import { connectedState, localChain } from './accountState';
import { openModalState, type StoryState } from './storyModal';

const CARD = { id: 'card', min: '10.00', max: '7500.00' };
const BANK = { id: 'bank_account', min: '10.00', max: '25000.00' };
const LOCAL = {
  name: 'local-31337',
  display_name: 'Local chain 31337',
  chain_id: '31337',
  contract_address: '',
};

/** The stand-in's options on the local chain: USD, EUR (card, bank), GBP (card); USDC and ETH. */
export const STORY_OPTIONS: OnrampOptions = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [CARD, BANK] },
    { id: 'EUR', payment_method_limits: [CARD, BANK] },
    { id: 'GBP', payment_method_limits: [{ id: 'card', min: '10.00', max: '5000.00' }] },
  ],
  purchaseCurrencies: [
    { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [LOCAL] },
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [LOCAL] },
    {
      id: 'SOL',
      name: 'Solana',
      symbol: 'SOL',
      networks: [
        {
          name: 'solana',
          display_name: 'Solana',
          chain_id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          contract_address: '',
        },
      ],
    },
  ],
};

/** 100.00 USD by card for USDC on the local chain, as the stand-in answers (1.5 % fee). */
export function storyQuote(expiresAt: number, estimate = false): OnrampQuote {
  const request = {
    amount: '100.00',
    paymentCurrency: 'USD',
    method: 'card' as const,
    purchaseCurrency: 'USDC',
    network: 'local-31337',
  };
  return estimate
    ? {
        request,
        networkFee: { amount: '0.00', currency: 'USD' },
        paymentSubtotal: { amount: '98.50', currency: 'USD' },
        paymentTotal: { amount: '100.00', currency: 'USD' },
        purchaseAmount: null,
        quoteId: 'estimate',
        estimate: true,
        expiresAt,
      }
    : {
        request,
        networkFee: { amount: '0.25', currency: 'USD' },
        paymentSubtotal: { amount: '98.25', currency: 'USD' },
        paymentTotal: { amount: '100.00', currency: 'USD' },
        purchaseAmount: { amount: '98.250000', currency: 'USDC' },
        quoteId: 'quote-USDC-USD-100.00-local-31337',
        estimate: false,
        expiresAt,
      };
}

/** The API config a buying story needs: the product API (never reached) on the local chain. */
export const ONRAMP_CONFIG = { networks: [localChain], apiUrl: 'http://127.0.0.1:9' };

/**
 * An open modal on `view`, connected on the local chain, with this purchase. The time zone is
 * fixed (Berlin), so a story never depends on the machine's.
 */
export function onrampStoryState(
  onramp: Partial<OnrampState>,
  view: View = 'OnrampBuy',
): StoryState {
  return {
    ...openModalState({ view }),
    ...connectedState(),
    onramp: {
      timeZone: 'Europe/Berlin',
      options: { status: 'loaded', value: STORY_OPTIONS },
      provider: 'meld',
      form: { amount: '', paymentCurrency: null, method: null, purchase: null },
      quote: { status: 'idle', requestedSeq: 0, quote: null },
      checkout: { status: 'editing', url: null },
      error: null,
      ...onramp,
    },
  };
}
