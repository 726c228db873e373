/**
 * Real OpenID Connect providers for the social logins, one per social name, on one local
 * server (`http://127.0.0.1:<port>`): each is an `oidc-provider` Provider mounted under
 * `/<name>` (issuer `${url}/<name>`), with its own signing key, storage and cookies, one
 * public client (`portico-secure-site`: no secret, PKCE S256 required, code flow only) and our
 * own sign-in page instead of the library's development pages. See README.md.
 *
 *   GET  /<name>/.well-known/openid-configuration, /<name>/auth, POST /<name>/token,
 *        GET /<name>/jwks, /<name>/me …                 oidc-provider's routes
 *   GET  /<name>/interaction/:uid                      "Sign in to <Provider>" (Username,
 *                                                       Sign in, Deny), no script
 *   POST /<name>/interaction/:uid/login  {username}    → the code to the redirect URI
 *   POST /<name>/interaction/:uid/deny                 → error=access_denied
 *   GET  /__control/status
 *   POST /__control/next {provider?, behaviour: 'error' | 'slow'}   the next login (of that
 *        provider, or of any) fails with server_error / takes 3 s
 *   POST /__control/reset                              forgets sessions, codes, logins, `next`
 *
 * The `coopProvider` (default apple) sends `Cross-Origin-Opener-Policy: same-origin` on its
 * authorization endpoint and sign-in page, as some real providers do: a popup that reaches it
 * loses `window.opener` for good (and reads as `closed` to the page that opened it).
 *
 * Mounting: oidc-provider takes its mount path from `req.originalUrl` minus `req.url`, so the
 * request keeps its full path in `originalUrl` and `/<name>` is cut from `url`.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';
import { PROVIDER_NAMES, errorPage, loginPage, pageCsp } from './loginPages.mjs';
import { createMemoryStore } from './memoryStore.mjs';
import { CLIENT_ID, DEFAULT_COOP_PROVIDER, SOCIAL_PROVIDERS } from './socialProviders.mjs';
import { listen } from '../listen.mjs';
// The secure site's JSON helpers (the Farcaster relay's too): one body limit, one error shape.
import { readJson, sendJson } from '../secure-site/siteHttp.mjs';
import { errorMessage } from '../errorMessage.mjs';

export { PROVIDER_NAMES } from './loginPages.mjs';

export { CLIENT_ID, SOCIAL_PROVIDERS } from './socialProviders.mjs';
/** @typedef {import('./socialProviders.mjs').SocialProvider} SocialProvider */

/**
 * `error`: the next login ends with `error=server_error` and `error_description=The provider
 * had a problem`; `slow`: it finishes after 3 s.
 * @typedef {'error' | 'slow'} OidcBehaviour
 */

/**
 * The claims of `username` at provider `name` (all in the id token): `sub` is the username,
 * `email` `${username}@${name}.test`, `name` the username capitalised.
 * @typedef {{ sub: string, email: string, email_verified: true, name: string,
 *   preferred_username: string }} OidcAccountClaims
 */

/**
 * One sign-in page event (`GET /__control/status`); `username` null for Deny, `at` ISO time.
 * @typedef {{ provider: SocialProvider, username: string | null,
 *   outcome: 'login' | 'denied' | OidcBehaviour, at: string }} OidcLogin
 */

/**
 * `GET /__control/status` (also the answer of every control POST). `next`: behaviours waiting
 * for a login; `provider` null: any provider's.
 * @typedef {{ url: string, issuers: Record<string, string>, clientId: string,
 *   coopProvider: SocialProvider | null, redirectUris: string[],
 *   next: Array<{ provider: SocialProvider | null, behaviour: OidcBehaviour }>,
 *   logins: OidcLogin[] }} OidcStatus
 */

/**
 * @typedef {object} OidcProviders
 * @property {string} url The server's origin, `http://127.0.0.1:PORT`.
 * @property {Record<string, string>} issuers `${url}/${name}` per provider: the issuer,
 *   also the base of its routes.
 * @property {string} controlUrl `${url}/__control`: status, next, reset.
 * @property {'portico-secure-site'} clientId
 * @property {SocialProvider | null} coopProvider
 * @property {(uris: string[]) => void} setRedirectUris Replaces the client's redirect URIs (for
 *   a client whose port is known after this server started). Sessions, codes and tokens in
 *   flight are forgotten; the signing keys stay.
 * @property {() => Promise<void>} stop Closes every connection and the server; safe to call twice.
 */

