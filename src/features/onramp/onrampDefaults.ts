import type { OnrampOptions, PaymentMethod } from './types';

const LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'bank_account', min: '10.00', max: '25000.00' },
];

/** CAIP-2 reference of Solana mainnet (its genesis hash, cut to 32 characters). */
export const SOLANA_MAINNET_REFERENCE = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/**
 * the built-in options, used when `GET /v1/onramp/options` fails: USD and EUR with
 * the card and bank-account limits; USDC on Ethereum and Polygon, SOL on Solana.
 */
export const DEFAULT_ONRAMP_OPTIONS: OnrampOptions = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: LIMITS },
    { id: 'EUR', payment_method_limits: LIMITS },
  ],
  purchaseCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        {
          name: 'ethereum',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        },
        {
          name: 'polygon',
          display_name: 'Polygon',
          chain_id: '137',
          contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
        },
      ],
    },
    {
      id: 'SOL',
      name: 'Solana',
      symbol: 'SOL',
      networks: [
        {
          name: 'solana',
          display_name: 'Solana',
          chain_id: SOLANA_MAINNET_REFERENCE,
          contract_address: '',
        },
      ],
    },
  ],
};

/** The payment currency and method a new purchase starts with. */
export const DEFAULT_PAYMENT_CURRENCY = 'USD';
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'card';
