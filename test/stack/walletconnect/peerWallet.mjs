/**
 * A local WalletConnect peer wallet on `@walletconnect/sign-client`, for the offline stack: it
 * pairs with a `wc:` URI through the local relay, approves or rejects proposals (eip155 with the
 * local chains and anvil's dev accounts; with `solana`, also the local Solana cluster and its
 * first dev account, `solanaPeer.mjs`), answers requests (signing with the dev keys, sending
 * to the local chain), emits session events and can end the session from the wallet side.
 *
 * Scripted over HTTP on 127.0.0.1 (POST bodies are JSON and need `Content-Type:
 * application/json`, which keeps other web pages from posting to it):
 *   GET  /api/status                     relay state, behavior, account, chain, sessions, pending
 *   GET  /api/log                        every proposal, request and event, oldest first
 *   POST /api/pair {uri}                 pairs with a dapp's pairing URI
 *   POST /api/behavior {proposals?, requests?}  each 'approve' | 'reject' | 'manual'
 *   POST /api/proposals/:id/approve|reject     a pending proposal (behavior 'manual')
 *   POST /api/requests/:id/approve|reject      a pending request (behavior 'manual')
 *   POST /api/events {name:'accountsChanged', accountIndex} | {name:'chainChanged', chainId}
 *   POST /api/disconnect {topic?}        deletes one session (default: every session)
 *   POST /api/reset {proposals?, requests?}    rejects what is pending, clears the log, sets behavior
 * and serves a small wallet page at `/` (strict CSP, no inline code) where a person pastes
 * the URI and clicks Approve or Reject.
 *
 * Requests needing consent (personal_sign, eth_sign, eth_signTypedData_v4,
 * eth_sendTransaction) follow the `requests` behavior; eth_chainId, eth_accounts,
 * eth_requestAccounts and wallet_switchEthereumChain are answered at once. Rejections carry
 * code 4001 (requests) or the SDK's USER_REJECTED 5000 (proposals).
 *
 * As a script: `node test/stack/walletconnect/peerWallet.mjs --relay-url ws://… --chains
 * 31337=http://…,31338=http://… [--solana solana:<ref>=http://…] [--port N]
 * [--proposals approve] [--requests approve] [--exit-with-stdin]` prints one JSON line `{"url":…,"controlUrl":…}` once ready.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SignClient } from '@walletconnect/sign-client';
import { HDNodeWallet, JsonRpcProvider, getBytes, isHexString, toUtf8Bytes } from 'ethers';
import { parsePort, runIfMain, serveUntilStopped } from '../serviceCli.mjs';
import { listen } from '../listen.mjs';
import { SOLANA_METHODS, createSolanaPeer } from './solanaPeer.mjs';
import { memoryStorage } from './memoryStorage.mjs';

export const DEFAULT_WALLET_PORT = 8591;
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
const ACCOUNT_COUNT = 10;

/**
 * A thrown error's integer JSON-RPC `code`, or undefined.
 * @param {unknown} error
 */
const rpcErrorCode = (error) => {
  const code = error && typeof error === 'object' && 'code' in error ? error.code : undefined;
  return typeof code === 'number' && Number.isInteger(code) ? code : undefined;
};
const BEHAVIORS = ['approve', 'reject', 'manual'];
const CONSENT_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  ...SOLANA_METHODS,
];
const METHODS = [
  ...CONSENT_METHODS,
  'eth_chainId',
  'eth_accounts',
  'eth_requestAccounts',
  'wallet_switchEthereumChain',
];
const EVENTS = ['accountsChanged', 'chainChanged'];
const USER_REJECTED = { code: 5000, message: 'User rejected.' };
const UNSUPPORTED_CHAINS = { code: 5100, message: 'Unsupported chains.' };
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' };
const REQUEST_REJECTED = { code: 4001, message: 'User rejected the request.' };
const PAGE_DIR = fileURLToPath(new URL('./walletPage/', import.meta.url));
const PAGE_FILES = {
  '/': ['index.html', 'text/html; charset=utf-8'],
  '/wallet.js': ['wallet.js', 'text/javascript; charset=utf-8'],
  '/wallet.css': ['wallet.css', 'text/css; charset=utf-8'],
};
export const WALLET_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

