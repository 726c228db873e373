/**
 * The stand-in's JSON-RPC client for the local chains: plain fetch, a timeout on every call,
 * batches for block scans. A failure becomes a 502 answer (the chain, not the caller, is wrong).
 */
import { ApiHttpError } from './http.mjs';
import { errorMessage } from '../errorMessage.mjs';

const RPC_TIMEOUT_MS = 10_000;
const RECEIPT_GUARD_MS = 5 * 60_000;

/**
 * A JSON-RPC reply as the chain sent it; `any` for the result, whose shape the method implies.
 * @typedef {{ id?: number, result?: any, error?: { message?: string } }} RpcReply
 */

/** @typedef {readonly unknown[]} RpcCall `[method, params]` */

/**
 * @param {string} rpcUrl
 * @param {unknown} payload
 * @returns {Promise<any>} any: the chain's JSON, checked by the callers
 */
async function post(rpcUrl, payload) {
  let response;
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    });
  } catch (cause) {
    throw new ApiHttpError(502, `Local chain ${rpcUrl} did not answer: ${errorMessage(cause)}`);
  }
  if (!response.ok) throw new ApiHttpError(502, `Local chain ${rpcUrl}: HTTP ${response.status}`);
  return response.json();
}

/**
 * @param {string} rpcUrl
 * @param {unknown} method
 * @param {RpcReply | undefined} reply
 */
const unwrap = (rpcUrl, method, reply) => {
  if (reply?.error) {
    throw new ApiHttpError(502, `Local chain ${rpcUrl}: ${method}: ${reply.error.message}`);
  }
  return reply?.result;
};

/**
 * One JSON-RPC call's result.
 * @param {string} rpcUrl
 * @param {string} method
 * @param {readonly unknown[]} [params]
 * @returns {Promise<any>} any: the method's result, as the chain sent it
 */
export async function rpc(rpcUrl, method, params = []) {
  return unwrap(rpcUrl, method, await post(rpcUrl, { jsonrpc: '2.0', id: 1, method, params }));
}

/**
 * Several calls in one POST; results in the order of `calls` ([method, params] pairs).
 * @param {string} rpcUrl
 * @param {readonly RpcCall[]} calls
 * @returns {Promise<any[]>} any: each method's result, as the chain sent it
 */
export async function rpcBatch(rpcUrl, calls) {
  if (calls.length === 0) return [];
  /** @type {RpcReply[]} */
  const replies = await post(
    rpcUrl,
    calls.map(([method, params], id) => ({ jsonrpc: '2.0', id, method, params })),
  );
  const byId = new Map(replies.map((reply) => [reply.id, reply]));
  return calls.map(([method], id) => unwrap(rpcUrl, method, byId.get(id)));
}

/**
 * Several calls in one POST, where a call may fail on its own (an `eth_call` that reverts):
 * `{ result }` or `{ error }` per call, in the order of `calls`. Only a chain that does not
 * answer at all throws (502).
 * @param {string} rpcUrl
 * @param {readonly RpcCall[]} calls
 * @returns {Promise<Array<{ result?: any, error?: string }>>} any: as in rpcBatch
 */
export async function rpcBatchSettled(rpcUrl, calls) {
  if (calls.length === 0) return [];
  /** @type {unknown} */
  const replies = await post(
    rpcUrl,
    calls.map(([method, params], id) => ({ jsonrpc: '2.0', id, method, params })),
  );
  /** @type {Map<number | undefined, RpcReply>} */
  const byId = new Map(
    (Array.isArray(replies) ? replies : []).map((/** @type {RpcReply} */ reply) => [
      reply.id,
      reply,
    ]),
  );
  return calls.map((_, id) => {
    const reply = byId.get(id);
    if (!reply) return { error: 'no reply' };
    return reply.error ? { error: reply.error.message ?? 'error' } : { result: reply.result };
  });
}

/**
 * `eth_call` of `data` on `to`, at the latest block.
 * @param {string} rpcUrl
 * @param {string} to
 * @param {string} data
 */
export const ethCall = (rpcUrl, to, data) => rpc(rpcUrl, 'eth_call', [{ to, data }, 'latest']);

/**
 * Sends from an unlocked anvil dev account (anvil signs) and waits for the mined receipt.
 * @param {string} rpcUrl
 * @param {Record<string, unknown>} transaction
 * @returns {Promise<any>} any: the receipt, as the chain sent it
 */
export async function sendFromDevAccount(rpcUrl, transaction) {
  const hash = await rpc(rpcUrl, 'eth_sendTransaction', [transaction]);
  // anvil automines, so the receipt is there at once; polls cover a slow machine, and only a
  // hang (5 minutes) gives up.
  const deadline = Date.now() + RECEIPT_GUARD_MS;
  while (Date.now() < deadline) {
    const receipt = await rpc(rpcUrl, 'eth_getTransactionReceipt', [hash]);
    if (receipt) {
      if (receipt.status !== '0x1') throw new Error(`transaction ${hash} reverted`);
      return receipt;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`transaction ${hash} was not mined`);
}
