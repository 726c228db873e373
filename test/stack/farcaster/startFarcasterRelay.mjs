/**
 * A local Farcaster sign-in relay (the "connect" relay of Sign In With Farcaster, which is not
 * on npm) and, on the same server, the "Farcaster app" that approves sign-ins: a page per
 * channel where a person (or a test, through the control API) picks an account and approves
 * or denies. The accounts' custody keys are made at start and kept in this process; their
 * fid → custody mapping is written on a local anvil chain, in an IdRegistry look-alike at the
 * official address (idRegistry.mjs), so a verifier reads `custodyOf(fid)` with a real
 * `eth_call`.
 *
 *   POST /v1/channel   {siweUri, domain, nonce?, notBefore?, expirationTime?, requestId?,
 *                       redirectUrl?, acceptAuthAddress?} → 201 {channelToken, url,
 *                       connectUri, nonce}  (url = `${relay}/siwf?channelToken=…`)
 *   GET  /v1/channel/status   (Authorization: Bearer <channelToken>)
 *                       → 202 {state: 'pending', nonce, signatureParams, acceptAuthAddress}
 *                       → 200 {state: 'completed', nonce, message, signature, fid, username,
 *                              displayName, bio, pfpUrl, custody, verifications: [], …}
 *                       → 200 {state: 'completed', error: 'denied', nonce, …}  (denied)
 *                       A completed channel is answered once and then closed; an unknown,
 *                       closed or expired channel answers 401 {error: 'Unauthorized'}.
 *   POST /v1/channel/authenticate   (Bearer <channelToken>, `X-Farcaster-Auth-Relay-Key`)
 *                       {message, signature, fid, username?, displayName?, bio?, pfpUrl?}
 *                       → 201 the channel, completed (custody read from the chain). Stored as
 *                       given: the relay does not verify it (the app's verifier must).
 *   GET  /siwf?channelToken=…   the app's sign-in page (script /siwf.js, strict CSP)
 *   POST /siwf/decide   {channelToken, username, approve}   its Approve / Deny (same origin)
 *   GET  /pfp/<username>.svg   the accounts' pictures
 *
 *   GET  /__control/status
 *   POST /__control/approve {channelToken?, username? | fid?} | /__control/deny {channelToken?}
 *        | /__control/clock {advanceMs} | /__control/reset
 *
 * Channels live 5 minutes (relay clock: Date.now() plus what /__control/clock advanced).
 * CORS: `/v1/*` answers any origin (as the real relay does: apps poll it from browsers); the
 * control API answers local origins only; the sign-in page's decide, its own origin only.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Wallet, getAddress } from 'ethers';
import { SiteError, readJson } from '../secure-site/siteHttp.mjs';
import { ID_REGISTRY_ADDRESS, installIdRegistry, readCustodyOf } from './idRegistry.mjs';
import { SIWF_CSP, closedPage, signInPage } from './relayPages.mjs';
import { buildSiwfMessage } from './siwfMessage.mjs';
import { listen } from '../listen.mjs';

export { ID_REGISTRY_ADDRESS } from './idRegistry.mjs';

/**
 * @typedef {object} FarcasterUser
 * @property {number} fid
 * @property {string} username
 * @property {string} displayName
 * @property {string} custody The custody address (`custodyOf(fid)` on the chain); its key
 *   stays in the relay.
 */

/**
 * A channel as `GET /__control/status` and the approve/deny answers show it: `url` is the
 * sign-in URL (`${url}/siwf?channelToken=…`); `status` `authenticated` means completed through
 * `/v1/channel/authenticate`; `delivered`, that its completed state was answered by
 * `/v1/channel/status` (the channel is closed); `statusReads`, how often that status was asked.
 * @typedef {{ channelToken: string, url: string, domain: string, siweUri: string, nonce: string,
 *   status: 'pending' | 'approved' | 'denied' | 'authenticated' | 'expired', delivered: boolean,
 *   statusReads: number, createdAt: string, expiresAt: string, message?: string,
 *   signature?: string, fid?: number, username?: string, displayName?: string, bio?: string,
 *   pfpUrl?: string, custody?: string, verifications?: string[], error?: 'denied' }} FarcasterControlChannel
 */

/**
 * @typedef {object} FarcasterRelay
 * @property {string} url `http://127.0.0.1:PORT`: the relay (`/v1/*`) and the sign-in pages
 *   (`/siwf`).
 * @property {string} controlUrl `url + '/__control'`: status, approve, deny, clock, reset.
 * @property {string} idRegistry The registry's address (checksummed).
 * @property {string} authKey The key `/v1/channel/authenticate` needs (in-process, for tests
 *   that post their own answer).
 * @property {FarcasterUser[]} users
 * @property {() => Promise<void>} stop Closes every connection and the server; safe to call twice.
 */