let instances = 0;

const httpError = (status, message) => Object.assign(new Error(message), { status });

/**
 * @param {{ relayUrl: string, chains: Array<{ chainId: number, rpcUrl: string }>, port?: number,
 *   host?: string, projectId?: string, proposals?: string, requests?: string, verbose?: boolean,
 *   solana?: { caipNetworkId: string, rpcUrl: string } | null }} options
 */
export async function startPeerWallet({
  relayUrl,
  chains,
  port = 0,
  host = '127.0.0.1',
  projectId = 'portico-local',
  proposals = 'manual',
  requests = 'manual',
  verbose = false,
  solana: solanaCluster = null,
}) {
  if (!relayUrl) throw new Error('peer wallet: relayUrl is required');
  if (!chains?.length) throw new Error('peer wallet: at least one chain is required');
  // Skips the Verify API (verify.walletconnect.org) on every proposal and request.
  process.env.IS_VITEST = 'true';

  const solana = solanaCluster ? createSolanaPeer(solanaCluster) : null;
  const root = HDNodeWallet.fromPhrase(DEV_MNEMONIC, undefined, "m/44'/60'/0'/0");
  const wallets = Array.from({ length: ACCOUNT_COUNT }, (_, index) => root.deriveChild(index));
  const providers = new Map(
    chains.map(({ chainId, rpcUrl }) => [
      chainId,
      new JsonRpcProvider(rpcUrl, chainId, { staticNetwork: true }),
    ]),
  );

  const state = {
    behavior: { proposals, requests },
    accountIndex: 0,
    chainId: chains[0].chainId,
    /** id → { proposal, settle(approve) } */
    proposals: new Map(),
    /** id → { event, settle(approve) } */
    requests: new Map(),
    /** @type {Array<Record<string, unknown>>} */
    log: [],
    /** @type {string | null} */
    lastError: null,
  };
  for (const value of Object.values(state.behavior)) {
    if (!BEHAVIORS.includes(value)) throw new Error(`peer wallet: unknown behavior ${value}`);
  }
  const record = (entry) => {
    state.log.push({ at: new Date().toISOString(), ...entry });
    if (state.log.length > 500) state.log.shift();
  };
  const fail = (error) => {
    state.lastError = error instanceof Error ? error.message : String(error);
    if (verbose) console.error('peer wallet:', error);
  };

  const client = await SignClient.init({
    projectId,
    relayUrl,
    storage: memoryStorage(),
    customStoragePrefix: `portico-peer-wallet-${process.pid}-${(instances += 1)}`,
    telemetryEnabled: false,
    logger: verbose ? 'warn' : 'silent',
    metadata: {
      name: 'Portico Local Wallet',
      description: 'The offline stack’s WalletConnect peer wallet',
      url: `http://${host}`,
      icons: [],
    },
  });

  const address = () => wallets[state.accountIndex].address;
  const chainIds = chains.map((chain) => chain.chainId);
  const buildNamespace = (required = {}) => ({
    eip155: {
      chains: chainIds.map((id) => `eip155:${id}`),
      accounts: chainIds.map((id) => `eip155:${id}:${address()}`),
      methods: [...new Set([...METHODS, ...(required.methods ?? [])])],
      events: [...new Set([...EVENTS, ...(required.events ?? [])])],
    },
  });

  /** The required chains we cannot serve (eip155 ones not configured, Solana not ours, others). */
  function unsupportedRequired(proposal) {
    const missing = [];
    for (const [key, namespace] of Object.entries(proposal.requiredNamespaces ?? {})) {
      const requested = namespace.chains ?? (key.includes(':') ? [key] : []);
      for (const chain of requested) {
        const [ns, reference] = chain.split(':');
        const served =
          (ns === 'eip155' && chainIds.includes(Number(reference))) || solana?.owns(chain);
        if (!served) missing.push(chain);
      }
      if (!key.startsWith('eip155') && !(key.startsWith('solana') && solana)) missing.push(key);
    }
    return missing;
  }

  /** The namespaces we approve: eip155 always, Solana when asked for and configured. */
  function approvedNamespaces(proposal) {
    const namespaces = buildNamespace(proposal.requiredNamespaces?.eip155 ?? {});
    const own = solana?.namespace(proposal);
    return own ? { ...namespaces, solana: own } : namespaces;
  }

  async function settleProposal(proposal, approve) {
    const entry = {
      kind: 'proposal',
      id: proposal.id,
      peer: proposal.proposer?.metadata?.name ?? '',
    };
    try {
      if (!approve) {
        await client.reject({ id: proposal.id, reason: USER_REJECTED });
        record({ ...entry, outcome: 'rejected' });
        return { rejected: true };
      }
      const missing = unsupportedRequired(proposal);
      if (missing.length > 0) {
        await client.reject({ id: proposal.id, reason: UNSUPPORTED_CHAINS });
        record({ ...entry, outcome: 'unsupported', chains: missing });
        return { rejected: true, unsupported: missing };
      }
      const { topic } = await client.approve({
        id: proposal.id,
        namespaces: approvedNamespaces(proposal),
      });
      record({ ...entry, outcome: 'approved', topic, account: address() });
      return { topic };
    } catch (error) {
      fail(error);
      record({ ...entry, outcome: 'error', error: state.lastError });
      throw error;
    }
  }

  client.on('session_proposal', (proposal) => {
    const { id, params } = proposal;
    const full = { ...params }; // its id is the proposal's
    if (state.behavior.proposals === 'manual') {
      state.proposals.set(id, full);
      record({
        kind: 'proposal',
        id,
        peer: params.proposer?.metadata?.name ?? '',
        outcome: 'pending',
      });
      return;
    }
    settleProposal(full, state.behavior.proposals === 'approve').catch(fail);
  });

  const requestChainId = (event) =>
    Number(String(event.params.chainId ?? `eip155:${state.chainId}`).split(':')[1]);

  function signerFor(candidate) {
    const wallet = wallets.find((w) => w.address.toLowerCase() === String(candidate).toLowerCase());
    if (!wallet) throw Object.assign(new Error(`Unknown account ${candidate}`), { code: 4100 });
    return wallet;
  }

  async function execute(event) {
    const { method, params = [] } = event.params.request;
    if (solana?.owns(event.params.chainId)) return solana.execute(method, params);
    switch (method) {
      case 'eth_chainId':
        return `0x${requestChainId(event).toString(16)}`;
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [address()];
      case 'wallet_switchEthereumChain': {
        const target = Number(params[0]?.chainId);
        if (!chainIds.includes(target)) {
          throw Object.assign(new Error(`Unrecognized chain ID ${params[0]?.chainId}`), {
            code: 4902,
          });
        }
        state.chainId = target;
        await client.emit({
          topic: event.topic,
          event: { name: 'chainChanged', data: target },
          chainId: `eip155:${target}`,
        });
        return null;
      }
      case 'personal_sign': {
        // [message, address]; some dapps send [address, message].
        const [first, second] = params;
        const [message, account] = wallets.some(
          (w) => w.address.toLowerCase() === String(first).toLowerCase(),
        )
          ? [second, first]
          : [first, second];
        const bytes = isHexString(message) ? getBytes(message) : toUtf8Bytes(String(message));
        return signerFor(account).signMessage(bytes);
      }
      case 'eth_sign': {
        const [account, message] = params;
        return signerFor(account).signMessage(getBytes(message));
      }
      case 'eth_signTypedData':
      case 'eth_signTypedData_v4': {
        const [account, data] = params;
        const typed = typeof data === 'string' ? JSON.parse(data) : data;
        const { EIP712Domain: _domain, ...types } = typed.types;
        return signerFor(account).signTypedData(typed.domain, types, typed.message);
      }
      case 'eth_sendTransaction': {
        const chainId = requestChainId(event);
        const provider = providers.get(chainId);
        if (!provider)
          throw Object.assign(new Error(`No RPC for chain ${chainId}`), { code: 4901 });
        const { from, gas, gasLimit, ...rest } = params[0] ?? {};
        const signer = signerFor(from ?? address()).connect(provider);
        const sent = await signer.sendTransaction({ ...rest, gasLimit: gasLimit ?? gas, chainId });
        return sent.hash;
      }
      default:
        throw Object.assign(new Error(`Method not supported: ${method}`), { code: 4200 });
    }
  }

  async function settleRequest(event, approve) {
    const { id, topic } = event;
    const { method } = event.params.request;
    const entry = {
      kind: 'request',
      id,
      topic,
      method,
      params: event.params.request.params,
      chainId: event.params.chainId,
    };
    let response;
    if (!approve) {
      response = { id, jsonrpc: '2.0', error: REQUEST_REJECTED };
      record({ ...entry, outcome: 'rejected' });
    } else {
      try {
        const result = await execute(event);
        response = { id, jsonrpc: '2.0', result };
        record({ ...entry, outcome: 'approved', result });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        response = {
          id,
          jsonrpc: '2.0',
          error: { code: rpcErrorCode(error) ?? -32603, message },
        };
        record({ ...entry, outcome: 'error', error: message });
      }
    }
    await client.respond({ topic, response });
    return response;
  }

  client.on('session_request', (event) => {
    const { method } = event.params.request;
    const behavior = CONSENT_METHODS.includes(method) ? state.behavior.requests : 'approve';
    if (behavior === 'manual') {
      state.requests.set(event.id, event);
      record({ kind: 'request', id: event.id, topic: event.topic, method, outcome: 'pending' });
      return;
    }
    settleRequest(event, behavior === 'approve').catch(fail);
  });
  client.on('session_delete', ({ topic }) =>
    record({ kind: 'event', name: 'session_delete', topic, by: 'dapp' }),
  );
  client.on('proposal_expire', ({ id }) => {
    state.proposals.delete(id);
    record({ kind: 'proposal', id, outcome: 'expired' });
  });

  async function emitEvent(body) {
    const sessions = body.topic ? [client.session.get(body.topic)] : client.session.getAll();
    if (body.name === 'accountsChanged') {
      const index = Number(body.accountIndex ?? (state.accountIndex + 1) % ACCOUNT_COUNT);
      if (!Number.isInteger(index) || index < 0 || index >= ACCOUNT_COUNT)
        throw httpError(400, 'accountIndex out of range');
      state.accountIndex = index;
      for (const session of sessions) {
        const namespaces = buildNamespace(session.requiredNamespaces?.eip155);
        namespaces.eip155.methods = [
          ...new Set([...namespaces.eip155.methods, ...(session.namespaces.eip155?.methods ?? [])]),
        ];
        // The Solana account stays as it was: only the EVM account changes.
        if (session.namespaces.solana) namespaces.solana = session.namespaces.solana;
        await client.update({ topic: session.topic, namespaces });
        await client.emit({
          topic: session.topic,
          event: { name: 'accountsChanged', data: [address()] },
          chainId: `eip155:${state.chainId}`,
        });
      }
      record({
        kind: 'event',
        name: 'accountsChanged',
        account: address(),
        sessions: sessions.length,
      });
      return { account: address() };
    }
    if (body.name === 'chainChanged') {
      const target = Number(body.chainId);
      if (!chainIds.includes(target))
        throw httpError(400, `chain ${body.chainId} is not configured`);
      state.chainId = target;
      for (const session of sessions) {
        await client.emit({
          topic: session.topic,
          event: { name: 'chainChanged', data: target },
          chainId: `eip155:${target}`,
        });
      }
      record({ kind: 'event', name: 'chainChanged', chainId: target, sessions: sessions.length });
      return { chainId: target };
    }
    throw httpError(400, `unknown event ${body.name}`);
  }

  async function disconnect(topic) {
    const topics = topic ? [topic] : client.session.getAll().map((session) => session.topic);
    for (const each of topics) {
      await client.disconnect({ topic: each, reason: USER_DISCONNECTED });
      record({ kind: 'event', name: 'session_delete', topic: each, by: 'wallet' });
    }
    return { disconnected: topics };
  }

  function status() {
    return {
      relayUrl,
      relayConnected: client.core.relayer.connected,
      behavior: { ...state.behavior },
      account: address(),
      accountIndex: state.accountIndex,
      chainId: state.chainId,
      chains: chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
      solana: solana ? { caipNetworkId: solana.caipNetworkId, account: solana.address } : null,
      sessions: client.session.getAll().map((session) => ({
        topic: session.topic,
        peer: session.peer.metadata,
        accounts: Object.values(session.namespaces).flatMap((ns) => ns.accounts),
        expiry: session.expiry,
      })),
      proposals: [...state.proposals.values()].map((p) => ({
        id: p.id,
        peer: p.proposer?.metadata ?? null,
        requiredNamespaces: p.requiredNamespaces,
        optionalNamespaces: p.optionalNamespaces,
      })),
      requests: [...state.requests.values()].map((r) => ({
        id: r.id,
        topic: r.topic,
        chainId: r.params.chainId,
        method: r.params.request.method,
        params: r.params.request.params,
      })),
      lastError: state.lastError,
    };
  }

  async function route(method, pathname, body) {
    if (method === 'GET' && pathname === '/api/status') return status();
    if (method === 'GET' && pathname === '/api/log') return state.log;
    if (method !== 'POST') throw httpError(404, 'not found');
    if (pathname === '/api/pair') {
      if (typeof body.uri !== 'string' || !body.uri.startsWith('wc:'))
        throw httpError(400, 'a wc: uri is required');
      const pairing = await client.core.pairing.pair({ uri: body.uri.trim() });
      return { topic: pairing.topic };
    }
    if (pathname === '/api/behavior' || pathname === '/api/reset') {
      for (const key of ['proposals', 'requests']) {
        if (body[key] !== undefined && !BEHAVIORS.includes(body[key]))
          throw httpError(400, `${key}: one of ${BEHAVIORS.join(', ')}`);
      }
      if (pathname === '/api/reset') {
        for (const proposal of [...state.proposals.values()]) {
          state.proposals.delete(proposal.id);
          await settleProposal(proposal, false).catch(fail);
        }
        for (const event of [...state.requests.values()]) {
          state.requests.delete(event.id);
          await settleRequest(event, false).catch(fail);
        }
        state.log = [];
        state.lastError = null;
        state.accountIndex = 0;
        state.chainId = chains[0].chainId;
        state.behavior = { proposals, requests };
      }
      Object.assign(state.behavior, {
        ...(body.proposals ? { proposals: body.proposals } : {}),
        ...(body.requests ? { requests: body.requests } : {}),
      });
      return status();
    }
    const pending = pathname.match(/^\/api\/(proposals|requests)\/(\d+)\/(approve|reject)$/);
    if (pending) {
      const [, kind, idText, action] = pending;
      const id = Number(idText);
      const table = kind === 'proposals' ? state.proposals : state.requests;
      const item = table.get(id);
      if (!item) throw httpError(404, `no pending ${kind.slice(0, -1)} ${id}`);
      table.delete(id);
      return kind === 'proposals'
        ? settleProposal(item, action === 'approve')
        : settleRequest(item, action === 'approve');
    }
    if (pathname === '/api/events') return emitEvent(body);
    if (pathname === '/api/disconnect') return disconnect(body.topic);
    throw httpError(404, 'not found');
  }

  const server = createServer(async (request, response) => {
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'no-store');
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const page = PAGE_FILES[pathname];
    if (page && (request.method === 'GET' || request.method === 'HEAD')) {
      try {
        const body = await readFile(PAGE_DIR + page[0]);
        response.writeHead(200, {
          'Content-Type': page[1],
          'Content-Security-Policy': WALLET_PAGE_CSP,
        });
        response.end(request.method === 'HEAD' ? undefined : body);
      } catch {
        response.writeHead(404).end();
      }
      return;
    }
    if (pathname === '/__health') {
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok\n');
      return;
    }
    const reply = (code, payload) => {
      response.writeHead(code, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(`${JSON.stringify(payload ?? null)}\n`);
    };
    try {
      let body = {};
      if (request.method === 'POST') {
        if (!/^application\/json\b/.test(request.headers['content-type'] ?? '')) {
          throw httpError(415, 'POST bodies must be application/json');
        }
        let text = '';
        for await (const chunk of request) text += chunk;
        body = text ? JSON.parse(text) : {};
      }
      reply(200, await route(request.method, pathname, body));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = /** @type {{ status?: number } | null} */ (error)?.status;
      reply(status ?? (error instanceof SyntaxError ? 400 : 500), { error: message });
    }
  });

  const actualPort = await listen(server, port, host).catch(async (error) => {
    await closeClient();
    throw error;
  });

  async function closeClient() {
    client.core.heartbeat.stop();
    await client.core.relayer.transportClose().catch(() => {});
    for (const provider of providers.values()) provider.destroy();
  }

  let stopping = null;
  const stop = () => {
    stopping ??= (async () => {
      server.closeAllConnections();
      await new Promise((resolveClose) => server.close(() => resolveClose(undefined)));
      await closeClient();
    })();
    return stopping;
  };

  const url = `http://${host}:${actualPort}/`;
  return { url, controlUrl: `${url}api`, port: actualPort, client, status, stop };
}

