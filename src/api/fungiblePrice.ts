import * as z from 'zod/mini';
import type { ApiClient } from './createApiClient';

export const fungiblePricesSchema = z.object({
  fungibles: z.array(
    z.object({
      name: z.string(),
      symbol: z.string(),
      iconUrl: z.string(),
      price: z.number(),
      /** CAIP-10, when the API says which token the price is for. */
      address: z.optional(z.string()),
    }),
  ),
});
export type FungiblePrices = z.output<typeof fungiblePricesSchema>;

/**
 * POST /v1/fungible/price: prices of tokens given as CAIP-10 ids. Tokens the API does
 * not know are left out of the answer. POST, so tried once.
 */
export function getTokenPrices(
  client: ApiClient,
  params: { addresses: readonly string[]; currency?: 'usd' },
): Promise<FungiblePrices> {
  return client.post({
    path: '/v1/fungible/price',
    body: {
      currency: params.currency ?? 'usd',
      addresses: params.addresses,
      projectId: client.projectId,
    },
    schema: fungiblePricesSchema,
  });
}