/** How long a channel lives (5 minutes, relay clock). */
export const CHANNEL_TTL_MS = 5 * 60_000;
/** The app's accounts: fid, username, display name, bio (custody keys are made at start). */
export const FARCASTER_USERS = Object.freeze([
  Object.freeze({ fid: 1001, username: 'alice', displayName: 'Alice', bio: 'Local test account' }),
  Object.freeze({ fid: 1002, username: 'bob', displayName: 'Bob', bio: 'Local test account' }),
]);
/** `error` of a denied channel's status: `{ state: 'completed', error: 'denied' }`. */
export const DENIED = /** @type {const} */ ('denied');

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), 'public');
const STATIC = {
  '/siwf.js': 'application/javascript; charset=utf-8',
  '/siwf.css': 'text/css; charset=utf-8',
};
const DOMAIN = /^[a-zA-Z0-9.-]+(:[0-9]+)?$/;
const NONCE = /^[a-zA-Z0-9]{8,128}$/;
const SIGNATURE = /^0x[a-fA-F0-9]{130}$/;
const USERNAME = /^[a-z0-9][a-z0-9-]{0,15}(\.eth)?$/;
const LOCAL_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/;
/** Closed and expired channels are kept this long for `/__control/status`, then forgotten. */
const KEEP_MS = 60 * 60_000;

/** The relay's refusals: the secure site's typed HTTP error (status, message). */
const RelayError = SiteError;

const unauthorized = () => new RelayError(401, 'Unauthorized');