/** `31337=http://127.0.0.1:8545,31338=http://127.0.0.1:8546` → chains. */
export function parseChains(text) {
  return text.split(',').map((part) => {
    const [id, ...rest] = part.trim().split('=');
    const chainId = Number(id);
    const rpcUrl = rest.join('=');
    if (!Number.isSafeInteger(chainId) || chainId <= 0 || !rpcUrl)
      throw new Error(`Invalid chain "${part}"`);
    return { chainId, rpcUrl };
  });
}

/** `solana:<ref>=http://127.0.0.1:8899` → the Solana cluster. */
export function parseSolanaCluster(text) {
  const [caipNetworkId, ...rest] = text.trim().split('=');
  const rpcUrl = rest.join('=');
  if (!/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(caipNetworkId) || !rpcUrl)
    throw new Error(`Invalid Solana cluster "${text}"`);
  return { caipNetworkId, rpcUrl };
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(DEFAULT_WALLET_PORT) },
      'relay-url': { type: 'string' },
      chains: { type: 'string' },
      proposals: { type: 'string', default: 'manual' },
      requests: { type: 'string', default: 'manual' },
      solana: { type: 'string' },
      'exit-with-stdin': { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const port = parsePort(values.port);
  if (!values['relay-url'] || !values.chains)
    throw new Error('--relay-url and --chains are required');
  const wallet = await startPeerWallet({
    port,
    relayUrl: values['relay-url'],
    chains: parseChains(values.chains),
    proposals: values.proposals,
    requests: values.requests,
    verbose: values.verbose,
    ...(values.solana ? { solana: parseSolanaCluster(values.solana) } : {}),
  });
  serveUntilStopped(wallet, {
    exitWithStdin: values['exit-with-stdin'],
    description: { url: wallet.url, controlUrl: wallet.controlUrl },
  });
}

runIfMain(import.meta.url, main);
