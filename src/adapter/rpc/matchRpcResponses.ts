import { ProviderRpcError } from '../providerErrors';
import type { RpcResponse } from './rpcResponseSchema';
import { rpcResponseSchema } from './rpcResponseSchema';

/** What one call ends with: its result, or the error it rejects with. */
type RpcOutcome = { ok: true; result: unknown } | { ok: false; error: Error };

type ErrorResponse = Extract<RpcResponse, { error: { code: number } }>;

/** Whether the reply is an error; `error: null` next to a result is not one. */
const isErrorResponse = (response: RpcResponse): response is ErrorResponse =>
  'error' in response && response.error !== null && response.error !== undefined;

const toOutcome = (response: RpcResponse): RpcOutcome =>
  isErrorResponse(response)
    ? {
        ok: false,
        error: new ProviderRpcError(response.error.code, response.error.message, {
          data: response.error.data,
          cause: response.error,
        }),
      }
    : { ok: true, result: response.result };

const idOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'id' in value ? value.id : undefined;

/**
 * Matches a parsed response body (one object or a batch array, in any order) to the ids sent.
 * Returns one outcome per id; `invalid(message)` builds the error for an id without a valid reply.
 */
export function matchRpcResponses(
  ids: readonly number[],
  body: unknown,
  invalid: (message: string) => Error,
): RpcOutcome[] {
  const fail = (message: string): RpcOutcome => ({ ok: false, error: invalid(message) });
  if (!Array.isArray(body)) {
    const parsed = rpcResponseSchema.safeParse(body);
    if (!parsed.success) return ids.map(() => fail('Invalid JSON-RPC response'));
    // A lone error with no id, or answering a whole batch, is how servers reject the request
    // as a whole (unparseable, rate-limited): it applies to every call.
    if (isErrorResponse(parsed.data) && (parsed.data.id === null || ids.length > 1)) {
      return ids.map(() => toOutcome(parsed.data));
    }
  }
  const byId = new Map<unknown, RpcOutcome>();
  for (const entry of Array.isArray(body) ? body : [body]) {
    const parsed = rpcResponseSchema.safeParse(entry);
    const id = parsed.success ? parsed.data.id : idOf(entry);
    if (id === undefined) continue;
    // Two replies for one id: which one is the answer is anybody's guess, so neither is.
    if (byId.has(id)) byId.set(id, fail('Invalid JSON-RPC response'));
    else byId.set(id, parsed.success ? toOutcome(parsed.data) : fail('Invalid JSON-RPC response'));
  }
  return ids.map((id) => byId.get(id) ?? fail(`Missing JSON-RPC response for request id ${id}`));
}
