/**
 * The offline stack's product-API stand-in: every call the spec lists plus the project
 * configuration, allowed origins and the wallet list with its images, on
 * `http://127.0.0.1:PORT`. Balances, allowance, gas price and history are read from the local
 * chains (and the Solana cluster and Bitcoin chain, when given); the rest is deterministic
 * fixture data.
 * At start it deploys the PUSD and PTK tokens and the Broken Token BRK, whose transfers always
 * revert (deployTokens.mjs), a Uniswap V2 AMM with ETH/PUSD, ETH/PTK and PUSD/PTK pools at the
 * fixture prices, which the convert routes quote and build swaps for (deployAmm.mjs), and the
 * Portico Pass and Free Airdrop Claim NFT collections (deployNfts.mjs) to every chain.
 * The onramp URL opens the local provider's page, whose Confirm really sends the order's
 * PUSD, ETH or SOL (onrampProviderPage.mjs).
 *
 * Every route needs the query parameters `projectId`, `st` (sdk type) and `sv` (sdk version):
 * 400 when one is missing, 401 for an unknown project id (default: `invalid`), 403 on the
 * config and origins routes for an unconfigured one (default: `unconfigured`). Errors answer
 * `{ message, reasons: [{ description }] }`. CORS allows pages on any local origin.
 * The control API (controlApi.mjs) switches faults and settings for tests.
 */
import { createServer } from 'node:http';
import { accountRoutes } from './accountRoutes.mjs';
import { CONTROL_PREFIX, handleControl } from './controlApi.mjs';
import { convertRoutes } from './convertRoutes.mjs';
import { createControlState } from './createControlState.mjs';
import { bundlerRoutes } from './bundlerRoutes.mjs';
import { deployAmm } from './deployAmm.mjs';
import { deployNfts } from './deployNfts.mjs';
import { deployTokens } from './deployTokens.mjs';
import {
  ApiHttpError,
  ApiReply,
  corsHeaders,
  readJsonBody,
  sendBody,
  sendJson,
  sendRaw,
} from './http.mjs';
import { SPAM_CONTRACTS } from './nfts.mjs';
import { onrampProviderPage } from './onrampProviderPage.mjs';
import { onrampRoutes } from './onrampRoutes.mjs';
import { profileRoutes } from './profileRoutes.mjs';
import { poolControls } from './poolControls.mjs';
import { projectRoutes } from './projectRoutes.mjs';
import { TOKEN_SPECS } from './tokens.mjs';
import { walletRoutes } from './walletRoutes.mjs';
import { listen } from '../listen.mjs';

/**
 * @typedef {object} ApiStandInToken
 * @property {string} name
 * @property {string} symbol
 * @property {number} decimals
 * @property {string} address Checksummed; on a fresh chain PUSD is
 *   0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35, PTK 0xA15BB66138824a1c7167f5E85b957d04Dd34E468
 *   and BRK (Broken Token: every transfer reverts with "BRK: transfers are paused"; held by dev
 *   accounts 2 and 3 only) 0xb19b36b1456E65E3A6D514D3F715f204BD59f431.
 */

/**
 * @typedef {object} ApiStandInNftCollection
 * @property {string} name
 * @property {string} symbol
 * @property {boolean} spam Flagged `is_spam` by the NFT and history routes.
 * @property {string} address Checksummed; on a fresh chain PPASS is
 *   0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A, CLAIM 0x98eDDadCfde04dC22a0e62119617e74a6Bc77313.
 */

/**
 * The Uniswap V2 AMM the convert routes answer from (deployAmm.mjs). Checksummed addresses, by
 * CREATE2 with fixed salts, so the same on every chain: Router02
 * 0xce5CC17d4fF97cb3B9299f1d6dc236046D928eC9 (the spender of approvals), factory
 * 0x04cEB5C79E36D2129E4339Ba0449Be311cfe8b4d, WETH9 0xB0F0CE277be9875100429FC71099FFEb2626618b.
 * @typedef {object} ApiStandInAmm
 * @property {string} router
 * @property {string} factory
 * @property {string} weth
 * @property {Array<{ symbols: string[], pair: string }>} pools ETH/PUSD, ETH/PTK and PUSD/PTK
 *   (`symbols`; ETH is WETH in the pool) and their pairs.
 */

/**
 * @typedef {object} ApiStandInChain
 * @property {string} caip2 `eip155:31337`
 * @property {number} chainId
 * @property {string} rpcUrl
 * @property {ApiStandInToken[]} tokens PUSD, PTK and BRK, in that order.
 * @property {ApiStandInAmm} amm
 * @property {ApiStandInNftCollection[]} nfts Portico Pass (PPASS) and Free Airdrop Claim
 *   (CLAIM, spam), deployed at start.
 */

