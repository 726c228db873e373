/**
 * The secure site's side of a social login (OpenID Connect, code flow with PKCE, public
 * client): the states the frame registers, the provider's result the callback page hands in,
 * and the token exchange with the id token's checks. Users and sessions are backend.mjs's.
 *
 * A state lives 10 minutes (site clock) and is used once. The frame keeps the PKCE verifier
 * and the nonce (the backend sees them only at the exchange); the backend keeps the provider,
 * the page's origin and the redirect URI, and accepts only the code that reached its own
 * callback page for that state. The id token is verified with the provider's JWKS (fetched
 * from its discovery document), issuer, audience (the client id), expiry and nonce.
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { CLIENT_ID, DEFAULT_COOP_PROVIDER, SOCIAL_PROVIDERS } from '../oidc/socialProviders.mjs';
import { SiteError, checkParentOrigin } from './siteHttp.mjs';
import { errorMessage } from '../errorMessage.mjs';

export { SOCIAL_PROVIDERS };
const SOCIAL_STATE_TTL_MS = 10 * 60_000;
const NOT_CONFIGURED = 'Social login is not configured';
const UNKNOWN_STATE = 'Unknown or expired social login';
const STATE = /^[A-Za-z0-9_-]{16,128}$/;
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
const FETCH_MS = 10_000;

const checkText = (value, name, pattern) => {
  if (typeof value !== 'string' || !pattern.test(value))
    throw new SiteError(400, `Invalid ${name}`);
  return value;
};

/**
 * @param {{ oidc?: { issuers: Partial<Record<string, string>>, clientId?: string,
 *   coopProvider?: string | null }, now: () => number, log: (line: string) => void }} options
 */
