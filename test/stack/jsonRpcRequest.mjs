/**
 * One JSON-RPC 2.0 call over HTTP with a deadline, for the stand-ins that talk to anvil and
 * Alto (the smart account client, the bundler's readiness check, the Farcaster registry). An error answer becomes a JsonRpcError
 * carrying the server's message, code and data; a hang becomes a timeout error, never a wait.
 */

import { errorMessage } from './errorMessage.mjs';

let nextId = 1;

/** A JSON-RPC error answer: `code` and `data` are the server's, the message names the method. */
export class JsonRpcError extends Error {
  /**
   * @param {string} method
   * @param {{ code?: unknown, message?: unknown, data?: unknown }} error the answer's `error`
   */
  constructor(method, error) {
    super(`${method}: ${String(error?.message ?? 'error')} (code ${String(error?.code)})`);
    this.name = 'JsonRpcError';
    this.method = method;
    /** @type {number | undefined} */
    this.code = typeof error?.code === 'number' ? error.code : undefined;
    this.data = error?.data;
  }
}

/**
 * @param {string} url
 * @param {string} method
 * @param {unknown[] | Record<string, unknown>} params positional or named
 * @param {{ timeoutMs?: number }} [options] the whole call's deadline, a guard against a hang
 *   (default 5 minutes: a busy machine may answer slowly, and that is not a failure)
 * @returns {Promise<any>} the answer's `result` as the server sent it (may be null)
 * @throws {JsonRpcError} on an error answer; a plain Error on a timeout, an HTTP or shape problem
 */
export async function jsonRpcRequest(url, method, params, { timeoutMs = 5 * 60_000 } = {}) {
  const id = nextId++;
  let response;
  let body;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    body = await response.json().catch(() => null);
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : errorMessage(error);
    throw new Error(`${method} to ${url}: ${reason}`, { cause: error });
  }
  if (body && typeof body === 'object' && body.error) throw new JsonRpcError(method, body.error);
  if (!body || typeof body !== 'object' || !('result' in body) || body.id !== id) {
    throw new Error(
      `${method} to ${url}: not a JSON-RPC answer (HTTP ${response.status}): ${JSON.stringify(body)?.slice(0, 300)}`,
    );
  }
  return body.result;
}
