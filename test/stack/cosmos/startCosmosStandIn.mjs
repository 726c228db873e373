/**
 * A local Cosmos chain for tests and the demo: no gaiad/simd runs offline
 * (../shared/notes/wave2-stack.md §7), so this is an in-memory chain behind CometBFT 0.38's
 * JSON-RPC, the only API an unmodified cosmjs StargateClient uses. Queries and transactions are
 * real protobuf (cosmjs-types); every broadcast goes through the SDK's ante checks in order
 * (checkTx.mjs: fee at the minimum gas price, funds, sequence, secp256k1 signature over the
 * SIGN_MODE_DIRECT SignDoc or the amino JSON doc) and lands at once in a block of its own.
 *
 *   POST /                 JSON-RPC 2.0, one call or a batch: status, health, abci_query,
 *                          broadcast_tx_sync, tx_search, tx (createRpcMethods.mjs)
 *   GET  /<method>?k=v     the same over CometBFT's URI form (strings quoted, bytes 0x-hex)
 *
 *   GET  /__control/status
 *   POST /__control/fund {address, amount, denom?}   mints (default uatom): {address, denom,
 *                                                    balance, height}
 *   POST /__control/fault {method, path?, kind, status?, times?}   kind status (default 503) |
 *        malformed (a cut-off JSON body) | hang (no answer); method one of createFaults.mjs or
 *        '*'; path: one abci_query path only
 *   POST /__control/clear-faults {method?}
 *   POST /__control/reset                            the start state, no faults, no call counts
 * Control POSTs need Content-Type application/json and answer the status, except fund.
 * CORS: any origin (a browser dapp talks to the node directly).
 */
import { createServer } from 'node:http';
import { listen } from '../listen.mjs';
import { createCosmosChain } from './createCosmosChain.mjs';
import { COSMOS_RPC_METHODS, createFaults } from './createFaults.mjs';
import { createRpcMethods } from './createRpcMethods.mjs';
import {
  COSMOS_BECH32_PREFIX,
  COSMOS_CAIP_NETWORK_ID,
  COSMOS_CHAIN_ID,
  COSMOS_DECIMALS,
  COSMOS_DENOM,
  COSMOS_DEV_ACCOUNTS,
  COSMOS_DEV_FUNDING,
  COSMOS_GAS_PRICE,
} from './devAccounts.mjs';
import { RpcError, internalError, methodNotFound } from './RpcError.mjs';
import { errorMessage } from '../errorMessage.mjs';

/** CometBFT's RPC port. */
/**
 * @typedef {'status' | 'health' | 'abci_query' | 'broadcast_tx_sync' | 'tx_search' | 'tx'} CosmosRpcMethod
 */

/**
 * `POST /__control/fault`.
 * @typedef {object} CosmosFault
 * @property {CosmosRpcMethod | '*'} method
 * @property {string} [path] With method abci_query only: one query path, e.g.
 *   `/cosmos.tx.v1beta1.Service/Simulate`.
 * @property {'status' | 'malformed' | 'hang'} kind
 * @property {number} [status] For kind status: 400-599, default 503.
 * @property {number} [times] Clears itself after this many requests; default: until cleared.
 */

/**
 * `GET /__control/status` and the answer of every control POST but fund.
 * @typedef {object} CosmosStandInStatus
 * @property {number} height The latest block; 1 is genesis, each accepted transaction adds one.
 * @property {string} latestBlockHash
 * @property {string} latestBlockTime RFC 3339.
 * @property {number} txCount Transactions in blocks (DeliverTx failures included; CheckTx
 *   refusals not).
 * @property {Array<{ method: CosmosRpcMethod | '*', path?: string, kind: string, status?: number, remaining?: number }>} faults
 * @property {Record<string, number>} calls JSON-RPC calls since start or reset, by method
 *   (unknown methods too).
 * @property {string} chainId
 * @property {string} caipNetworkId
 * @property {string} denom
 * @property {string} gasPrice
 * @property {Array<{ index: number, address: string, balance: string }>} devAccounts Dev
 *   accounts 0..3 with their uatom balance (a decimal string).
 */

/**
 * `POST /__control/fund {address, amount, denom?}`'s answer; `balance` is the new balance, a
 * decimal string.
 * @typedef {{ address: string, denom: string, balance: string, height: number }} CosmosFunding
 */

/**
 * @typedef {object} CosmosStandIn
 * @property {string} url The CometBFT RPC: `http://127.0.0.1:PORT`.
 * @property {number} port
 * @property {string} controlUrl `url + '/__control'`.
 * @property {string} chainId `portico-local-1`.
 * @property {string} caipNetworkId `cosmos:portico-local-1`.
 * @property {string} denom `uatom`.
 * @property {number} decimals 6 (uatom → ATOM).
 * @property {string} bech32Prefix `cosmos`.
 * @property {string} gasPrice `0.025uatom`, the node's minimum.
 * @property {Array<{ index: number, address: string, publicKey: string }>} devAccounts
 *   Compressed secp256k1 keys as hex.
 * @property {() => Promise<void>} stop Drops every connection (hanging requests too) and stops
 *   listening; safe to call twice.
 * @property {() => Promise<void>} close The same as stop().
 */