export function createSocialLogin({ oidc, now, log }) {
  const clientId = oidc?.clientId ?? CLIENT_ID;
  const coopProvider = oidc?.coopProvider === undefined ? DEFAULT_COOP_PROVIDER : oidc.coopProvider;
  /** state → { provider, parentOrigin, redirectUri, expiresAt, result: null | {...} } */
  const states = new Map();
  /** issuer → Promise<{ metadata, jwks }> (a failed discovery is not kept) */
  const discovered = new Map();

  function issuerOf(provider) {
    if (!oidc?.issuers) throw new SiteError(400, NOT_CONFIGURED);
    if (!SOCIAL_PROVIDERS.includes(provider))
      throw new SiteError(400, 'Unsupported social provider');
    const issuer = oidc.issuers[provider];
    if (!issuer) throw new SiteError(400, `Social login with ${provider} is not configured`);
    return issuer;
  }

  /** The provider's discovery document (its issuer must be the configured one) and JWKS. */
  function discover(issuer) {
    if (!discovered.has(issuer)) {
      const loading = (async () => {
        const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
          signal: AbortSignal.timeout(FETCH_MS),
        });
        if (!response.ok) throw new Error(`discovery answered ${response.status}`);
        const metadata = await response.json();
        if (metadata.issuer !== issuer)
          throw new Error(`discovery names the issuer ${metadata.issuer}`);
        for (const field of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'])
          if (typeof metadata[field] !== 'string') throw new Error(`discovery lacks ${field}`);
        return { metadata, jwks: createRemoteJWKSet(new URL(metadata.jwks_uri)) };
      })();
      discovered.set(issuer, loading);
      loading.catch(() => discovered.delete(issuer));
    }
    return discovered.get(issuer);
  }

  function live(state) {
    const entry = states.get(state);
    if (!entry) return null;
    if (entry.expiresAt <= now()) {
      states.delete(state);
      return null;
    }
    return entry;
  }

  return {
    clientId,
    size: () => states.size,
    clear() {
      states.clear();
    },

    /**
     * POST /api/social/start {state, provider, parentOrigin} (+ the redirect URI on the
     * origin the frame called from) → {authorizationEndpoint, clientId, closedCheck}.
     */
    async start({ state, provider, parentOrigin }, redirectUri) {
      const issuer = issuerOf(provider);
      checkText(state, 'state', STATE);
      checkParentOrigin(parentOrigin);
      let metadata;
      try {
        ({ metadata } = await discover(issuer));
      } catch (error) {
        log(`secure site: ${provider} discovery failed: ${errorMessage(error)}`);
        throw new SiteError(502, 'Failed to initiate social connection');
      }
      for (const [key, entry] of states) if (entry.expiresAt <= now()) states.delete(key);
      if (states.has(state)) throw new SiteError(409, 'Duplicate state');
      states.set(state, {
        provider,
        issuer,
        parentOrigin,
        redirectUri,
        expiresAt: now() + SOCIAL_STATE_TTL_MS,
        result: null,
      });
      return {
        authorizationEndpoint: metadata.authorization_endpoint,
        clientId,
        // The COOP provider's popup reads as closed to the page as soon as it gets there.
        closedCheck: provider !== coopProvider,
      };
    },

    /**
     * POST /api/social/callback {state, code?, error?, error_description?, iss?} (from the
     * callback page) → {parentOrigin}. One result per state.
     */
    callback({ state, code, error, error_description: description, iss }) {
      const entry = typeof state === 'string' ? live(state) : null;
      if (!entry) throw new SiteError(400, UNKNOWN_STATE);
      if (entry.result) throw new SiteError(409, 'This social login already has a result');
      if (iss !== undefined && iss !== null && iss !== entry.issuer)
        // RFC 9207: the answer of another provider than the one this state was sent to.
        entry.result = {
          error: 'invalid_request',
          description: 'The result came from another provider',
        };
      else if (typeof error === 'string' && error)
        entry.result = {
          error: error.slice(0, 64),
          description:
            typeof description === 'string' && description ? description.slice(0, 300) : error,
        };
      else if (typeof code === 'string' && code && code.length <= 512) entry.result = { code };
      else throw new SiteError(400, 'Invalid social result');
      return { parentOrigin: entry.parentOrigin };
    },

    /**
     * The code of `state` exchanged at the provider's token endpoint and its id token verified
     * → {provider, claims}. The state is used up, whatever the outcome.
     */
    async exchange({ state, code, codeVerifier, nonce }) {
      const entry = typeof state === 'string' ? live(state) : null;
      if (!entry) throw new SiteError(400, UNKNOWN_STATE);
      states.delete(state);
      if (!entry.result)
        throw new SiteError(400, 'No result from the provider for this social login');
      if (entry.result.error)
        throw new SiteError(400, entry.result.description, { code: entry.result.error });
      if (code !== entry.result.code) throw new SiteError(400, 'Invalid social result');
      checkText(codeVerifier, 'codeVerifier', VERIFIER);
      checkText(nonce, 'nonce', STATE);

      const { metadata, jwks } = await discover(entry.issuer);
      let answer;
      try {
        const response = await fetch(metadata.token_endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: entry.redirectUri,
            client_id: clientId,
            code_verifier: codeVerifier,
          }),
          signal: AbortSignal.timeout(FETCH_MS),
        });
        answer = { status: response.status, body: await response.json().catch(() => ({})) };
      } catch (error) {
        log(`secure site: ${entry.provider} token endpoint failed: ${errorMessage(error)}`);
        throw new SiteError(502, `Could not reach ${entry.provider}`);
      }
      if (answer.status !== 200 || typeof answer.body.id_token !== 'string')
        throw new SiteError(
          401,
          `The provider refused the code (${answer.body.error ?? `HTTP ${answer.status}`})`,
        );
      let claims;
      try {
        ({ payload: claims } = await jwtVerify(answer.body.id_token, jwks, {
          issuer: entry.issuer,
          audience: clientId,
          algorithms: metadata.id_token_signing_alg_values_supported ?? ['RS256'],
          requiredClaims: ['sub', 'exp', 'iat'],
        }));
      } catch (error) {
        log(
          `secure site: ${entry.provider} id token refused: ${/** @type {{ code?: string }} */ (error).code ?? errorMessage(error)}`,
        );
        throw new SiteError(401, 'The id token could not be verified');
      }
      if (claims.nonce !== nonce) throw new SiteError(401, 'The id token nonce does not match');
      return { provider: entry.provider, claims };
    },
  };
}