/** The scripted behaviours of `POST /__control/next`. */
export const BEHAVIOURS = /** @type {readonly OidcBehaviour[]} */ (
  Object.freeze(['error', 'slow'])
);
/** How long a `slow` login waits before it finishes. */
export const SLOW_LOGIN_MS = 3_000;
const SCOPE = 'openid email profile';
const USERNAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const CSS = await readFile(join(dirname(fileURLToPath(import.meta.url)), 'public', 'login.css'));

/**
 * oidc-provider 9 warns once, at import, on any Node.js older than 22 ("Unsupported runtime");
 * every flow works on Node 20 (measured), so that one line is filtered out while it loads.
 */
async function importProvider() {
  const warn = console.warn;
  console.warn = (...args) => {
    if (!String(args[0]).includes('Unsupported runtime')) warn(...args);
  };
  try {
    return (await import('oidc-provider')).default;
  } finally {
    console.warn = warn;
  }
}
const Provider = await importProvider();

const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What a provider knows about `username` (the account id is the username).
 * @param {string} name A provider (`SocialProvider`).
 * @param {string} username
 * @returns {OidcAccountClaims}
 */
export function accountClaims(name, username) {
  return {
    sub: username,
    email: `${username}@${name}.test`,
    email_verified: true,
    name: capitalise(username),
    preferred_username: username,
  };
}

function readForm(request) {
  return new Promise((resolveForm, rejectForm) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      text += chunk;
      if (text.length > 10_000) rejectForm(new Error('form too large'));
    });
    request.on('end', () => resolveForm(new URLSearchParams(text)));
    request.on('error', rejectForm);
  });
}

function sendHtml(response, status, html, headers = {}) {
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  response.end(html);
}

function checkRedirectUris(uris) {
  if (!Array.isArray(uris)) throw new TypeError('redirectUris must be an array of URLs');
  return uris.map((uri) => {
    const url = new URL(uri);
    if (!/^https?:$/.test(url.protocol) || url.hash)
      throw new TypeError(`Not a usable redirect URI: ${uri}`);
    return url.href;
  });
}

/**
 * @param {{ port?: number, redirectUris?: string[], coopProvider?: SocialProvider | null,
 *   log?: (line: string) => void }} [options]
 *   `port` default 0 (any free port, on 127.0.0.1); `redirectUris`: where the client may be
 *   sent back, exact URLs (default none; `setRedirectUris` sets them later); `coopProvider`:
 *   the provider that sends `Cross-Origin-Opener-Policy: same-origin` on its authorization
 *   endpoint and sign-in page (default 'apple'; null for none).
 * @returns {Promise<OidcProviders>}
 */
