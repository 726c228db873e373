/**
 * The bundler endpoint ("a bundler URL takes projectId, chainId, bundler"):
 * `POST /v1/bundler?projectId&chainId=eip155:<id>&bundler=pimlico` forwards one ERC-4337
 * JSON-RPC request (eth_getUserOperationReceipt, eth_sendUserOperation…) to the chain's local
 * bundler (Alto, test/stack/aa/startBundler.mjs) and answers what it said, JSON-RPC errors
 * included. A chain without a bundler answers 400.
 */
import { ApiHttpError } from './http.mjs';
import { chainOf, required } from './routeHelpers.mjs';
import { errorMessage } from '../errorMessage.mjs';

/** How long the bundler may take to answer one request. */
const BUNDLER_TIMEOUT_MS = 10_000;
/** The bundlers the endpoint knows (the `bundler` parameter). */
const BUNDLERS = ['pimlico'];

/**
 * @param {{ chains: Map<string, { bundlerUrl?: string }> }} ctx
 * @returns {import('./http.mjs').ApiRoute[]}
 */
export function bundlerRoutes(ctx) {
  return [
    {
      id: 'bundler',
      method: 'POST',
      path: /^\/v1\/bundler$/,
      async handle({ query, body }) {
        const chain = chainOf(ctx, required(query, 'chainId'));
        const bundler = required(query, 'bundler');
        if (!BUNDLERS.includes(bundler)) throw new ApiHttpError(400, `Unknown bundler ${bundler}`);
        if (!chain.bundlerUrl) throw new ApiHttpError(400, `No bundler on ${chain.caip2}`);
        if (body?.jsonrpc !== '2.0' || typeof body.method !== 'string')
          throw new ApiHttpError(400, 'Expected one JSON-RPC 2.0 request');
        let response;
        try {
          response = await fetch(chain.bundlerUrl, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(BUNDLER_TIMEOUT_MS),
          });
        } catch (error) {
          throw new ApiHttpError(502, `The bundler did not answer: ${errorMessage(error)}`);
        }
        const answer = await response.json().catch(() => null);
        if (!answer || typeof answer !== 'object')
          throw new ApiHttpError(502, `The bundler answered HTTP ${response.status} without JSON`);
        return answer;
      },
    },
  ];
}
