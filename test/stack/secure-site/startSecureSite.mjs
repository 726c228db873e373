/**
 * The embedded wallet's "secure site", a local stand-in on its own origin: the frame page
 * (`/frame.html` + the static `/frame.js` and `/frame.css`, under a strict CSP), its backend
 * (`/api/*`, answered only to the site's own origin) and a control API for tests.
 *
 *   GET  /frame.html?projectId&chainId&version&enableLogger&rpcUrl   the frame (README.md)
 *   POST /api/email/start     {email, deviceId}        → {action: VERIFY_DEVICE | VERIFY_OTP}
 *   GET  /api/device/approve?nonce=…                   the link in the device mail
 *   POST /api/device/status   {email, deviceId}        → {approved}
 *   POST /api/email/verify    {email, deviceId, otp}   → {token, expiresAt}
 *   POST /api/session         {token}                  → {isConnected, deviceId?, email?}
 *   POST /api/user            {chainId}                → {email, address, chainId, accounts}
 *   POST /api/rpc             {method, params, chainId} → {result}  (safe methods)
 *   POST /api/approval        {method, params, chainId} → {approvalId, display}
 *   POST /api/approval/decide {approvalId, approve}    → {result} | 400 {code: 4001}
 *   (user, rpc and approval need `Authorization: Bearer <token>`)
 *
 *   GET  /__control/status | /__control/mail
 *   POST /__control/reset | /__control/faults {neverLoad?, neverReply?, malformed?, mailDown?}
 *        | /__control/expireSessions | /__control/clock {advanceMs}
 * Control POSTs need Content-Type application/json. Faults of the frame (neverReply,
 * malformed) are read by frame.html when it is served: they apply to frames loaded after.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { caip2, createBackend } from './backend.mjs';
import { startMailSink } from './mailSink.mjs';
import { createSealer } from './sessionToken.mjs';
import { SiteError, readJson, sendJson } from './siteHttp.mjs';

const PUBLIC = join(dirname(fileURLToPath(import.meta.url)), 'public');
export const FRAME_ANCESTORS = 'http://127.0.0.1:* http://localhost:*';
export const FRAME_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  `frame-ancestors ${FRAME_ANCESTORS}`,
].join('; ');
const FAULTS = ['neverLoad', 'neverReply', 'malformed', 'mailDown'];
const STATIC = {
  '/frame.js': 'application/javascript; charset=utf-8',
  '/frame.css': 'text/css; charset=utf-8',
};

function framePage(faults) {
  const active = FAULTS.filter((name) => faults[name]).join(' ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="portico-faults" content="${active}">
<title>Portico secure wallet</title>
<link rel="stylesheet" href="/frame.css">
<script src="/frame.js" defer></script>
</head>
<body>
<main id="approval" hidden>
<h1 id="approval-title"></h1>
<dl id="approval-details"></dl>
<pre id="approval-text"></pre>
<div class="buttons"><button type="button" id="reject">Reject</button><button type="button" id="approve">Approve</button></div>
</main>
</body>
</html>
`;
}

/**
 * @param {{ port?: number, host?: string,
 *   chains?: Array<{ chainId: number | string, rpcUrl: string }>, log?: (line: string) => void }} [options]
 * @returns {Promise<{ url: string, origin: string, controlUrl: string, stop: () => Promise<void>,
 *   debugKeyOf: (email: string) => string | undefined }>}
 */
export async function startSecureSite({
  port = 0,
  host = '127.0.0.1',
  chains = [],
  log = console.warn,
} = {}) {
  const mail = await startMailSink({ host: '127.0.0.1' });
  const faults = Object.fromEntries(FAULTS.map((name) => [name, false]));
  let origin = '';
  const served = new Map(
    chains.map(({ chainId, rpcUrl }) => [caip2(chainId), { chainId: caip2(chainId), rpcUrl }]),
  );
  const backend = createBackend({
    chains: served,
    mail,
    sealer: createSealer(),
    origin: () => origin,
    faults,
    log,
  });
  const statics = new Map();
  for (const [path, type] of Object.entries(STATIC))
    statics.set(path, { type, body: await readFile(join(PUBLIC, path.slice(1))) });

  const status = () => ({
    origin,
    faults: { ...faults },
    chains: [...served.values()],
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
        if (!FAULTS.includes(name) || typeof on !== 'boolean')
          throw new SiteError(400, `Unknown fault ${name} (or not a boolean)`);
        faults[name] = on;
      }
    } else if (path === '/expireSessions') backend.expireSessions();
    else if (path === '/clock') {
      if (!Number.isFinite(body.advanceMs) || body.advanceMs < 0)
        throw new SiteError(400, 'advanceMs must be a number >= 0');
      backend.advanceClock(body.advanceMs);
    } else return sendJson(response, 404, { message: 'not found' });
    return sendJson(response, 200, status());
  }

  /** The backend answers its own origin only (no CORS; a foreign Origin is refused). */
  function checkSameOrigin(request) {
    const from = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if ((from !== undefined && from !== origin) || (site !== undefined && site !== 'same-origin'))
      throw new SiteError(403, 'Cross-origin requests are not allowed');
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
      '/api/user': () => backend.getUser(token, body),
      '/api/rpc': () => backend.rpc(token, body),
      '/api/approval': () => backend.createApproval(token, body),
      '/api/approval/decide': () => backend.decideApproval(token, body),
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
        response.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': FRAME_CSP,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'no-referrer',
        });
        return response.end(framePage(faults));
      }
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

  const server = createServer((request, response) => void handle(request, response));
  const actualPort = await new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(port, host, () => resolveListen(server.address().port));
  });
  origin = `http://${host}:${actualPort}`;
  let stopping;
  return {
    url: `${origin}/frame.html`,
    origin,
    controlUrl: `${origin}/__control`,
    debugKeyOf: backend.debugKeyOf,
    stop() {
      stopping ??= (async () => {
        server.closeAllConnections();
        await new Promise((resolveClose) => server.close(resolveClose));
        await mail.stop();
      })();
      return stopping;
    },
  };
}