function corsHeaders(request, path) {
  const origin = request.headers.origin;
  const common = {
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Farcaster-Auth-Relay-Key',
    'Access-Control-Max-Age': '600',
  };
  if (path.startsWith('/v1/')) return { ...common, 'Access-Control-Allow-Origin': '*' };
  if (path.startsWith('/__control/') && typeof origin === 'string' && LOCAL_ORIGIN.test(origin))
    return { ...common, 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
  return {};
}

function sendJson(request, response, status, body, path) {
  if (response.destroyed || response.headersSent) return;
  response.writeHead(status, {
    ...corsHeaders(request, path),
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(`${JSON.stringify(body)}\n`);
}

function sendPage(response, status, html) {
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': SIWF_CSP,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  response.end(html);
}

const avatar = (user) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#7c65c1"/><text x="32" y="42" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#fff">${user.displayName[0]}</text></svg>`;

const isDateTime = (value) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  Number.isFinite(Date.parse(value));

/** The create request's body, checked as the real relay's schema does (no other field). */
function checkCreate(body) {
  const allowed = [
    'siweUri',
    'domain',
    'nonce',
    'notBefore',
    'expirationTime',
    'requestId',
    'redirectUrl',
    'acceptAuthAddress',
  ];
  const invalid = (message) => new RelayError(400, `Validation error: ${message}`);
  for (const key of Object.keys(body))
    if (!allowed.includes(key)) throw invalid(`unknown property ${key}`);
  let uri;
  try {
    uri = new URL(body.siweUri);
  } catch {
    throw invalid('siweUri must be a URI');
  }
  if (typeof body.siweUri !== 'string' || !uri.protocol) throw invalid('siweUri must be a URI');
  if (typeof body.domain !== 'string' || !DOMAIN.test(body.domain))
    throw invalid('domain must be a host name, with an optional port');
  if (body.nonce !== undefined && (typeof body.nonce !== 'string' || !NONCE.test(body.nonce)))
    throw invalid('nonce must be 8 or more letters and digits');
  for (const key of ['notBefore', 'expirationTime'])
    if (body[key] !== undefined && !isDateTime(body[key]))
      throw invalid(`${key} must be a date-time`);
  for (const key of ['requestId', 'redirectUrl'])
    if (body[key] !== undefined && (typeof body[key] !== 'string' || body[key].length > 2000))
      throw invalid(`${key} must be a string`);
  if (body.acceptAuthAddress !== undefined && typeof body.acceptAuthAddress !== 'boolean')
    throw invalid('acceptAuthAddress must be a boolean');
}

/** What authenticate accepts: the real relay's schema (message, signature, fid required). */
function checkAuthenticate(body) {
  const invalid = (message) => new RelayError(400, `Validation error: ${message}`);
  if (typeof body.message !== 'string' || !body.message || body.message.length > 10_000)
    throw invalid('message must be a string');
  if (typeof body.signature !== 'string' || !SIGNATURE.test(body.signature))
    throw invalid('signature must be 65 bytes of hex');
  if (!Number.isSafeInteger(body.fid) || body.fid < 0) throw invalid('fid must be an integer');
  if (
    body.username !== undefined &&
    (typeof body.username !== 'string' || !USERNAME.test(body.username))
  )
    throw invalid('username is not a Farcaster username');
  for (const key of ['displayName', 'bio', 'pfpUrl'])
    if (body[key] !== undefined && (typeof body[key] !== 'string' || body[key].length > 2000))
      throw invalid(`${key} must be a string`);
}

/**
 * @param {{ port?: number, host?: string, rpcUrl?: string, idRegistry?: string,
 *   authKey?: string, channelTtlMs?: number, log?: (line: string) => void }} [options]
 *   `rpcUrl`, a local anvil chain where the IdRegistry look-alike is written, is required
 *   (checked at start). `idRegistry`: where it goes (default ID_REGISTRY_ADDRESS; a verifier
 *   must read the same one). `authKey`: the `X-Farcaster-Auth-Relay-Key` that
 *   `/v1/channel/authenticate` needs (default random). `port` default 0 (any free port).
 * @returns {Promise<FarcasterRelay>}
 */
export async function startFarcasterRelay({
  port = 0,
  host = '127.0.0.1',
  rpcUrl,
  idRegistry = ID_REGISTRY_ADDRESS,
  authKey = randomBytes(24).toString('base64url'),
  channelTtlMs = CHANNEL_TTL_MS,
  log = console.warn,
} = {}) {
  if (typeof rpcUrl !== 'string' || !rpcUrl)
    throw new Error('startFarcasterRelay needs rpcUrl (a local anvil chain)');
  const registry = getAddress(idRegistry);
  // The Farcaster app's accounts: a custody key each, made here, never sent anywhere.
  const accounts = FARCASTER_USERS.map((user) => ({ ...user, wallet: Wallet.createRandom() }));

  let url = '';
  let clockOffset = 0;
  const now = () => Date.now() + clockOffset;
  /** channelToken → channel (see `create`) */
  const channels = new Map();
  const statics = new Map();
  for (const [path, type] of Object.entries(STATIC))
    statics.set(path, { type, body: await readFile(join(PUBLIC, path.slice(1))) });

  const iso = (ms) => new Date(ms).toISOString();
  const expired = (channel) => channel.expiresAt <= now();
  /** A channel a client may still talk about: known, not closed, not expired. */
  function liveChannel(token) {
    const channel = typeof token === 'string' ? channels.get(token) : undefined;
    if (!channel || channel.closed || expired(channel)) return null;
    return channel;
  }

  function prune() {
    for (const [token, channel] of channels)
      if (channel.expiresAt + KEEP_MS <= now()) channels.delete(token);
  }

  function create(body) {
    checkCreate(body);
    prune();
    const channelToken = randomUUID();
    const nonce = body.nonce ?? randomBytes(12).toString('hex');
    const channelUrl = `${url}/siwf?${new URLSearchParams({ channelToken })}`;
    const channel = {
      channelToken,
      url: channelUrl,
      nonce,
      domain: body.domain,
      siweUri: body.siweUri,
      signatureParams: { ...body, nonce },
      acceptAuthAddress: body.acceptAuthAddress ?? false,
      createdAt: now(),
      expiresAt: now() + channelTtlMs,
      state: 'pending',
      outcome: null, // 'approved' | 'denied' (by the app), 'authenticated' (by authenticate)
      completion: null, // the completed fields (message, signature, fid…)
      closed: false, // the completed state was answered once by status
      statusReads: 0, // how often its status was asked (a client's polls, observable by tests)
    };
    channels.set(channelToken, channel);
    return { channelToken, url: channelUrl, connectUri: channelUrl, nonce };
  }

  /** The status answer (the real relay's: the stored channel without url and connectUri). */
  const statusView = (channel) => ({
    state: channel.state,
    nonce: channel.nonce,
    ...(channel.completion ?? {}),
    signatureParams: channel.signatureParams,
    acceptAuthAddress: channel.acceptAuthAddress,
  });

  /** The control API's view of a channel. */
  const controlView = (channel) => ({
    channelToken: channel.channelToken,
    url: channel.url,
    domain: channel.domain,
    siweUri: channel.siweUri,
    nonce: channel.nonce,
    status: channel.outcome ?? (expired(channel) ? 'expired' : 'pending'),
    delivered: channel.closed,
    statusReads: channel.statusReads,
    createdAt: iso(channel.createdAt),
    expiresAt: iso(channel.expiresAt),
    ...(channel.completion ?? {}),
  });

  /** @param {{ username?: string, fid?: unknown }} who */
  function accountOf({ username, fid }) {
    const account =
      fid !== undefined
        ? accounts.find((candidate) => candidate.fid === Number(fid))
        : accounts.find((candidate) => candidate.username === (username ?? 'alice'));
    if (!account) throw new RelayError(400, `Unknown Farcaster account ${username ?? fid}`);
    return account;
  }

  /** A channel the app may answer: pending and live; else why not. */
  function answerable(token) {
    const channel = typeof token === 'string' ? channels.get(token) : undefined;
    if (!channel) throw new RelayError(404, 'Unknown channel');
    if (expired(channel) && channel.state === 'pending')
      throw new RelayError(410, 'This sign-in request has expired');
    if (channel.state !== 'pending')
      throw new RelayError(409, 'This sign-in request was already answered');
    return channel;
  }

  /** The app approves: the SIWF message, signed with the custody key, completes the channel. */
  async function approve(channel, account) {
    const params = channel.signatureParams;
    const message = buildSiwfMessage({
      domain: channel.domain,
      address: account.wallet.address,
      uri: channel.siweUri,
      nonce: channel.nonce,
      issuedAt: iso(now()),
      fid: account.fid,
      expirationTime: params.expirationTime,
      notBefore: params.notBefore,
      requestId: params.requestId,
    });
    const signature = await account.wallet.signMessage(message);
    return complete(channel, 'approved', {
      message,
      signature,
      fid: account.fid,
      username: account.username,
      displayName: account.displayName,
      bio: account.bio,
      pfpUrl: `${url}/pfp/${account.username}.svg`,
    });
  }

  /** Completes a pending channel; `custody` is read from the chain, as the relay does from a hub. */
  async function complete(channel, outcome, fields) {
    // rpcUrl: a string, checked at the start.
    const custody = await readCustodyOf(/** @type {string} */ (rpcUrl), fields.fid, registry);
    if (channel.state !== 'pending')
      throw new RelayError(409, 'This sign-in request was already answered');
    channel.state = 'completed';
    channel.outcome = outcome;
    channel.completion = { ...fields, custody, verifications: [] };
    return channel;
  }

  function deny(channel) {
    channel.state = 'completed';
    channel.outcome = 'denied';
    channel.completion = { error: DENIED };
    return channel;
  }

  const bearer = (request) => /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];

  /** The newest pending channel, when the control API is not told which. */
  function channelFor(token) {
    if (token !== undefined) return answerable(token);
    const pending = [...channels.values()].filter(
      (channel) => channel.state === 'pending' && !expired(channel),
    );
    if (pending.length === 0) throw new RelayError(404, 'No pending channel');
    return pending.at(-1);
  }

  const status = () => ({
    url,
    rpcUrl,
    idRegistry: registry,
    now: iso(now()),
    channelTtlMs,
    users: accounts.map(({ fid, username, displayName, wallet }) => ({
      fid,
      username,
      displayName,
      custody: wallet.address,
    })),
    channels: [...channels.values()].map(controlView),
  });

  async function control(request, response, path) {
    const send = (code, body) => sendJson(request, response, code, body, `/__control${path}`);
    if (request.method === 'GET') {
      if (path === '/status') return send(200, status());
      throw new RelayError(404, 'not found');
    }
    if (request.method !== 'POST') throw new RelayError(405, 'GET or POST');
    const body = await readJson(request);
    if (path === '/approve') {
      const channel = channelFor(body.channelToken);
      return send(200, controlView(await approve(channel, accountOf(body))));
    }
    if (path === '/deny') return send(200, controlView(deny(channelFor(body.channelToken))));
    if (path === '/clock') {
      if (!Number.isFinite(body.advanceMs) || body.advanceMs < 0)
        throw new RelayError(400, 'advanceMs must be a number >= 0');
      clockOffset += body.advanceMs;
    } else if (path === '/reset') {
      channels.clear();
      clockOffset = 0;
    } else throw new RelayError(404, 'not found');
    return send(200, status());
  }

  async function v1(request, response, path) {
    const send = (code, body) => sendJson(request, response, code, body, path);
    if (path === '/v1/channel' && request.method === 'POST')
      return send(201, create(await readJson(request)));
    if (path === '/v1/channel/status' && request.method === 'GET') {
      const channel = liveChannel(bearer(request));
      if (!channel) throw unauthorized();
      channel.statusReads += 1;
      if (channel.state !== 'completed') return send(202, statusView(channel));
      channel.closed = true; // answered once, as the real relay closes it
      return send(200, statusView(channel));
    }
    if (path === '/v1/channel/authenticate' && request.method === 'POST') {
      if (request.headers['x-farcaster-auth-relay-key'] !== authKey) throw unauthorized();
      const channel = liveChannel(bearer(request));
      if (!channel) throw unauthorized();
      const body = await readJson(request);
      checkAuthenticate(body);
      if (channel.state !== 'pending') throw new RelayError(409, 'Channel already completed');
      const { message, signature, fid, username, displayName, bio, pfpUrl } = body;
      await complete(channel, 'authenticated', {
        message,
        signature,
        fid,
        username,
        displayName,
        bio,
        pfpUrl,
      });
      return send(201, { ...statusView(channel), url: channel.url, connectUri: channel.url });
    }
    throw new RelayError(404, 'Not found');
  }

  /** The sign-in page's Approve / Deny: JSON from this origin only. */
  async function decide(request, response) {
    const from = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if ((from !== undefined && from !== url) || (site !== undefined && site !== 'same-origin'))
      throw new RelayError(403, 'Cross-origin requests are not allowed');
    const body = await readJson(request);
    const channel = answerable(body.channelToken);
    if (body.approve === true) {
      await approve(channel, accountOf({ username: String(body.username ?? '') }));
    } else deny(channel);
    const { fid, username } = channel.completion;
    return sendJson(request, response, 200, { status: channel.outcome, fid, username }, '/siwf');
  }

  function signInRoute(response, token) {
    const channel = typeof token === 'string' ? channels.get(token) : undefined;
    if (!channel) return sendPage(response, 404, closedPage('This sign-in request is unknown.'));
    if (channel.state === 'pending' && expired(channel))
      return sendPage(response, 410, closedPage('This sign-in request has expired.'));
    if (channel.state !== 'pending')
      return sendPage(response, 409, closedPage('This sign-in request was already answered.'));
    return sendPage(response, 200, signInPage(channel, accounts));
  }

  async function handle(request, response) {
    const target = new URL(request.url ?? '/', 'http://localhost');
    const path = target.pathname;
    try {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, corsHeaders(request, path));
        return response.end();
      }
      if (path.startsWith('/__control/'))
        return await control(request, response, path.slice('/__control'.length));
      if (path.startsWith('/v1/')) return await v1(request, response, path);
      if (path === '/siwf/decide' && request.method === 'POST')
        return await decide(request, response);
      if (request.method !== 'GET' && request.method !== 'HEAD')
        throw new RelayError(405, 'GET only');
      if (path === '/siwf') return signInRoute(response, target.searchParams.get('channelToken'));
      if (path === '/favicon.ico') {
        response.writeHead(204, { 'Cache-Control': 'max-age=3600' });
        return response.end();
      }
      const picture = /^\/pfp\/([a-z0-9-]+)\.svg$/.exec(path);
      const account = picture && accounts.find((candidate) => candidate.username === picture[1]);
      if (account) {
        response.writeHead(200, {
          'Content-Type': 'image/svg+xml',
          'Content-Security-Policy': "default-src 'none'",
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        });
        return response.end(avatar(account));
      }
      const file = statics.get(path);
      if (file) {
        response.writeHead(200, {
          'Content-Type': file.type,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        });
        return response.end(file.body);
      }
      throw new RelayError(404, 'Not found');
    } catch (error) {
      if (error instanceof RelayError) {
        const body = path.startsWith('/v1/')
          ? { error: error.message }
          : { message: error.message };
        return sendJson(request, response, error.status, body, path);
      }
      log(`farcaster relay: ${path} failed: ${error instanceof Error ? error.stack : error}`);
      return sendJson(
        request,
        response,
        500,
        { error: 'Internal error', message: 'Internal error' },
        path,
      );
    }
  }

  const server = createServer((request, response) => void handle(request, response));
  const actualPort = await listen(server, port, host);
  url = `http://${host}:${actualPort}`;
  // After listening: a taken port is tried again (startOnPort), with nothing written twice.
  try {
    await installIdRegistry({
      rpcUrl,
      address: registry,
      entries: accounts.map(({ fid, wallet }) => ({ fid, custody: wallet.address })),
    });
  } catch (error) {
    await new Promise((resolveClose) => server.close(resolveClose));
    throw error;
  }
  let stopping;
  return {
    url,
    controlUrl: `${url}/__control`,
    idRegistry: registry,
    authKey,
    users: accounts.map(({ fid, username, displayName, wallet }) => ({
      fid,
      username,
      displayName,
      custody: wallet.address,
    })),
    stop() {
      stopping ??= (async () => {
        server.closeAllConnections();
        await new Promise((resolveClose) => server.close(resolveClose));
      })();
      return stopping;
    },
  };
}