/**
 * @typedef {object} ApiStandIn
 * @property {string} url `http://127.0.0.1:PORT`: the product API's base URL.
 * @property {string} controlUrl `http://127.0.0.1:PORT/__control`: faults and settings.
 * @property {number} port
 * @property {ApiStandInChain[]} chains
 * @property {ReturnType<typeof createControlState>} control The control state itself, for tests
 *   in the same process (what the control API switches).
 * @property {() => Promise<void>} stop Closes every connection (hung requests too) and the server.
 */

export const DEFAULT_API_PORT = 8592;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const isTaken = (error) => /EADDRINUSE/.test(`${error?.code ?? ''} ${error?.message ?? ''}`);

/** 400 / 401 / 403 for the request's project, or nothing when it may go on. */
function checkProject(control, route, query) {
  for (const name of ['projectId', 'st', 'sv']) {
    if (!query.get(name)) throw new ApiHttpError(400, `Missing ${name}`);
  }
  const projectId = query.get('projectId');
  const { unknown, unconfigured } = control.state.projects;
  if (unknown.includes(projectId)) throw new ApiHttpError(401, 'Invalid Project ID');
  if (route.projectSetting && unconfigured.includes(projectId)) {
    throw new ApiHttpError(403, 'Project ID Not Configured');
  }
}

/**
 * @param {{ port?: number, host?: string,
 *   chains?: Array<{ chainId: number, rpcUrl: string, bundlerUrl?: string }>,
 *   solana?: { caipNetworkId: string, rpcUrl: string, mint: string } | null,
 *   bitcoin?: { caipNetworkId: string, esploraUrl: string } | null,
 *   sessionsSecret?: string | null, log?: (line: string) => void }} [options]
 *   `sessionsSecret`: the secret the secure site sends to register the smart sessions it grants
 *   (`POST /v1/sessions/{account}`, projectRoutes.mjs); without it nobody may register one.
 *   `solana`: the local Solana cluster, whose balances (SOL and the dev mint, as PUSD) the
 *   balance route reads from its RPC.
 *   `bitcoin`: the local Bitcoin regtest chain, whose BTC balances the balance route reads from
 *   its Esplora REST API (readBitcoinBalances.mjs).
 *   `port` given means required (0 = any free port); omitted means 8592, falling back to a free
 *   port (with a warning) when taken.
 * @returns {Promise<ApiStandIn>}
 */
