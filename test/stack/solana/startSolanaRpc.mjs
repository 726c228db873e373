/**
 * A local Solana cluster for tests and the demo: a real SVM in process (litesvm 1.5) behind
 * the JSON-RPC and WebSocket methods an unmodified @solana/web3.js v1 `Connection` uses. It
 * starts with the dev accounts funded and the dev SPL mint (devAccounts.mjs, createDevLedger.mjs).
 *
 *   POST /             JSON-RPC 2.0, single or batched (createRpcMethods.mjs lists the methods)
 *   GET  /health       ok
 *   WS   /             signatureSubscribe, other subscriptions acknowledged (attachRpcWebSocket.mjs)
 *
 *   GET  /__control/status
 *   POST /__control/faults {slow?, down?, malformed?, delayMs?}   slow: every answer (HTTP and
 *        WS) waits delayMs (default 15 000 ms); down: HTTP 503 and WS upgrades refused (open
 *        sockets are dropped); malformed: RPC answers are cut-off JSON
 *   POST /__control/reset   faults off and a fresh ledger (the start state)
 * Control POSTs need Content-Type application/json. CORS: any origin (a browser dapp calls
 * the RPC directly, as it would a public cluster's).
 */
import { createServer } from 'node:http';
import { listen } from '../listen.mjs';
import { attachRpcWebSocket } from './attachRpcWebSocket.mjs';
import { createDevLedger } from './createDevLedger.mjs';
import { createJsonRpcHandler } from './createJsonRpcHandler.mjs';
import { createRpcMethods } from './createRpcMethods.mjs';
import {
  DEV_MINT,
  SOLANA_CAIP_NETWORK_ID,
  SOLANA_DEV_ADDRESSES,
  SOLANA_GENESIS_HASH,
} from './devAccounts.mjs';
import { errorMessage } from '../errorMessage.mjs';

/** @typedef {'slow' | 'down' | 'malformed'} SolanaRpcFault */

/**
 * `GET /__control/status` and the answer of every control POST.
 * @typedef {object} SolanaRpcStatus
 * @property {{ slow: boolean, down: boolean, malformed: boolean, delayMs: number }} faults
 * @property {number} slot
 * @property {number} blockHeight
 * @property {number} transactionCount
 * @property {string} genesisHash
 * @property {string} caipNetworkId
 * @property {string} mint
 * @property {readonly string[]} devAddresses
 */

/**
 * @typedef {object} SolanaRpc
 * @property {string} url JSON-RPC over HTTP: `http://127.0.0.1:PORT`.
 * @property {string} wsUrl The WebSocket side, same port: pass it as web3.js' `wsEndpoint` (it
 *   would guess port + 1).
 * @property {number} port
 * @property {string} controlUrl `url + '/__control'`: status, faults, reset.
 * @property {string} genesisHash `G1dHUr8XxahV99RXqn3K3DnwUacUMogPwnZRvd8nx8Ar`, what
 *   getGenesisHash answers.
 * @property {string} caipNetworkId `solana:G1dHUr8XxahV99RXqn3K3DnwUacUMogP`.
 * @property {string} mint The dev SPL mint's address (6 decimals).
 * @property {readonly string[]} devAddresses Dev accounts 0..2, 100 SOL each at start.
 * @property {() => Promise<void>} close Drops every connection and stops listening; safe to
 *   call twice.
 * @property {() => Promise<void>} stop The same as close().
 */

/** The Solana CLI's local RPC port, the CLI's default. */
export const DEFAULT_SOLANA_RPC_PORT = 8899;
/** The switches of `POST /__control/faults` (booleans), beside `delayMs`. */
export const SOLANA_FAULTS = /** @type {readonly SolanaRpcFault[]} */ (
  Object.freeze(['slow', 'down', 'malformed'])
);
/** How long each answer waits under the slow fault, unless `delayMs` says otherwise. */
export const DEFAULT_SLOW_MS = 15_000;
const MAX_BODY_BYTES = 1_000_000;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '600',
};

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {unknown} body a string is sent as it is, anything else as JSON
 * @param {string} [type]
 */
