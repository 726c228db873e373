/**
 * A local Bitcoin regtest chain for tests and the demo: an in-memory chain (no bitcoind runs
 * offline; ../shared/notes/wave2-stack.md §5) behind the Esplora REST subset a wallet uses.
 * Every accepted transaction is mined at once into a block of its own (automine).
 *
 *   GET  /blocks/tip/height            text
 *   GET  /blocks/tip/hash              text
 *   GET  /address/:address             {address, chain_stats, mempool_stats}
 *   GET  /address/:address/utxo        [{txid, vout, status, value}]
 *   GET  /address/:address/txs[/chain[/:last_seen_txid]], /txs/mempool   [tx], 25 a page
 *   GET  /tx/:txid, /tx/:txid/hex, /tx/:txid/status, /tx/:txid/outspends
 *   GET  /fee-estimates                {"<blocks>": satPerVbyte}
 *   POST /tx                           raw hex → txid (text); 400 `sendrawtransaction RPC
 *                                      error: {"code":…,"message":…}` (checkTransaction.mjs)
 *
 *   GET  /__control/status
 *   POST /__control/fund {address, sats}       mines a coinbase paying it: {txid, vout, value,
 *                                              blockHeight, blockHash}
 *   POST /__control/mine {blocks?}             empty blocks (default 1)
 *   POST /__control/fault {route, kind, status?, times?}   kind status (default 503) |
 *        malformed (a cut-off JSON body) | hang (no answer); route an id of createFaults.mjs or '*'
 *   POST /__control/clear-faults {route?}
 *   POST /__control/fee-estimates {estimates}  replaces the table
 *   POST /__control/reset                      the start state, no faults, default estimates
 * Control POSTs need Content-Type application/json and answer the status, except fund.
 * CORS: any origin (a browser dapp calls Esplora directly).
 */
import { createServer } from 'node:http';
import { listen } from '../listen.mjs';
import { createDevChain } from './createDevChain.mjs';
import { createEsploraRoutes } from './createEsploraRoutes.mjs';
import { createFaults } from './createFaults.mjs';
import {
  BITCOIN_CAIP_NETWORK_ID,
  BITCOIN_DEV_ACCOUNTS,
  BITCOIN_REGTEST_GENESIS_HASH,
} from './devAccounts.mjs';
import { DEFAULT_FEE_ESTIMATES, parseFeeEstimates } from './feeEstimates.mjs';

/** Esplora's usual port in Blockstream's regtest setups. */
/**
 * @typedef {'tipHeight' | 'tipHash' | 'address' | 'addressUtxo' | 'addressTxs' | 'tx' | 'txHex'
 *   | 'txStatus' | 'txOutspends' | 'feeEstimates' | 'broadcast'} BitcoinRouteId
 */

/**
 * `POST /__control/fault`.
 * @typedef {object} BitcoinFault
 * @property {BitcoinRouteId | '*'} route
 * @property {'status' | 'malformed' | 'hang'} kind
 * @property {number} [status] For kind status: 400-599, default 503.
 * @property {number} [times] Clears itself after this many requests; default: until cleared.
 */

/**
 * `GET /__control/status` and the answer of every control POST but fund.
 * @typedef {object} BitcoinStandInStatus
 * @property {number} tipHeight
 * @property {string} tipHash
 * @property {number} txCount
 * @property {Array<{ route: BitcoinRouteId | '*', kind: string, status?: number, remaining?: number }>} faults
 * @property {Record<string, number>} feeEstimates sat/vB by confirmation target in blocks.
 * @property {string} genesisHash
 * @property {string} caipNetworkId
 * @property {Array<{ index: number, paymentAddress: string, ordinalsAddress: string }>} devAccounts
 */

/**
 * `POST /__control/fund`'s answer: the coinbase output paying the address.
 * @typedef {{ txid: string, vout: 0, value: number, blockHeight: number, blockHash: string }} BitcoinFunding
 */

/**
 * @typedef {object} BitcoinStandIn
 * @property {string} url The Esplora REST base: `http://127.0.0.1:PORT`.
 * @property {number} port
 * @property {string} controlUrl `url + '/__control'`.
 * @property {string} genesisHash Regtest's genesis hash.
 * @property {string} caipNetworkId `bip122:0f9188f13cb7b2f71f2a335e3a4fc328`.
 * @property {BitcoinStandInStatus['devAccounts']} devAccounts
 * @property {() => Promise<void>} stop Drops every connection (hanging requests too) and stops
 *   listening; safe to call twice.
 * @property {() => Promise<void>} close The same as stop().
 */

