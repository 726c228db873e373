/**
 * The embedded wallet's "secure site", a local stand-in on its own origin: the frame page
 * (`/frame.html` + the static `/approvalPrompt.js`, `/frame.js` and `/frame.css`, under a
 * strict CSP), its backend (`/api/*`, answered only to the site's own origins), a look-alike
 * page for tests, a human-readable inbox and a control API for tests.
 *
 *   GET  /frame.html?projectId&chainId&version&enableLogger&rpcUrl   the frame (README.md)
 *   GET  /lookalike.html[?via=localhost|127.0.0.1]   posts forged frame messages (README.md)
 *   GET  /mail                                        the inbox as HTML (no script)
 *   POST /api/email/start     {email, deviceId}        → {action: VERIFY_DEVICE | VERIFY_OTP}
 *   GET  /api/device/approve?nonce=…                   the link in the device mail
 *   POST /api/device/status   {email, deviceId}        → {approved}
 *   POST /api/email/verify    {email, deviceId, otp}   → {token, expiresAt}
 *   POST /api/session         {token}                  → {isConnected, deviceId?, email?}
 *   POST /api/email/update    {email}                  → {action: VERIFY_PRIMARY_OTP}
 *   POST /api/email/update/primary   {otp}             → {action: VERIFY_SECONDARY_OTP}
 *   POST /api/email/update/secondary {otp}             → {newEmail}
 *   POST /api/user            {chainId, preferredAccountType?} → {email, address, chainId,
 *                                                         accounts, userName, socialProvider,
 *                                                         preferredAccountType,
 *                                                         smartAccountDeployed}
 *   POST /api/smart-account/networks                   → {smartAccountEnabledNetworks: [id]}
 *   POST /api/smart-account/init {chainId}             → {address, isDeployed}
 *   POST /api/preferred-account {type, chainId}        → {type, address}
 *   GET  /oauth/callback?code&state | ?error&error_description&state   the social login's
 *                                                       redirect URI (script oauthCallback.js)
 *   POST /api/social/start    {state, provider, parentOrigin} → {authorizationEndpoint,
 *                                                         clientId, closedCheck}
 *   POST /api/social/callback {state, code?, error?, error_description?, iss?} → {parentOrigin}
 *   POST /api/social/connect  {state, code, codeVerifier, nonce, deviceId} → {token,
 *                                                         expiresAt, email, address, userName,
 *                                                         socialProvider}
 *   POST /api/farcaster/start   {parentOrigin}         → {id, url}  (a relay channel; url:
 *                                                         the sign-in URL)
 *   POST /api/farcaster/connect {id, deviceId}         → {state: 'pending'} | {state:
 *                                                         'completed', token, expiresAt, email:
 *                                                         null, address, userName,
 *                                                         socialProvider: 'farcaster'}
 *   POST /api/rpc             {method, params, chainId} → {result}  (safe methods)
 *   POST /api/approval        {method, params, chainId} → {approvalId, display}
 *   POST /api/approval/decide {approvalId, approve}    → {result} | 400 {code: 4001}
 *   (email/update*, user, rpc and approval need `Authorization: Bearer <token>`)
 *
 *   GET  /__control/status | /__control/mail
 *   POST /__control/reset | /__control/faults {neverLoad?, neverReply?, malformed?, mailDown?,
 *        wrongOrigin?} | /__control/expireSessions | /__control/clock {advanceMs}
 *        | /__control/keyCheck {email, text} → {contains}  (does `text` hold that user's key?)
 * Control POSTs need Content-Type application/json. Faults of the frame (neverReply,
 * malformed, wrongOrigin) are read by frame.html when it is served: they apply to frames
 * loaded after.
 *
 * Two origins, one server: the site listens on `host` (127.0.0.1) and, best effort, on ::1 at
 * the same port, so `http://localhost:<port>` reaches it too (Chromium tries ::1 first for
 * localhost; Node's lookup here gives 127.0.0.1). `origin` is the site's origin; `aliasOrigin`
 * (the other loopback name) is where the wrongOrigin fault and `?via=` move a page. The backend
 * accepts requests from both: they are the same site.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { caip2, createBackend } from './backend.mjs';
import { FAULTS, FRAME_FAULTS } from './faults.mjs';
import { startMailSink } from './mailSink.mjs';
import { createProjectAncestors } from './projectAncestors.mjs';
import { createSealer } from './sessionToken.mjs';
import { SiteError, readJson, sendJson } from './siteHttp.mjs';
import {
  CALLBACK_CSP,
  FRAME_CSP,
  MAIL_CSP,
  callbackPage,
  frameCsp,
  framePage,
  lookalikePage,
  mailInboxPage,
} from './sitePages.mjs';
import { listen } from '../listen.mjs';
import { errorMessage } from '../errorMessage.mjs';

export { CALLBACK_CSP, FRAME_ANCESTORS, FRAME_CSP } from './sitePages.mjs';
export { SOCIAL_PROVIDERS } from './socialLogin.mjs';
export { FAULTS } from './faults.mjs';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), 'public');
const STATIC = {
  '/frame.js': 'application/javascript; charset=utf-8',
  '/approvalPrompt.js': 'application/javascript; charset=utf-8',
  '/lookalike.js': 'application/javascript; charset=utf-8',
  '/oauthCallback.js': 'application/javascript; charset=utf-8',
  '/frame.css': 'text/css; charset=utf-8',
  '/mail.css': 'text/css; charset=utf-8',
};
/** The other loopback name of the same machine. */
const ALIAS_HOST = { '127.0.0.1': 'localhost', localhost: '127.0.0.1' };

