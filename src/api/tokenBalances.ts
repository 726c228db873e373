import * as z from 'zod/mini';
import { decimalSchema } from './amountSchemas';
import type { ApiClient } from './createApiClient';

/** A token balance: `address` (CAIP-10) is absent for the native currency. */
const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: z.optional(z.number()),
  price: z.number(),
  quantity: z.object({
    decimals: z.string().check(z.regex(/^\d{1,3}$/)),
    numeric: decimalSchema,
  }),
  iconUrl: z.optional(z.string()),
});
export type TokenBalance = z.output<typeof tokenBalanceSchema>;

export const balancesSchema = z.object({ balances: z.array(tokenBalanceSchema) });
export type Balances = z.output<typeof balancesSchema>;

interface BalanceParams {
  address: string;
  /** CAIP-2, e.g. `eip155:1`. */
  chainId: string;
  /** Default `usd`, the only currency the API serves. */
  currency?: 'usd';
  /** Ask the API to refresh its own data. Default false. */
  forceUpdate?: boolean;
}

/**
 * GET /v1/account/{address}/balance. Not cached here: the tokens slice is the one
 * cache (30 s), so two layers never disagree about freshness.
 */
export function getAccountBalance(client: ApiClient, params: BalanceParams): Promise<Balances> {
  const currency = params.currency ?? 'usd';
  return client.get({
    path: `/v1/account/${encodeURIComponent(params.address)}/balance`,
    query: {
      currency,
      chainId: params.chainId,
      forceUpdate: params.forceUpdate ? 'true' : undefined,
    },
    schema: balancesSchema,
  });
}
