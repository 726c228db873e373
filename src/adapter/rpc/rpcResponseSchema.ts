import * as z from 'zod/mini';

const rpcId = z.union([z.number(), z.string(), z.null()]);

export const rpcErrorObjectSchema = z.object({
  code: z.number(),
  message: z.string(),
  data: z.optional(z.unknown()),
});

/**
 * A JSON-RPC 2.0 response. The error branch comes first so that a reply carrying both keys
 * counts as an error; `error: null` next to a result (seen on old servers) fails that branch
 * and falls through to the result one, but any other `error` (a string, a malformed object)
 * fails both: a result the server also calls an error is no result. `result` must be present
 * (null is a valid result).
 */
export const rpcResponseSchema = z.union([
  z.object({ jsonrpc: z.literal('2.0'), id: rpcId, error: rpcErrorObjectSchema }),
  z.object({
    jsonrpc: z.literal('2.0'),
    id: rpcId,
    result: z.unknown(),
    error: z.optional(z.null()),
  }),
]);

export type RpcResponse = z.infer<typeof rpcResponseSchema>;