/** The CLI's default port. */
export const DEFAULT_BITCOIN_PORT = 3002;
/** A raw transaction is at most 400,000 weight units: 800 KB of hex, with room to spare. */
const MAX_BODY_BYTES = 2_000_000;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
};

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {unknown} body a string is sent as text, anything else as JSON
 */
function send(response, status, body) {
  const text = typeof body === 'string';
  response.writeHead(status, {
    ...CORS,
    'cache-control': 'no-store',
    'content-type': text ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
  });
  response.end(text ? /** @type {string} */ (body) : JSON.stringify(body));
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
 * @param {{ host?: string, port?: number, log?: (line: string) => void }} [options]
 *   `host` default '127.0.0.1'; `port` default 0 (any free port); `log`: internal failures
 *   (default console.warn).
 * @returns {Promise<BitcoinStandIn>}
 */
export async function startBitcoinStandIn({
  host = '127.0.0.1',
  port = 0,
  log = console.warn,
} = {}) {
  let chain = createDevChain();
  /** @type {Record<string, number>} */
  let feeEstimates = { ...DEFAULT_FEE_ESTIMATES };
  const faults = createFaults();
  const routes = createEsploraRoutes(
    () => chain,
    () => feeEstimates,
  );

  const status = () => ({
    tipHeight: chain.tip().height,
    tipHash: chain.tip().hash,
    txCount: chain.txCount(),
    faults: faults.list(),
    feeEstimates,
    genesisHash: BITCOIN_REGTEST_GENESIS_HASH,
    caipNetworkId: BITCOIN_CAIP_NETWORK_ID,
    devAccounts: BITCOIN_DEV_ACCOUNTS.map(({ index, paymentAddress, ordinalsAddress }) => ({
      index,
      paymentAddress,
      ordinalsAddress,
    })),
  });

  /**
   * @param {string} path
   * @param {any} body any: the request's JSON, checked by the control it names
   */
  function runControl(path, body) {
    switch (path) {
      case '/fund': {
        const { txid, height, hash } = chain.fund([{ address: body.address, sats: body.sats }]);
        return { txid, vout: 0, value: body.sats, blockHeight: height, blockHash: hash };
      }
      case '/mine':
        chain.mine(body.blocks ?? 1);
        break;
      case '/fault':
        faults.set(body);
        break;
      case '/clear-faults':
        faults.clear(body.route);
        break;
      case '/fee-estimates':
        feeEstimates = parseFeeEstimates(body.estimates);
        break;
      case '/reset':
        chain = createDevChain();
        feeEstimates = { ...DEFAULT_FEE_ESTIMATES };
        faults.clear();
        break;
      default:
        return null;
    }
    return status();
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
    let match;
    const route = routes.find(
      (candidate) =>
        candidate.method === request.method && (match = candidate.pattern.exec(pathname)),
    );
    if (!route) return send(response, 404, 'Not Found');
    const body = request.method === 'POST' ? await readBody(request) : undefined;
    if (body === null) return send(response, 413, 'Payload Too Large');
    const fault = faults.take(route.id);
    if (fault?.kind === 'hang') return; // never answers; stop() closes the socket
    if (fault?.kind === 'status')
      // A status fault always has its status.
      return send(response, /** @type {number} */ (fault.status), `Injected HTTP ${fault.status}`);
    if (fault?.kind === 'malformed') {
      response.writeHead(200, { ...CORS, 'content-type': 'application/json; charset=utf-8' });
      return response.end('{"chain_stats":{"funded_txo');
    }
    const answer = route.handle(match, body);
    send(response, answer.status, answer.body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      log(
        `bitcoin stand-in: ${request.url} failed: ${error instanceof Error ? error.stack : error}`,
      );
      if (!response.headersSent) send(response, 500, 'Internal error');
    });
  });
  const actualPort = await listen(server, port, host);
  const url = `http://${host}:${actualPort}`;

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
    genesisHash: BITCOIN_REGTEST_GENESIS_HASH,
    caipNetworkId: BITCOIN_CAIP_NETWORK_ID,
    devAccounts: status().devAccounts,
    stop,
    /** The same as stop(). */
    close: stop,
  };
}
