/**
 * Project routes: the remote configuration and allowed origins (paths our own, spec §7 leaves
 * them open), smart sessions, and the analytics sink `POST /e`, which records every event so
 * tests can check what was, or was not, sent.
 */
import { getAddress, verifyMessage } from 'ethers';
import { DEV_ADDRESSES } from './devAccounts.mjs';
import { ApiHttpError, ApiReply } from './http.mjs';
import { caip10, required } from './routeHelpers.mjs';
import { TOKEN_ADDRESSES } from './tokens.mjs';

/** Fixed dates, so every run answers the same: 2025-01-01 and 2030-01-01 (unix seconds). */
const CREATED_AT = 1_735_689_600;
const EXPIRY = 1_893_456_000;
/** Dev accounts 0 and 1 hold one smart session per chain. */
const SESSION_HOLDERS = DEV_ADDRESSES.slice(0, 2);

function sessionsOf(caip2, owner) {
  const index = SESSION_HOLDERS.indexOf(owner);
  if (index === -1) return [];
  return [
    {
      pci: `pci-${caip2.replace(':', '-')}-${index}`,
      expiry: EXPIRY,
      createdAt: CREATED_AT,
      project: { name: 'Portico demo', url: 'http://127.0.0.1' },
      permissions: [
        {
          type: 'contract-call',
          data: { address: TOKEN_ADDRESSES.PUSD, functions: [{ functionName: 'transfer' }] },
        },
      ],
      revokedAt: null,
    },
  ];
}

/** @param {{ control: object, chains: Map<string, object> }} ctx */
export function projectRoutes(ctx) {
  const { state } = ctx.control;
  const withRevocations = (sessions) =>
    sessions.map((session) => ({ ...session, revokedAt: state.revoked.get(session.pci) ?? null }));

  return [
    {
      id: 'config',
      method: 'GET',
      path: /^\/v1\/project\/config$/,
      projectSetting: true,
      handle: () => ({
        features: Object.entries(state.features).map(([id, { isEnabled, config }]) => ({
          id,
          isEnabled,
          config,
        })),
      }),
    },
    {
      id: 'origins',
      method: 'GET',
      path: /^\/v1\/project\/origins$/,
      projectSetting: true,
      handle: () => ({ allowedOrigins: [...state.allowedOrigins] }),
    },
    {
      id: 'sessions',
      method: 'GET',
      path: /^\/v1\/sessions\/(?<account>[^/]+)$/,
      handle: ({ params }) => {
        const { chain, address } = caip10(ctx, params.account, 'account');
        return { pcis: withRevocations(sessionsOf(chain.caip2, address)) };
      },
    },
    {
      id: 'revokeSession',
      method: 'POST',
      path: /^\/v1\/sessions\/(?<account>[^/]+)\/revoke$/,
      handle: ({ params, body }) => {
        const { chain, address } = caip10(ctx, params.account, 'account');
        const pci = required(body, 'pci');
        if (!sessionsOf(chain.caip2, address).some((session) => session.pci === pci)) {
          throw new ApiHttpError(404, `No session ${pci} for ${params.account}`);
        }
        // The account proves it holds the key by signing the pci (personal_sign).
        let signer = null;
        try {
          signer = getAddress(verifyMessage(pci, required(body, 'signature')));
        } catch (error) {
          if (error instanceof ApiHttpError) throw error;
        }
        if (signer !== address) throw new ApiHttpError(401, 'Signature does not match the account');
        if (!state.revoked.has(pci)) state.revoked.set(pci, Math.floor(Date.now() / 1000));
        return { success: true };
      },
    },
    {
      id: 'analytics',
      method: 'POST',
      path: /^\/e$/,
      handle: ({ body, query, headers }) => {
        if (!state.analyticsAllowed)
          throw new ApiHttpError(403, 'Analytics are not allowed for this project');
        for (const field of ['eventId', 'url', 'domain']) required(body, field);
        if (typeof body.timestamp !== 'number') throw new ApiHttpError(400, 'Missing timestamp');
        if (typeof body.props !== 'object' || body.props === null)
          throw new ApiHttpError(400, 'Missing props');
        ctx.control.record('events', {
          receivedAt: new Date().toISOString(),
          projectId: query.get('projectId'),
          sdkType: query.get('st'),
          sdkVersion: query.get('sv'),
          origin: headers.origin ?? null,
          event: body,
        });
        return new ApiReply(202);
      },
    },
  ];
}