function sendHtml(response, csp, html) {
  response.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': csp,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  response.end(html);
}

/**
 * Types: startSecureSite.d.mts.
 * @param {{ port?: number, host?: string,
 *   chains?: Array<{ chainId: number | string, rpcUrl: string, bundlerUrl?: string }>, log?: (line: string) => void,
 *   oidc?: { issuers: Record<string, string>, clientId?: string, coopProvider?: string | null },
 *   farcaster?: { relayUrl: string, rpcUrl: string, idRegistry?: string },
 *   smartAccountFactory?: string,
 *   sessionsApi?: { url: string | Promise<string>, secret: string },
 *   projectApi?: { url: string | Promise<string> }
 * }} [options]
 *   A chain with a `bundlerUrl` (an ERC-4337 bundler on it) has smart accounts, made by
 *   `smartAccountFactory`. `sessionsApi`: the product-API stand-in (its URL, or a promise of it
 *   while it starts, and its `sessionsSecret`) that smart sessions granted are registered with.
 *   `projectApi`: the product API whose project origins may embed the frame (`frame-ancestors`,
 *   projectAncestors.mjs); without it, local pages only.
 */
export async function startSecureSite({
  port = 0,
  host = '127.0.0.1',
  chains = [],
  log = console.warn,
  oidc,
  farcaster,
  smartAccountFactory,
  sessionsApi,
  projectApi,
} = {}) {
  const mail = await startMailSink({ host: '127.0.0.1' });
  const faults = /** @type {Record<import('./faults.mjs').SecureSiteFault, boolean>} */ (
    Object.fromEntries(FAULTS.map((name) => [name, false]))
  );
  let origin = '';
  let aliasOrigin = null;
  const served = new Map(
    chains.map(({ chainId, rpcUrl, bundlerUrl }) => [
      caip2(chainId),
      { chainId: caip2(chainId), rpcUrl, ...(bundlerUrl && { bundlerUrl }) },
    ]),
  );
  const backend = createBackend({
    chains: served,
    mail,
    sealer: createSealer(),
    origin: () => origin,
    faults,
    log,
    oidc,
    farcaster,
    smartAccountFactory,
    sessionsApi,
  });
  const projectAncestors = createProjectAncestors(projectApi, log);
  const statics = new Map();
  for (const [path, type] of Object.entries(STATIC))
    statics.set(path, { type, body: await readFile(join(PUBLIC, path.slice(1))) });

  const status = () => ({
    origin,
    aliasOrigin,
    faults: { ...faults },
    chains: [...served.values()],
    social: oidc ? { issuers: { ...oidc.issuers } } : null,
    farcaster: backend.farcasterStatus(),
    counts: { ...backend.counts(), mail: mail.inbox.length },
  });

  async function control(request, response, path) {
    if (request.method === 'GET') {
      if (path === '/status') return sendJson(response, 200, status());
      if (path === '/mail') return sendJson(response, 200, mail.inbox);
      return sendJson(response, 404, { message: 'not found' });
    }
    if (request.method !== 'POST') return sendJson(response, 405, { message: 'GET or POST' });
    const body = await readJson(request);
    if (path === '/reset') {
      backend.reset();
      mail.clear();
      for (const name of FAULTS) faults[name] = false;
    } else if (path === '/faults') {
      for (const [name, on] of Object.entries(body)) {
        if (!FAULTS.includes(/** @type {any} tested here */ (name)) || typeof on !== 'boolean')
          throw new SiteError(400, `Unknown fault ${name} (or not a boolean)`);
        faults[name] = on;
      }
    } else if (path === '/expireSessions') backend.expireSessions();
    else if (path === '/keyCheck') {
      // For tests of the host page: whether `text` holds the user's key, never the key itself.
      const key = backend.debugKeyOf(String(body.email ?? ''));
      if (!key) throw new SiteError(404, 'No such user');
      const text = String(body.text ?? '').toLowerCase();
      return sendJson(response, 200, { contains: text.includes(key.slice(2).toLowerCase()) });
    } else if (path === '/clock') {
      if (!Number.isFinite(body.advanceMs) || body.advanceMs < 0)
        throw new SiteError(400, 'advanceMs must be a number >= 0');
      backend.advanceClock(body.advanceMs);
    } else return sendJson(response, 404, { message: 'not found' });
    return sendJson(response, 200, status());
  }

  /**
   * The backend answers its own origins only (no CORS): a POST without an Origin (a browser
   * always sends one) or with a foreign one is refused.
   */
  function checkSameOrigin(request) {
    const from = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const own = from === origin || (aliasOrigin && from === aliasOrigin);
    if (!own || (site !== undefined && site !== 'same-origin'))
      throw new SiteError(403, 'Cross-origin requests are not allowed');
  }

  /** The site's own origin the request came through (for the redirect URI of that origin). */
  function ownOriginOf(request) {
    const candidates = [request.headers.origin, `http://${request.headers.host}`];
    return (
      candidates.find((from) => from === origin || (aliasOrigin && from === aliasOrigin)) ?? origin
    );
  }

  const bearer = (request) => /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];

  async function api(request, response, url) {
    const path = url.pathname;
    if (path === '/api/device/approve' && request.method === 'GET') {
      const approved = backend.approveDevice(url.searchParams.get('nonce') ?? '');
      response.writeHead(approved ? 200 : 404, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      return response.end(
        approved ? 'Device approved. You can close this page.\n' : 'Unknown or used link.\n',
      );
    }
    if (request.method !== 'POST') throw new SiteError(405, 'POST only');
    checkSameOrigin(request);
    const body = await readJson(request);
    const token = bearer(request);
    const routes = {
      '/api/email/start': () => backend.startEmail(body),
      '/api/device/status': () => backend.deviceStatus(body),
      '/api/email/verify': () => backend.verifyCode(body),
      '/api/session': () => backend.checkSession(body),
      '/api/email/update': () => backend.startEmailUpdate(token, body),
      '/api/email/update/primary': () => backend.verifyEmailUpdatePrimary(token, body),
      '/api/email/update/secondary': () => backend.verifyEmailUpdateSecondary(token, body),
      '/api/user': () => backend.getUser(token, body),
      '/api/rpc': () => backend.rpc(token, body),
      '/api/approval': () => backend.createApproval(token, body),
      '/api/approval/decide': () => backend.decideApproval(token, body),
      '/api/social/start': () =>
        backend.startSocial(body, `${ownOriginOf(request)}/oauth/callback`),
      '/api/social/callback': () => backend.socialCallback(body),
      '/api/social/connect': () => backend.connectSocial(body),
      '/api/farcaster/start': () => backend.startFarcaster(body),
      '/api/farcaster/connect': () => backend.connectFarcaster(body),
      '/api/smart-account/networks': () => backend.smartAccountNetworks(),
      '/api/smart-account/init': () => backend.initSmartAccount(token, body),
      '/api/preferred-account': () => backend.setPreferredAccount(token, body),
    };
    const route = routes[path];
    if (!route) throw new SiteError(404, 'not found');
    return sendJson(response, 200, await route());
  }

  async function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    try {
      if (url.pathname.startsWith('/__control/'))
        return await control(request, response, url.pathname.slice('/__control'.length));
      if (url.pathname.startsWith('/api/')) return await api(request, response, url);
      if (request.method !== 'GET' && request.method !== 'HEAD')
        throw new SiteError(405, 'GET only');
      if (url.pathname === '/frame.html') {
        if (faults.neverLoad) return; // never answers; stop() closes the socket
        // Embeddable only by the project's allowed origins, as the product API lists them.
        const ancestors = await projectAncestors(url.searchParams.get('projectId'));
        return sendHtml(
          response,
          frameCsp(ancestors),
          framePage(
            FRAME_FAULTS.filter((f) => faults[f]),
            ancestors,
          ),
        );
      }
      if (url.pathname === '/lookalike.html') return sendHtml(response, FRAME_CSP, lookalikePage());
      if (url.pathname === '/oauth/callback')
        return sendHtml(response, CALLBACK_CSP, callbackPage());
      if (url.pathname === '/mail') return sendHtml(response, MAIL_CSP, mailInboxPage(mail.inbox));
      const file = statics.get(url.pathname);
      if (file) {
        response.writeHead(200, {
          'Content-Type': file.type,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        });
        return response.end(file.body);
      }
      throw new SiteError(404, 'not found');
    } catch (error) {
      if (error instanceof SiteError)
        return sendJson(response, error.status, { message: error.message, ...error.extra });
      log(`secure site: ${url.pathname} failed: ${error instanceof Error ? error.stack : error}`);
      return sendJson(response, 500, { message: 'Internal error' });
    }
  }

  const servers = [createServer((request, response) => void handle(request, response))];
  const actualPort = await listen(servers[0], port, host).catch(async (error) => {
    await mail.stop(); // a taken port is tried again (startOnPort): leave nothing running
    throw error;
  });
  origin = `http://${host}:${actualPort}`;
  if (ALIAS_HOST[host]) {
    aliasOrigin = `http://${ALIAS_HOST[host]}:${actualPort}`;
    // Best effort: without it, Chromium falls back from ::1 to 127.0.0.1 for localhost.
    const ipv6 = createServer((request, response) => void handle(request, response));
    try {
      await listen(ipv6, actualPort, '::1');
      servers.push(ipv6);
    } catch (error) {
      log(
        `secure site: not listening on [::1]:${actualPort} (${/** @type {NodeJS.ErrnoException} */ (error).code ?? errorMessage(error)})`,
      );
    }
  }
  let stopping;
  return {
    url: origin,
    origin,
    aliasOrigin,
    frameUrl: `${origin}/frame.html`,
    // On the other loopback name: another *site* than a page on 127.0.0.1 (ports do not make
    // one), so the browser treats the frame as third-party, as it would a real secure site.
    crossSiteFrameUrl: `${aliasOrigin ?? origin}/frame.html`,
    callbackUrls: [origin, aliasOrigin].filter(Boolean).map((o) => `${o}/oauth/callback`),
    mailUrl: `${origin}/mail`,
    controlUrl: `${origin}/__control`,
    debugKeyOf: backend.debugKeyOf,
    smartSessionOf: backend.smartSessionOf,
    stop() {
      stopping ??= (async () => {
        await Promise.all(
          servers.map((server) => {
            server.closeAllConnections();
            return new Promise((resolveClose) => server.close(resolveClose));
          }),
        );
        await mail.stop();
      })();
      return stopping;
    },
  };
}
