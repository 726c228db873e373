/**
 * For tests: a social login done with plain fetch, as a browser would (redirects followed by
 * hand, cookies kept), up to the client's redirect URI, which is not fetched: its URL (with
 * `code` and `state`, or `error`) is the result. PKCE and URL helpers for the client side.
 */
import { createHash, randomBytes } from 'node:crypto';
import { CLIENT_ID } from './socialProviders.mjs';

/** The cookies of one host (paths ignored: the providers' names do not collide). */
function createCookieJar() {
  /** @type {Map<string, string>} */
  const cookies = new Map();
  return {
    /** @param {Response} response */
    store(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair, ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const expired = attributes.some(
          (attribute) =>
            /^\s*max-age=0\s*$/i.test(attribute) ||
            (/^\s*expires=/i.test(attribute) &&
              Date.parse(attribute.split('=').slice(1).join('=')) < Date.now()),
        );
        if (expired) cookies.delete(name);
        else cookies.set(name, pair.slice(at + 1).trim());
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    size: () => cookies.size,
  };
}

export const base64url = (/** @type {Uint8Array} */ bytes) =>
  Buffer.from(bytes).toString('base64url');

/** A PKCE pair: a random `verifier` and its S256 `challenge`. */
export function pkcePair() {
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  return { verifier, challenge };
}

/**
 * The authorization URL of `issuer` for the client, with `prompt=login`.
 * @param {{ issuer: string, clientId?: string, redirectUri: string, state: string,
 *   nonce: string, challenge: string, scope?: string }} options
 */
export function authorizeUrl({
  issuer,
  clientId = CLIENT_ID,
  redirectUri,
  state,
  nonce,
  challenge,
  scope = 'openid email profile',
}) {
  const url = new URL(`${issuer}/auth`);
  for (const [key, value] of Object.entries({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope,
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    prompt: 'login',
  }))
    url.searchParams.set(key, value);
  return url.href;
}

/**
 * Opens `startUrl`, signs in as `username` on the provider's page (or presses Deny), and
 * follows the redirects until one leaves for `redirectUri`.
 * @param {string | URL} startUrl
 * @param {{ redirectUri: string, username?: string, deny?: boolean }} options
 * @returns {Promise<{ callbackUrl: URL, loginPage: string | undefined,
 *   loginPageHeaders: Headers | undefined, authorizeHeaders: Headers }>} `loginPage` and its
 *   headers: undefined when the provider sent the client back without showing its page
 */
export async function fetchLogin(startUrl, { redirectUri, username = 'alice', deny = false }) {
  const jar = createCookieJar();
  let url = new URL(startUrl);
  let method = 'GET';
  let body;
  let loginPage;
  let loginPageHeaders;
  let authorizeHeaders;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    jar.store(response);
    authorizeHeaders ??= response.headers;
    method = 'GET';
    body = undefined;
    if (response.status >= 300 && response.status < 400) {
      await response.arrayBuffer();
      const location = response.headers.get('location');
      if (location === null)
        throw new Error(`${url.href}: HTTP ${response.status} without a Location`);
      url = new URL(location, url);
      if (url.href.startsWith(redirectUri))
        return {
          callbackUrl: url,
          loginPage,
          loginPageHeaders,
          authorizeHeaders: /** @type {Headers} the first answer's */ (authorizeHeaders),
        };
      continue;
    }
    const text = await response.text();
    const form = /<form method="post" action="([^"]+)"/.exec(text);
    if (response.status !== 200 || !form || loginPage)
      throw new Error(`Unexpected ${response.status} at ${url.pathname}: ${text.slice(0, 300)}`);
    loginPage = text;
    loginPageHeaders = response.headers;
    const action = new URL(form[1], url);
    url = deny ? new URL(action.href.replace(/\/login$/, '/deny')) : action;
    method = 'POST';
    body = new URLSearchParams(deny ? {} : { username }).toString();
  }
  throw new Error('Too many redirects');
}