/** The CLI's default port: CometBFT's RPC port, 26657. */
export const DEFAULT_COSMOS_PORT = 26657;
/** A transaction is at most CometBFT's max_tx_bytes (1 MiB); JSON and base64 add a third. */
const MAX_BODY_BYTES = 2_000_000;
/** Positional params, for a JSON-RPC call that sends them as an array. */
const PARAM_NAMES = {
  abci_query: ['path', 'data', 'height', 'prove'],
  broadcast_tx_sync: ['tx'],
  tx: ['hash', 'prove'],
  tx_search: ['query', 'prove', 'page', 'per_page', 'order_by'],
};

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'Origin, Accept, Content-Type, X-Requested-With, X-Server-Time',
  'access-control-max-age': '600',
};

function send(response, status, body) {
  const text = typeof body === 'string';
  response.writeHead(status, {
    ...CORS,
    'cache-control': 'no-store',
    'content-type': text ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
  });
  response.end(text ? body : JSON.stringify(body));
}

async function readBody(request) {
  let text = '';
  for await (const chunk of request) {
    text += chunk;
    if (text.length > MAX_BODY_BYTES) return null;
  }
  return text;
}

/** The start state: dev accounts 0..3 funded per COSMOS_DEV_FUNDING, block 1 (genesis). */
const createDevChain = () =>
  createCosmosChain({
    chainId: COSMOS_CHAIN_ID,
    genesis: COSMOS_DEV_ACCOUNTS.map(({ address }, index) => ({
      address,
      coins: { [COSMOS_DENOM]: COSMOS_DEV_FUNDING[index] },
    })),
  });

/** URI-form params: `?path="/x"&data=0x12` → { path: '/x', data: '0x12' }. */
const uriParams = (searchParams) =>
  Object.fromEntries(
    [...searchParams].map(([key, value]) => [
      key,
      /^".*"$/s.test(value) ? value.slice(1, -1) : value,
    ]),
  );

/**
 * @param {{ host?: string, port?: number, log?: (line: string) => void }} [options]
 *   `host` default '127.0.0.1'; `port` default 0 (any free port); `log`: internal failures
 *   (default console.warn).
 * @returns {Promise<CosmosStandIn>}
 */