export async function startOidcProviders({
  port = 0,
  redirectUris = [],
  coopProvider = DEFAULT_COOP_PROVIDER,
  log = console.warn,
} = {}) {
  if (coopProvider !== null && !SOCIAL_PROVIDERS.includes(coopProvider))
    throw new TypeError(`Unknown coopProvider ${coopProvider}`);
  const host = '127.0.0.1';
  const server = createServer((request, response) => void handle(request, response));
  const actualPort = await listen(server, port, host);
  const url = `http://${host}:${actualPort}`;
  const issuers = Object.fromEntries(SOCIAL_PROVIDERS.map((name) => [name, `${url}/${name}`]));

  // One signing key per provider, made now (so no development keys, and no warning about
  // them); they outlive setRedirectUris, so a JWKS fetched once stays right.
  const jwks = Object.fromEntries(
    await Promise.all(
      SOCIAL_PROVIDERS.map(async (name) => {
        const { privateKey } = await generateKeyPair('RS256', { extractable: true });
        const jwk = await exportJWK(privateKey);
        return [
          name,
          {
            keys: [
              {
                ...jwk,
                kid: `${name}-${randomBytes(4).toString('hex')}`,
                alg: 'RS256',
                use: 'sig',
              },
            ],
          },
        ];
      }),
    ),
  );
  const stores = Object.fromEntries(SOCIAL_PROVIDERS.map((name) => [name, createMemoryStore()]));
  const cookieKeys = [randomBytes(32).toString('base64url')];
  /** Scripted behaviours for the next logins: [{ provider: name | null, behaviour }]. */
  let next = [];
  /** What happened at the sign-in pages, oldest first. */
  let logins = [];
  let allowed = [];
  let formTargets = [];
  let providers = {};
  /** name → the provider's request handler (Koa's callback(), made once per provider). */
  let handlers = {};

  function createProvider(name) {
    const provider = new Provider(issuers[name], {
      adapter: stores[name].Adapter,
      clients: allowed.length
        ? [
            {
              client_id: CLIENT_ID,
              token_endpoint_auth_method: 'none',
              redirect_uris: allowed,
              grant_types: ['authorization_code'],
              response_types: ['code'],
            },
          ]
        : [],
      jwks: jwks[name],
      cookies: {
        keys: cookieKeys,
        // All six share a host (cookies ignore ports): names of their own.
        names: {
          session: `_${name}_session`,
          interaction: `_${name}_interaction`,
          resume: `_${name}_interaction_resume`,
        },
      },
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name', 'preferred_username'],
      },
      // The email and profile claims go into the id token (by default only to userinfo).
      conformIdTokenClaims: false,
      pkce: { required: () => true },
      findAccount: async (_ctx, sub) =>
        USERNAME.test(sub)
          ? { accountId: sub, claims: async () => accountClaims(name, sub) }
          : undefined,
      // Public client: a browser may call it only from a redirect URI's origin.
      clientBasedCORS: (_ctx, origin, client) =>
        client.redirectUris.some((uri) => new URL(uri).origin === origin),
      interactions: { url: (_ctx, interaction) => `/${name}/interaction/${interaction.uid}` },
      features: { devInteractions: { enabled: false } },
      // A first-party client: `openid email profile` is granted without a consent page.
      async loadExistingGrant(ctx) {
        const { session, client } = ctx.oidc;
        const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
        if (grantId) {
          const found = await ctx.oidc.provider.Grant.find(grantId);
          if (found) return found;
        }
        if (!session.accountId) return undefined;
        const grant = new ctx.oidc.provider.Grant({
          clientId: client.clientId,
          accountId: session.accountId,
        });
        grant.addOIDCScope(SCOPE);
        await grant.save();
        return grant;
      },
      async renderError(ctx, out) {
        ctx.type = 'html';
        ctx.set('Content-Security-Policy', pageCsp());
        ctx.body = errorPage({ title: `${PROVIDER_NAMES[name]}: sign-in failed`, details: out });
      },
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 60,
        Grant: 600,
        IdToken: 600,
        Interaction: 600,
        Session: 600,
      },
    });
    provider.proxy = false;
    provider.on('server_error', (_ctx, error) =>
      log(`oidc ${name}: server_error ${error?.stack ?? error}`),
    );
    return provider;
  }

  function setRedirectUris(uris) {
    allowed = checkRedirectUris(uris);
    formTargets = [...new Set(allowed.map((uri) => new URL(uri).origin))];
    for (const store of Object.values(stores)) store.clear();
    providers = Object.fromEntries(SOCIAL_PROVIDERS.map((name) => [name, createProvider(name)]));
    handlers = Object.fromEntries(
      SOCIAL_PROVIDERS.map((name) => [name, providers[name].callback()]),
    );
  }
  setRedirectUris(redirectUris);

  const status = () => ({
    url,
    issuers,
    clientId: CLIENT_ID,
    coopProvider,
    redirectUris: allowed,
    next: next.map((entry) => ({ ...entry })),
    logins: logins.map((entry) => ({ ...entry })),
  });

  /** The first scripted behaviour for `name`'s next login, taken off the list. */
  function takeBehaviour(name) {
    const index = next.findIndex((entry) => entry.provider === null || entry.provider === name);
    if (index === -1) return null;
    return next.splice(index, 1)[0].behaviour;
  }

  async function control(request, response, path) {
    if (request.method === 'GET' && path === '/status') return sendJson(response, 200, status());
    if (request.method !== 'POST') return sendJson(response, 405, { message: 'GET or POST' });
    const body = await readJson(request);
    if (path === '/next') {
      const provider = body.provider ?? null;
      if (provider !== null && !SOCIAL_PROVIDERS.includes(provider))
        return sendJson(response, 400, { message: `Unknown provider ${provider}` });
      if (!BEHAVIOURS.includes(body.behaviour))
        return sendJson(response, 400, { message: `behaviour must be one of ${BEHAVIOURS}` });
      next.push({ provider, behaviour: body.behaviour });
    } else if (path === '/reset') {
      next = [];
      logins = [];
      for (const store of Object.values(stores)) store.clear();
    } else return sendJson(response, 404, { message: 'not found' });
    return sendJson(response, 200, status());
  }

  async function interaction(request, response, name, rest) {
    const provider = providers[name];
    const [uid, action] = rest;
    const headers = {
      'Content-Security-Policy': pageCsp(formTargets),
      'Referrer-Policy': 'no-referrer',
      ...(name === coopProvider ? { 'Cross-Origin-Opener-Policy': 'same-origin' } : {}),
    };
    let details;
    try {
      details = await provider.interactionDetails(request, response);
      if (details.uid !== uid) throw new Error('interaction mismatch');
    } catch {
      return sendHtml(
        response,
        400,
        errorPage({
          title: `${PROVIDER_NAMES[name]}: sign-in failed`,
          details: { error: 'The sign-in session has expired or was not found. Start again.' },
        }),
        headers,
      );
    }
    const clientId = String(details.params.client_id ?? '');
    if (request.method === 'GET' && action === undefined)
      return sendHtml(response, 200, loginPage({ name, uid, clientId }), headers);
    if (request.method !== 'POST' || (action !== 'login' && action !== 'deny'))
      return sendHtml(response, 405, errorPage({ title: 'Not allowed', details: {} }), headers);

    const form = await readForm(request);
    const finish = (result) =>
      provider.interactionFinished(request, response, result, { mergeWithLastSubmission: false });
    if (action === 'deny') {
      logins.push({
        provider: name,
        username: null,
        outcome: 'denied',
        at: new Date().toISOString(),
      });
      return finish({ error: 'access_denied', error_description: 'The user denied the request' });
    }
    const username = (form.get('username') ?? '').trim();
    if (!USERNAME.test(username))
      return sendHtml(
        response,
        400,
        loginPage({
          name,
          uid,
          clientId,
          username,
          problem: 'Enter a username: letters, digits, dots, dashes or underscores.',
        }),
        headers,
      );
    const behaviour = takeBehaviour(name);
    logins.push({
      provider: name,
      username,
      outcome: behaviour ?? 'login',
      at: new Date().toISOString(),
    });
    if (behaviour === 'error')
      return finish({ error: 'server_error', error_description: 'The provider had a problem' });
    if (behaviour === 'slow')
      await new Promise((resolveSlow) => setTimeout(resolveSlow, SLOW_LOGIN_MS));
    return finish({ login: { accountId: username } });
  }

  async function handle(request, response) {
    const target = new URL(request.url ?? '/', url);
    try {
      if (target.pathname.startsWith('/__control/'))
        return await control(request, response, target.pathname.slice('/__control'.length));
      if (target.pathname === '/assets/login.css') {
        response.writeHead(200, {
          'Content-Type': 'text/css; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        });
        return response.end(CSS);
      }
      const [, name, ...rest] = target.pathname.split('/');
      if (!Object.hasOwn(providers, name)) return sendJson(response, 404, { message: 'not found' });
      if (rest[0] === 'interaction' && rest.length >= 2)
        return await interaction(request, response, name, rest.slice(1));
      if (name === coopProvider && rest[0] === 'auth')
        response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
      request.originalUrl = request.url;
      request.url = request.url.slice(name.length + 1) || '/';
      return handlers[name](request, response);
    } catch (error) {
      const status = /** @type {{ status?: number } | null} */ (error)?.status;
      if (status) return sendJson(response, status, { message: errorMessage(error) });
      log(`oidc: ${target.pathname} failed: ${error instanceof Error ? error.stack : error}`);
      if (!response.headersSent) sendJson(response, 500, { message: 'Internal error' });
    }
  }

  let stopping;
  return {
    url,
    issuers,
    controlUrl: `${url}/__control`,
    clientId: CLIENT_ID,
    coopProvider,
    setRedirectUris,
    stop() {
      stopping ??= new Promise((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose(undefined));
      });
      return stopping;
    },
  };
}
