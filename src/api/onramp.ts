import * as z from 'zod/mini';
import { decimalSchema } from './amountSchemas';
import type { ApiClient } from './createApiClient';

// Onramp calls of the product API. A failed quote falls back to a mocked one and failed options
// to built-in defaults; that is the caller's choice, these functions report the ApiError.

export const onrampUrlSchema = z.object({ url: z.string() });
export type OnrampUrl = z.output<typeof onrampUrlSchema>;

const limitSchema = z.object({ id: z.string(), min: decimalSchema, max: decimalSchema });

/** Payment and purchase currencies. */
export const onrampOptionsSchema = z.object({
  paymentCurrencies: z.array(
    z.object({ id: z.string(), payment_method_limits: z.array(limitSchema) }),
  ),
  purchaseCurrencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.array(
        z.object({
          name: z.string(),
          display_name: z.string(),
          chain_id: z.string(),
          contract_address: z.string(),
        }),
      ),
    }),
  ),
});
export type OnrampOptions = z.output<typeof onrampOptionsSchema>;

const moneySchema = z.object({ amount: decimalSchema, currency: z.string() });

/** An onramp quote. */
export const onrampQuoteSchema = z.object({
  networkFee: moneySchema,
  paymentSubtotal: moneySchema,
  paymentTotal: moneySchema,
  purchaseAmount: moneySchema,
  quoteId: z.string(),
  /** When the quote stops holding, ms since the epoch; absent: 60 s after the answer. */
  expiresAt: z.optional(z.number()),
});
export type OnrampQuote = z.output<typeof onrampQuoteSchema>;

interface OnrampUrlParams {
  destinationWallets: ReadonlyArray<{ address: string; blockchains?: string[]; assets?: string[] }>;
  partnerUserId: string;
  defaultNetwork?: string;
  presetCryptoAmount?: number;
  presetFiatAmount?: number;
}

/** POST /v1/generators/onrampurl: the provider's widget URL (experience `buy`). */
export function getOnrampUrl(client: ApiClient, params: OnrampUrlParams): Promise<OnrampUrl> {
  return client.post({
    path: '/v1/generators/onrampurl',
    body: { ...params, defaultExperience: 'buy' },
    schema: onrampUrlSchema,
  });
}

/** GET /v1/onramp/options. */
export function getOnrampOptions(client: ApiClient): Promise<OnrampOptions> {
  return client.get({ path: '/v1/onramp/options', schema: onrampOptionsSchema });
}

interface OnrampQuoteParams {
  /** A purchase currency id, e.g. `USDC`. */
  purchaseCurrency: string;
  /** A payment currency id, e.g. `USD`. */
  paymentCurrency: string;
  /** Fiat amount, decimal string. */
  amount: string;
  /** A network `name` of the purchase currency. */
  network: string;
}

/** POST /v1/onramp/quote. */
export function getOnrampQuote(client: ApiClient, params: OnrampQuoteParams): Promise<OnrampQuote> {
  return client.post({ path: '/v1/onramp/quote', body: { ...params }, schema: onrampQuoteSchema });
}