function send(response, status, body, type = 'application/json; charset=utf-8') {
  response.writeHead(status, { ...CORS, 'cache-control': 'no-store', 'content-type': type });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/**
 * The body as text; null when it is too large.
 * @param {import('node:http').IncomingMessage} request
 */
async function readBody(request) {
  let text = '';
  for await (const chunk of request) {
    text += chunk;
    if (text.length > MAX_BODY_BYTES) return null;
  }
  return text;
}

/**
 * @param {{ host?: string, port?: number, log?: (line: string) => void, now?: () => number }} [options]
 *   `host` default '127.0.0.1'; `port` default 0 (any free port); `log`: internal failures
 *   (default console.warn); `now`: the ledger's clock, which closes a slot per 400 ms.
 * @returns {Promise<SolanaRpc>}
 */
export async function startSolanaRpc({
  host = '127.0.0.1',
  port = 0,
  log = console.warn,
  now = Date.now,
} = {}) {
  let ledger = createDevLedger({ now });
  const getLedger = () => ledger;
  const faults = { slow: false, down: false, malformed: false, delayMs: DEFAULT_SLOW_MS };
  const timers = new Set();
  const later = (/** @type {() => void} */ run) => {
    if (!faults.slow) return run();
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, faults.delayMs);
    timers.add(timer);
  };
  const rpc = createJsonRpcHandler(createRpcMethods(getLedger), {
    beforeCall: () => ledger.tick(),
    log,
  });

  const status = () => ({
    faults: { ...faults },
    slot: ledger.slot(),
    blockHeight: ledger.blockHeight(),
    transactionCount: ledger.transactionCount(),
    genesisHash: SOLANA_GENESIS_HASH,
    caipNetworkId: SOLANA_CAIP_NETWORK_ID,
    mint: DEV_MINT,
    devAddresses: SOLANA_DEV_ADDRESSES,
  });

  /** @param {any} body any: the request's JSON, checked here */
  function setFaults(body) {
    for (const [name, value] of Object.entries(body)) {
      if (name === 'delayMs') {
        if (!Number.isFinite(value) || value < 0) throw new Error('delayMs must be a number >= 0');
      } else if (
        !(/** @type {readonly string[]} */ (SOLANA_FAULTS).includes(name)) ||
        typeof value !== 'boolean'
      )
        throw new Error(`Unknown fault ${name} (or not a boolean)`);
    }
    Object.assign(faults, body);
    if (faults.down) sockets.dropAll();
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {string} path
   */
  async function control(request, response, path) {
    if (request.method === 'GET' && path === '/status') return send(response, 200, status());
    if (request.method !== 'POST') return send(response, 405, { message: 'GET or POST' });
    if (!/^application\/json\b/.test(request.headers['content-type'] ?? ''))
      return send(response, 415, { message: 'POST bodies must be application/json' });
    let body;
    try {
      body = JSON.parse((await readBody(request)) || '{}');
      if (path === '/faults') setFaults(body);
      else if (path === '/reset') {
        setFaults({ slow: false, down: false, malformed: false, delayMs: DEFAULT_SLOW_MS });
        ledger = createDevLedger({ now });
        sockets.dropAll();
      } else return send(response, 404, { message: 'not found' });
    } catch (error) {
      return send(response, 400, { message: errorMessage(error) });
    }
    return send(response, 200, status());
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  async function handle(request, response) {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS);
      return response.end();
    }
    if (pathname.startsWith('/__control/')) return control(request, response, pathname.slice(10));
    if (faults.down) return send(response, 503, 'Service Unavailable', 'text/plain; charset=utf-8');
    if (pathname === '/health' && request.method === 'GET')
      return later(() => send(response, 200, 'ok', 'text/plain; charset=utf-8'));
    if (pathname !== '/') return send(response, 404, { message: 'not found' });
    if (request.method !== 'POST') return send(response, 405, { message: 'POST JSON-RPC here' });
    if (!/^application\/json\b/.test(request.headers['content-type'] ?? ''))
      return send(response, 415, 'Supported Content-Types: application/json', 'text/plain');
    const text = await readBody(request);
    if (text === null) return send(response, 413, { message: 'Body too large' });
    later(() => {
      if (faults.malformed) return send(response, 200, '{"jsonrpc":"2.0","result":');
      send(response, 200, rpc.handleText(text));
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      log(`solana rpc: ${request.url} failed: ${error instanceof Error ? error.stack : error}`);
      if (!response.headersSent) send(response, 500, { message: 'Internal error' });
    });
  });
  const sockets = attachRpcWebSocket(server, { getLedger, rpc, faults, later });
  const actualPort = await listen(server, port, host);
  const url = `http://${host}:${actualPort}`;

  let closing;
  const close = () => {
    closing ??= new Promise((resolveClose) => {
      for (const timer of timers) clearTimeout(timer);
      sockets.close();
      server.closeAllConnections();
      server.close(() => resolveClose(undefined));
    });
    return closing;
  };
  return {
    url,
    wsUrl: `ws://${host}:${actualPort}`,
    port: actualPort,
    controlUrl: `${url}/__control`,
    genesisHash: SOLANA_GENESIS_HASH,
    caipNetworkId: SOLANA_CAIP_NETWORK_ID,
    mint: DEV_MINT,
    devAddresses: SOLANA_DEV_ADDRESSES,
    close,
    /** The same as close(), under the name the stack's service CLIs call. */
    stop: close,
  };
}
