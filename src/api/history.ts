import * as z from 'zod/mini';
import { decimalSchema } from './amountSchemas';
import type { ApiClient } from './createApiClient';

/** The operationType values the product knows. */
export const OPERATION_TYPES = [
  'send',
  'receive',
  'deposit',
  'borrow',
  'claim',
  'withdraw',
  'repay',
  'burn',
] as const;

const transferSchema = z.object({
  fungible_info: z.optional(
    z.object({
      name: z.optional(z.string()),
      symbol: z.string(),
      icon: z.optional(z.nullable(z.object({ url: z.string() }))),
    }),
  ),
  nft_info: z.optional(
    z.object({
      name: z.optional(z.string()),
      content: z.optional(z.object({ preview: z.optional(z.object({ url: z.string() })) })),
      flags: z.optional(z.object({ is_spam: z.boolean() })),
    }),
  ),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: decimalSchema }),
  value: z.optional(z.number()),
  price: z.optional(z.number()),
});

const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    // A string, not OPERATION_TYPES: one new type from the API must not fail the whole list.
    operationType: z.string(),
    hash: z.string(),
    minedAt: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.enum(['confirmed', 'failed', 'pending']),
    nonce: z.number(),
    chain: z.optional(z.string()),
  }),
  transfers: z.array(transferSchema),
});
export type Transaction = z.output<typeof transactionSchema>;

/** One page, newest first; `next` is the cursor of the following page, null on the last. */
export const historySchema = z.object({
  data: z.array(transactionSchema),
  next: z.nullable(z.string()),
});
export type TransactionHistory = z.output<typeof historySchema>;

interface HistoryParams {
  address: string;
  /** CAIP-2, e.g. `eip155:1`. */
  chainId: string;
  /** `next` of the previous page; omitted for the first. */
  cursor?: string;
}

/** GET /v1/account/{address}/history. EVM only. */
export function getTransactionHistory(
  client: ApiClient,
  params: HistoryParams,
): Promise<TransactionHistory> {
  return client.get({
    path: `/v1/account/${encodeURIComponent(params.address)}/history`,
    query: { chainId: params.chainId, cursor: params.cursor },
    schema: historySchema,
  });
}