export async function startCosmosStandIn({
  host = '127.0.0.1',
  port = 0,
  log = console.warn,
} = {}) {
  let chain = createDevChain();
  const faults = createFaults();
  const calls = new Map();
  let methods;

  const status = () => {
    const latest = chain.blockAt(chain.height);
    return {
      height: latest.height,
      latestBlockHash: latest.hash,
      latestBlockTime: latest.time,
      txCount: chain.txCount(),
      faults: faults.list(),
      calls: Object.fromEntries(calls),
      chainId: COSMOS_CHAIN_ID,
      caipNetworkId: COSMOS_CAIP_NETWORK_ID,
      denom: COSMOS_DENOM,
      gasPrice: COSMOS_GAS_PRICE,
      devAccounts: COSMOS_DEV_ACCOUNTS.map(({ index, address }) => ({
        index,
        address,
        balance: chain.balanceOf(address, COSMOS_DENOM).toString(),
      })),
    };
  };

  function runControl(path, body) {
    switch (path) {
      case '/fund':
        return {
          ...chain.fund(body.address, body.amount, body.denom ?? COSMOS_DENOM),
          height: chain.height,
        };
      case '/fault':
        faults.set(body);
        break;
      case '/clear-faults':
        faults.clear(body.method);
        break;
      case '/reset':
        chain = createDevChain();
        faults.clear();
        calls.clear();
        break;
      default:
        return null;
    }
    return status();
  }

  async function control(request, response, path) {
    if (request.method === 'GET' && path === '/status') return send(response, 200, status());
    if (request.method !== 'POST') return send(response, 405, { message: 'GET or POST' });
    if (!/^application\/json\b/.test(request.headers['content-type'] ?? ''))
      return send(response, 415, { message: 'POST bodies must be application/json' });
    const text = await readBody(request);
    if (text === null) return send(response, 413, { message: 'Body too large' });
    let answer;
    try {
      answer = runControl(path, JSON.parse(text || '{}') ?? {});
    } catch (error) {
      // bad JSON, an invalid address or amount, an unknown fault: the message says which
      return send(response, 400, {
        message: error instanceof Error ? error.message : String(error),
      });
    }
    return answer ? send(response, 200, answer) : send(response, 404, { message: 'not found' });
  }

  /** One JSON-RPC call's answer object (never throws). */
  async function answer({ jsonrpc, id = null, method, params }) {
    const reply = (fields) => ({ jsonrpc: '2.0', id, ...fields });
    try {
      if (jsonrpc !== '2.0' || typeof method !== 'string')
        throw new RpcError(-32600, 'Invalid Request', 'expected a JSON-RPC 2.0 call');
      const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
      if (!handler) throw methodNotFound();
      const named = Array.isArray(params)
        ? Object.fromEntries((PARAM_NAMES[method] ?? []).map((name, at) => [name, params[at]]))
        : (params ?? {});
      return reply({ result: await handler(named) });
    } catch (error) {
      if (error instanceof RpcError) return reply({ error: error.toJSON() });
      log(`cosmos stand-in: ${method} failed: ${error instanceof Error ? error.stack : error}`);
      return reply({
        error: internalError(error instanceof Error ? error.message : String(error)).toJSON(),
      });
    }
  }

  /** Counts the calls and takes the first fault any of them meets. */
  function faultFor(requests) {
    let fault = null;
    for (const { method, params } of requests) {
      if (typeof method !== 'string') continue;
      calls.set(method, (calls.get(method) ?? 0) + 1);
      if (!fault && COSMOS_RPC_METHODS.includes(method)) {
        const path =
          method === 'abci_query' ? (Array.isArray(params) ? params[0] : params?.path) : undefined;
        fault = faults.take(method, typeof path === 'string' ? path : undefined);
      }
    }
    return fault;
  }

  async function rpc(request, response, pathname, searchParams) {
    let payload;
    if (request.method === 'GET') {
      if (pathname === '/')
        return send(
          response,
          200,
          `Available endpoints (JSON-RPC over POST /, or GET):\n${COSMOS_RPC_METHODS.map((m) => `/${m}`).join('\n')}\n`,
        );
      payload = {
        jsonrpc: '2.0',
        id: -1,
        method: pathname.slice(1),
        params: uriParams(searchParams),
      };
    } else if (request.method === 'POST' && pathname === '/') {
      const text = await readBody(request);
      if (text === null) return send(response, 413, 'Payload Too Large');
      try {
        payload = JSON.parse(text);
      } catch (error) {
        return send(response, 200, {
          jsonrpc: '2.0',
          id: null,
          error: { code: -32700, message: 'Parse error. Invalid JSON', data: errorMessage(error) },
        });
      }
    } else return send(response, 404, 'Not Found');

    const batch = Array.isArray(payload);
    const requests = (batch ? payload : [payload]).filter(
      (call) => call && typeof call === 'object',
    );
    const fault = faultFor(requests);
    if (fault?.kind === 'hang') return; // never answers; stop() closes the socket
    if (fault?.kind === 'status')
      return send(response, fault.status, `Injected HTTP ${fault.status}`);
    if (fault?.kind === 'malformed') {
      response.writeHead(200, { ...CORS, 'content-type': 'application/json; charset=utf-8' });
      return response.end('{"jsonrpc":"2.0","id":1,"result":{"response":{"co');
    }
    const answers = await Promise.all(requests.map(answer));
    send(
      response,
      200,
      batch
        ? answers
        : (answers[0] ?? {
            jsonrpc: '2.0',
            id: null,
            error: new RpcError(-32600, 'Invalid Request').toJSON(),
          }),
    );
  }

  async function handle(request, response) {
    const { pathname, searchParams } = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS);
      return response.end();
    }
    if (pathname.startsWith('/__control/')) return control(request, response, pathname.slice(10));
    return rpc(request, response, pathname, searchParams);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      log(
        `cosmos stand-in: ${request.url} failed: ${error instanceof Error ? error.stack : error}`,
      );
      if (!response.headersSent) send(response, 500, 'Internal error');
    });
  });
  const actualPort = await listen(server, port, host);
  const url = `http://${host}:${actualPort}`;
  methods = createRpcMethods(() => chain, { rpcAddress: `tcp://${host}:${actualPort}` });

  let closing;
  const stop = () => {
    closing ??= new Promise((resolveClose) => {
      server.closeAllConnections();
      server.close(() => resolveClose(undefined));
    });
    return closing;
  };
  return {
    url,
    port: actualPort,
    controlUrl: `${url}/__control`,
    chainId: COSMOS_CHAIN_ID,
    caipNetworkId: COSMOS_CAIP_NETWORK_ID,
    denom: COSMOS_DENOM,
    decimals: COSMOS_DECIMALS,
    bech32Prefix: COSMOS_BECH32_PREFIX,
    gasPrice: COSMOS_GAS_PRICE,
    devAccounts: COSMOS_DEV_ACCOUNTS.map(({ index, address, publicKey }) => ({
      index,
      address,
      publicKey,
    })),
    stop,
    /** The same as stop(). */
    close: stop,
  };
}
