import * as z from 'zod/mini';
import type { ApiClient } from './createApiClient';
import { ProviderRpcError } from '../adapter/providerErrors';
import { rpcErrorObjectSchema } from '../adapter/rpc/rpcResponseSchema';

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/));
const hash = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/));

/** The fields of an ERC-4337 user-operation receipt the modal reads (the bundler sends more). */
const userOperationReceiptSchema = z.object({
  userOpHash: hash,
  success: z.boolean(),
  receipt: z.object({
    transactionHash: hash,
    blockHash: hash,
    blockNumber: hex,
    gasUsed: hex,
    status: z.optional(hex),
    logs: z.array(z.unknown()),
  }),
});
export type UserOperationReceipt = z.output<typeof userOperationReceiptSchema>;

/** The bundler's JSON-RPC answer: the receipt (null before the operation is mined), or an error. */
export const receiptReplySchema = z.union([
  z.object({ result: z.nullable(userOperationReceiptSchema) }),
  z.object({ error: rpcErrorObjectSchema }),
]);

let nextId = 1;

/**
 * `eth_getUserOperationReceipt` through the bundler URL (`/v1/bundler` with
 * `chainId` and `bundler`): the receipt once the operation is mined, null before.
 */
export async function getUserOperationReceipt(
  client: ApiClient,
  params: { caipNetworkId: string; userOpHash: string },
): Promise<UserOperationReceipt | null> {
  const reply = await client.post({
    path: '/v1/bundler',
    query: { chainId: params.caipNetworkId, bundler: 'pimlico' },
    body: {
      jsonrpc: '2.0',
      id: nextId++,
      method: 'eth_getUserOperationReceipt',
      params: [params.userOpHash],
    },
    schema: receiptReplySchema,
  });
  // The bundler's own JSON-RPC error, kept as the wallet error it is.
  if ('error' in reply) throw new ProviderRpcError(reply.error.code, reply.error.message);
  return reply.result;
}
