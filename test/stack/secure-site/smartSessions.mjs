/**
 * Smart sessions of the embedded wallet's smart accounts (ERC-7715): `wallet_grantPermissions`
 * makes a session (a random permissions context id, the pci) and registers it with the
 * product-API stand-in; `wallet_revokePermissions` marks it revoked here. The real product's
 * wallet and API share a backend; here the secure site calls the API stand-in's
 * `POST /v1/sessions/{account}` with the secret both stand-ins were given (start.mjs).
 */
import { randomBytes } from 'node:crypto';
import { getAddress, isAddress, toQuantity } from 'ethers';
import { SiteError } from './siteHttp.mjs';
import { errorMessage } from '../errorMessage.mjs';

const REGISTER_TIMEOUT_MS = 10_000;
const SECRET_HEADER = 'x-portico-stand-in-secret';
/** The API stand-in's project parameters for this stand-in's own calls. */
const PROJECT_QUERY = 'projectId=portico-secure-site&st=secure-site&sv=1';

const isRecord = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const typed = (value) => isRecord(value) && typeof value.type === 'string' && value.type !== '';

/** The ERC-7715 request (`params[0]`), checked: 400 (code -32602) naming what is wrong. */
export function grantRequestOf(params, nowSeconds) {
  const request = params?.[0];
  const invalid = (what) =>
    new SiteError(400, `Invalid permission request: ${what}`, { code: -32602 });
  if (!isRecord(request)) throw invalid('an object');
  if (!Number.isSafeInteger(request.expiry) || request.expiry <= nowSeconds)
    throw invalid('expiry must be unix seconds in the future');
  if (!typed(request.signer)) throw invalid('signer needs a type');
  if (
    !Array.isArray(request.permissions) ||
    request.permissions.length === 0 ||
    !request.permissions.every(typed)
  )
    throw invalid('permissions must be a non-empty list of { type, data }');
  if (
    request.policies !== undefined &&
    !(Array.isArray(request.policies) && request.policies.every(typed))
  )
    throw invalid('policies must be a list of { type, data }');
  if (request.address !== undefined && !isAddress(request.address)) throw invalid('address');
  return request;
}

/**
 * @param {{ sessionsApi?: { url: string | Promise<string>, secret: string },
 *   now: () => number }} options
 */
export function createSmartSessions({ sessionsApi, now }) {
  /** pci → { userId, account: CAIP-10, revokedAt: number | null } */
  const grants = new Map();

  async function register(account, session) {
    if (!sessionsApi) throw new SiteError(503, 'No sessions API to register the session with');
    const base = await sessionsApi.url;
    let response;
    try {
      response = await fetch(
        `${base}/v1/sessions/${encodeURIComponent(account)}?${PROJECT_QUERY}`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', [SECRET_HEADER]: sessionsApi.secret },
          body: JSON.stringify(session),
          signal: AbortSignal.timeout(REGISTER_TIMEOUT_MS),
        },
      );
    } catch (error) {
      throw new SiteError(502, `The sessions API did not answer: ${errorMessage(error)}`);
    }
    if (!response.ok)
      throw new SiteError(502, `The sessions API refused the session (HTTP ${response.status})`);
  }

  return {
    /**
     * Grants the (approved) request for the smart account `address` on `caip2`: resolves with
     * the ERC-7715 answer, the request plus its `permissionsContext`.
     */
    async grant({ user, caip2, address, params, app }) {
      const request = grantRequestOf(params, Math.floor(now() / 1000));
      if (request.address !== undefined && getAddress(request.address) !== address)
        throw new SiteError(400, 'The request is for another account', { code: -32602 });
      const pci = `0x${randomBytes(32).toString('hex')}`;
      const account = `${caip2}:${address}`;
      await register(account, {
        pci,
        expiry: request.expiry,
        permissions: request.permissions.map(({ type, data }) => ({ type, data })),
        signer: request.signer,
        project: app,
      });
      grants.set(pci, { userId: user.id, account, revokedAt: null });
      return {
        ...request,
        chainId: toQuantity(BigInt(caip2.split(':')[1])),
        address,
        permissionsContext: pci,
      };
    },
    /** `params`: `[{ permissionsContext }]`, a session this user granted. */
    revoke({ user, params }) {
      const pci = params?.[0]?.permissionsContext;
      const grant = typeof pci === 'string' ? grants.get(pci) : undefined;
      if (!grant || grant.userId !== user.id)
        throw new SiteError(404, 'Unknown permissions context', { code: -32602 });
      grant.revokedAt ??= Math.floor(now() / 1000);
      return null;
    },
    /** In-process tests: the wallet's record of a grant. */
    grantOf: (pci) => grants.get(pci) ?? null,
    clear: () => grants.clear(),
  };
}