export async function startApiStandIn({
  port,
  host = '127.0.0.1',
  chains = [],
  solana = null,
  bitcoin = null,
  sessionsSecret = null,
  log = console.warn,
} = {}) {
  const served = new Map();
  for (const { chainId, rpcUrl, bundlerUrl } of chains) {
    const tokens = await deployTokens({ rpcUrl, chainId, log });
    const amm = await deployAmm({ rpcUrl, chainId, tokens, log });
    const nfts = await deployNfts({ rpcUrl, chainId, log });
    // The fixed spam list, plus a spam collection that landed elsewhere on this chain.
    const spamContracts = new Set(
      [...SPAM_CONTRACTS, ...nfts.filter((nft) => nft.spam).map((nft) => nft.address)].map(
        (contract) => contract.toLowerCase(),
      ),
    );
    served.set(`eip155:${chainId}`, {
      chainId,
      rpcUrl,
      tokens,
      amm,
      nfts,
      spamContracts,
      ...(bundlerUrl && { bundlerUrl }),
    });
  }

  const control = createControlState();
  let baseUrl = '';
  const solanaServed = new Map(
    solana
      ? [
          [
            solana.caipNetworkId,
            { rpcUrl: solana.rpcUrl, tokens: [{ ...TOKEN_SPECS[0], address: solana.mint }] },
          ],
        ]
      : [],
  );
  const bitcoinServed = new Map(
    bitcoin ? [[bitcoin.caipNetworkId, { esploraUrl: bitcoin.esploraUrl }]] : [],
  );
  const ctx = {
    chains: served,
    solana: solanaServed,
    bitcoin: bitcoinServed,
    control,
    baseUrl: () => baseUrl,
    sessionsSecret,
  };
  const pools = poolControls(ctx);
  const providerPage = onrampProviderPage(ctx);
  const routes = [
    ...accountRoutes(ctx),
    ...bundlerRoutes(ctx),
    ...convertRoutes(ctx),
    ...profileRoutes(ctx),
    ...onrampRoutes(ctx),
    ...projectRoutes(ctx),
    ...walletRoutes(ctx),
  ];

  const fail = (request, response, status, message, reasons = [message]) =>
    sendJson(request, response, status, {
      message,
      reasons: reasons.map((description) => ({ description })),
    });

  async function handleRoute(request, response, url, route, params) {
    const entry = {
      at: new Date().toISOString(),
      route: route.id,
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      status: /** @type {number | null} */ (null),
    };
    control.record('requests', entry);
    const answer = (status, body) => {
      entry.status = status;
      if (!response.destroyed) sendJson(request, response, status, body);
    };
    try {
      const fault = control.takeFault(route.id, url.searchParams.get('projectId'));
      if (fault) {
        entry.fault = fault.kind;
        if (fault.latencyMs > 0) await sleep(fault.latencyMs);
        if (response.destroyed) return;
        switch (fault.kind) {
          case 'hang':
            return; // never answers; stop() closes the socket
          case 'status':
            entry.status = fault.status;
            return fail(
              request,
              response,
              fault.status,
              fault.status === 429 ? 'Rate limited' : `Injected HTTP ${fault.status}`,
            );
          case 'malformed':
            entry.status = 200;
            return sendRaw(request, response, 200, '{"data": [{"id": ');
          case 'wrongShape':
            return answer(200, { unexpected: 'shape', items: [1, 2, 3] });
          default:
            break; // latency alone: answer normally after it
        }
      }
      checkProject(control, route, url.searchParams);
      const body = request.method === 'POST' ? await readJsonBody(request) : undefined;
      const result = await route.handle({
        params,
        query: url.searchParams,
        body,
        headers: request.headers,
      });
      if (result instanceof ApiReply && result.contentType !== undefined) {
        entry.status = result.status;
        if (!response.destroyed) sendBody(request, response, result);
        return;
      }
      if (result instanceof ApiReply) return answer(result.status, result.body);
      return answer(200, result);
    } catch (error) {
      const known = error instanceof ApiHttpError;
      const status = known ? error.status : 500;
      entry.status = status;
      if (!known)
        log(`API stand-in: ${route.id} failed: ${error instanceof Error ? error.stack : error}`);
      if (!response.destroyed)
        fail(
          request,
          response,
          status,
          known ? error.message : 'Internal error',
          known ? error.reasons : undefined,
        );
    }
  }

  async function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsHeaders(request.headers.origin));
      return response.end();
    }
    if (url.pathname.startsWith(`${CONTROL_PREFIX}/`)) {
      return handleControl(
        control,
        request,
        url.pathname,
        (status, body) => sendJson(request, response, status, body),
        pools,
      );
    }
    if (url.pathname === '/__health') return sendJson(request, response, 200, { ok: true });
    if (await providerPage(request, response, url)) return;
    let methodMismatch = false;
    for (const route of routes) {
      const match = route.path.exec(url.pathname);
      if (!match) continue;
      if (route.method !== request.method) {
        methodMismatch = true;
        continue;
      }
      let params;
      try {
        params = Object.fromEntries(
          Object.entries(match.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]),
        );
      } catch {
        return fail(request, response, 400, 'Malformed path');
      }
      return handleRoute(request, response, url, route, params);
    }
    return fail(
      request,
      response,
      methodMismatch ? 405 : 404,
      methodMismatch ? 'Method not allowed' : `No route ${url.pathname}`,
    );
  }

  const server = createServer((request, response) => void handle(request, response));
  let actualPort;
  try {
    actualPort = await listen(server, port ?? DEFAULT_API_PORT, host);
  } catch (error) {
    if (port !== undefined || !isTaken(error)) throw error;
    actualPort = await listen(server, 0, host);
    log(
      `Port ${DEFAULT_API_PORT} is taken: the product-API stand-in runs on port ${actualPort} instead.`,
    );
  }
  baseUrl = `http://${host}:${actualPort}`;

  let stopping = null;
  const stop = () => {
    // Hung requests keep their sockets open: close every connection, not just idle ones.
    stopping ??= new Promise((resolveStop) => {
      server.closeAllConnections();
      server.close(() => resolveStop(undefined));
    });
    return stopping;
  };

  return {
    url: baseUrl,
    controlUrl: `${baseUrl}${CONTROL_PREFIX}`,
    port: actualPort,
    chains: [...served].map(([caip2, { chainId, rpcUrl, tokens, amm, nfts }]) => ({
      caip2,
      chainId,
      rpcUrl,
      tokens: tokens.map(({ name, symbol, decimals, address }) => ({
        name,
        symbol,
        decimals,
        address,
      })),
      amm: {
        router: amm.router,
        factory: amm.factory,
        weth: amm.weth,
        pools: amm.pools.map(({ symbols, pair }) => ({ symbols, pair })),
      },
      nfts: nfts.map(({ name, symbol, spam, address }) => ({ name, symbol, spam, address })),
    })),
    control,
    stop,
  };
}
