/**
 * The Safe web app's stand-in: a real Safe on the first anvil chain (deploySafe.mjs) and a
 * Safe parent page on its own origin (`http://localhost:<port>`, while the demo is on
 * 127.0.0.1) that frames the app and answers the Safe Apps postMessage protocol as the Safe
 * app does (public/parent.js), for the app's exact origin only.
 *
 *   GET  /?path=/…          the parent page, framing `<app origin><path>` (path default '/')
 *   GET  /parent.js         its script; GET /safe.json the Safe's info (address, chain, owners)
 *   POST /rpc {call, params}   a read relayed to the chain (SDK `rpcCall`; reads only)
 *   POST /proposals {txs}   records a proposal: one call `{to, value, data}`, at the next free
 *                           nonce, answered with its `safeTxHash` (the contract's own
 *                           getTransactionHash); nothing is sent
 *   GET  /proposals/<safeTxHash>   one proposal (SDK `getTxBySafeTxHash`)
 *   GET  /__control/proposals      every proposal: to, value, data, operation, nonce, safeTxHash
 *
 * Same-origin only (the page's own fetches); no CORS. Bodies are checked; a bad one is a 400.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Contract, JsonRpcProvider, getAddress, isAddress } from 'ethers';
import { SiteError, readJson, sendJson } from '../secure-site/siteHttp.mjs';
import { jsonRpcRequest } from '../jsonRpcRequest.mjs';
import { listen } from '../listen.mjs';
import { SAFE_ARTIFACT, deploySafe, safeTransactionHash } from './deploySafe.mjs';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), 'public');
const READS = new Set([
  'eth_call',
  'eth_gasPrice',
  'eth_getLogs',
  'eth_getBalance',
  'eth_getCode',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getTransactionCount',
  'eth_estimateGas',
]);
const HEX = /^0x[0-9a-fA-F]*$/;
const DECIMAL = /^[0-9]{1,78}$/;

const escapeAttribute = (/** @type {string} */ text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const parentPage = (
  /** @type {{ appOrigin: string, safe: { safeAddress: string } }} */ config,
) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Safe (local stand-in)</title>
<meta name="safe-stand-in" content="${escapeAttribute(JSON.stringify(config))}">
<link rel="stylesheet" href="/parent.css">
<script type="module" src="/parent.js"></script>
</head>
<body>
<header><h1>Safe</h1> <span id="safe-address">${config.safe.safeAddress}</span></header>
<iframe id="safe-app" title="Safe app"></iframe>
</body>
</html>
`;

/**
 * A proposal's one call, checked: a checksummed `to`, a decimal `value`, hex `data`.
 * @param {any} call any: an item of the request's JSON, checked here
 */
function checkCall(call) {
  if (!call || typeof call !== 'object') throw new SiteError(400, 'a transaction is an object');
  const { to, value, data } = call;
  if (typeof to !== 'string' || !isAddress(to)) throw new SiteError(400, '`to` is not an address');
  if (typeof value !== 'string' || !DECIMAL.test(value))
    throw new SiteError(400, '`value` is not a decimal string');
  if (data !== undefined && (typeof data !== 'string' || !HEX.test(data) || data.length % 2 !== 0))
    throw new SiteError(400, '`data` is not hex');
  return { to: getAddress(to), value, data: data ?? '0x', operation: /** @type {0} */ (0) };
}

/**
 * @param {{ port?: number, host?: string, rpcUrl: string, appOrigin?: string }} options
 */
export async function startSafeStandIn({ port = 0, host = '127.0.0.1', rpcUrl, appOrigin }) {
  const deployment = await deploySafe({ rpcUrl });
  const provider = new JsonRpcProvider(rpcUrl, undefined, {
    staticNetwork: true,
    cacheTimeout: -1,
  });
  const safeContract = new Contract(deployment.safe, SAFE_ARTIFACT.abi, provider);
  let app = appOrigin ?? null;
  /** @type {Array<{ safeTxHash: string, to: string, value: string, data: string, operation: 0, nonce: number, submittedAt: number }>} */
  const proposals = [];
  const safeInfo = {
    safeAddress: deployment.safe,
    chainId: deployment.chainId,
    threshold: deployment.threshold,
    owners: deployment.owners,
    isReadOnly: false,
  };

  const propose = async (/** @type {any} any: the request's JSON, checked here */ body) => {
    if (!Array.isArray(body.txs) || body.txs.length === 0)
      throw new SiteError(400, '`txs` is a non-empty list');
    // A batch needs MultiSend (a delegate call), which this stand-in does not deploy.
    if (body.txs.length > 1) throw new SiteError(400, 'one transaction per proposal here');
    const call = checkCall(body.txs[0]);
    const onChain = Number(await safeContract.nonce());
    // The next free nonce: after the proposals still queued at or above the Safe's nonce.
    const nonce = onChain + proposals.filter((p) => p.nonce >= onChain).length;
    const safeTxHash = await safeTransactionHash(provider, deployment.safe, call, nonce);
    const proposal = { safeTxHash, ...call, nonce, submittedAt: Date.now() };
    proposals.push(proposal);
    return { safeTxHash };
  };

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {URL} url
   */
  const route = async (request, response, url) => {
    const { pathname } = url;
    if (request.method === 'GET' && pathname === '/') {
      if (!app) throw new SiteError(503, 'the app to frame is not known yet');
      response.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': [
          "default-src 'self'",
          "script-src 'self'",
          "style-src 'self'",
          `frame-src ${app}`,
          "connect-src 'self'",
          "object-src 'none'",
          "base-uri 'none'",
        ].join('; '),
        'Cache-Control': 'no-store',
      });
      response.end(parentPage({ appOrigin: app, safe: safeInfo }));
      return;
    }
    if (request.method === 'GET' && (pathname === '/parent.js' || pathname === '/parent.css')) {
      const type = pathname.endsWith('.js') ? 'text/javascript' : 'text/css';
      response.writeHead(200, { 'Content-Type': `${type}; charset=utf-8` });
      response.end(await readFile(join(PUBLIC, pathname.slice(1))));
      return;
    }
    if (request.method === 'GET' && pathname === '/safe.json')
      return sendJson(response, 200, safeInfo);
    if (request.method === 'GET' && pathname === '/__control/proposals')
      return sendJson(response, 200, { safe: deployment.safe, proposals });
    if (request.method === 'GET' && pathname.startsWith('/proposals/')) {
      const found = proposals.find((p) => p.safeTxHash === pathname.slice('/proposals/'.length));
      if (!found) throw new SiteError(404, 'no such proposal');
      const executed = found.nonce < Number(await safeContract.nonce());
      return sendJson(response, 200, {
        safeAddress: deployment.safe,
        txId: `multisig_${deployment.safe}_${found.safeTxHash}`,
        txStatus: executed ? 'SUCCESS' : 'AWAITING_CONFIRMATIONS',
        txData: { to: { value: found.to }, value: found.value, hexData: found.data, operation: 0 },
        detailedExecutionInfo: {
          type: 'MULTISIG',
          nonce: found.nonce,
          safeTxHash: found.safeTxHash,
        },
      });
    }
    if (request.method === 'POST' && pathname === '/proposals')
      return sendJson(response, 200, await propose(await readJson(request)));
    if (request.method === 'POST' && pathname === '/rpc') {
      const { call, params } = await readJson(request);
      if (typeof call !== 'string' || !READS.has(call) || !Array.isArray(params))
        throw new SiteError(400, 'only reads are relayed');
      return sendJson(response, 200, { result: await jsonRpcRequest(rpcUrl, call, params) });
    }
    throw new SiteError(404, 'Not found');
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    route(request, response, url).catch((error) => {
      const status = error instanceof SiteError ? error.status : 500;
      if (!response.headersSent) sendJson(response, status, { error: error.message });
      else response.end();
    });
  });
  let listening;
  try {
    listening = await listen(server, port, host);
  } catch (error) {
    // startOnPort tries another port: nothing of this attempt may stay open.
    provider.destroy();
    throw error;
  }
  return {
    port: listening,
    url: `http://localhost:${listening}`,
    controlUrl: `http://localhost:${listening}/__control`,
    safe: deployment.safe,
    deployment,
    /**
     * The app to frame (the demo's origin), once it listens.
     * @param {string} origin
     */
    setAppOrigin(origin) {
      app = new URL(origin).origin;
    },
    async stop() {
      provider.destroy();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
