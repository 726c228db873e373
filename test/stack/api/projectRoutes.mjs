/**
 * Project routes: the remote configuration and allowed origins (paths our own, the spec leaves
 * them open), smart sessions, and the analytics sink `POST /e`, which records every event so
 * tests can check what was, or was not, sent.
 */
import { timingSafeEqual } from 'node:crypto';
import { ApiHttpError, ApiReply } from './http.mjs';
import { caip10, required } from './routeHelpers.mjs';
import { sessionsOf } from './sessionRegistry.mjs';
import { verifyNameSignature } from './verifyNameSignature.mjs';

/** The header the secure site proves itself with when it registers a session. */
export const STAND_IN_SECRET_HEADER = 'x-portico-stand-in-secret';

const sameSecret = (given, expected) =>
  typeof given === 'string' &&
  given.length === expected.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** A registered session's body: 400 naming the field that is wrong. */
function sessionOf(body) {
  const pci = required(body, 'pci');
  if (!Number.isSafeInteger(body.expiry) || body.expiry <= 0)
    throw new ApiHttpError(400, 'Invalid expiry: unix seconds');
  const { permissions, project } = body;
  if (
    !Array.isArray(permissions) ||
    permissions.length === 0 ||
    !permissions.every((entry) => typeof entry?.type === 'string' && entry.type !== '')
  )
    throw new ApiHttpError(400, 'Invalid permissions: a list of { type, data }');
  if (typeof project?.name !== 'string' || typeof project?.url !== 'string')
    throw new ApiHttpError(400, 'Invalid project: { name, url }');
  return {
    pci,
    expiry: body.expiry,
    createdAt: Math.floor(Date.now() / 1000),
    project: { name: project.name, url: project.url },
    permissions: permissions.map(({ type, data }) => ({ type, data: data ?? null })),
    ...(body.signer !== undefined && { signer: body.signer }),
  };
}

/**
 * @param {{ control: object, chains: Map<string, object>, sessionsSecret: string | null }} ctx
 *   `sessionsSecret`: what the secure site sends to register sessions (null: nobody may).
 */
export function projectRoutes(ctx) {
  const { state } = ctx.control;

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
        return { pcis: sessionsOf(state, chain.caip2, address) };
      },
    },
    {
      // Not a product call: in the real product the embedded wallet and this API share a
      // backend. Here the secure site registers the sessions it grants, and only it may: it
      // holds the secret start.mjs gave both stand-ins.
      id: 'registerSession',
      method: 'POST',
      path: /^\/v1\/sessions\/(?<account>[^/]+)$/,
      handle: ({ params, body, headers }) => {
        if (!ctx.sessionsSecret || !sameSecret(headers[STAND_IN_SECRET_HEADER], ctx.sessionsSecret))
          throw new ApiHttpError(403, 'Only the embedded wallet registers sessions');
        const { chain, address } = caip10(ctx, params.account, 'account');
        const session = sessionOf(body);
        const key = `${chain.caip2}:${address}`;
        const known = sessionsOf(state, chain.caip2, address);
        if (known.some((entry) => entry.pci === session.pci))
          throw new ApiHttpError(409, `Session ${session.pci} exists`);
        state.sessions.set(key, [...(state.sessions.get(key) ?? []), session]);
        return new ApiReply(201, { success: true });
      },
    },
    {
      id: 'revokeSession',
      method: 'POST',
      path: /^\/v1\/sessions\/(?<account>[^/]+)\/revoke$/,
      handle: async ({ params, body }) => {
        const { chain, address } = caip10(ctx, params.account, 'account');
        const pci = required(body, 'pci');
        const signature = required(body, 'signature');
        if (!sessionsOf(state, chain.caip2, address).some((session) => session.pci === pci)) {
          throw new ApiHttpError(404, `No session ${pci} for ${params.account}`);
        }
        // The account proves it holds the key by signing the pci (personal_sign): EIP-191 for a
        // plain key, ERC-1271 for a deployed smart account, ERC-6492 for an undeployed one.
        const valid = await verifyNameSignature({
          rpcUrl: chain.rpcUrl,
          address,
          message: pci,
          signature,
        });
        if (!valid) throw new ApiHttpError(401, 'Signature does not match the account');
        if (!state.revoked.has(pci)) {
          state.revoked.set(pci, Math.floor(Date.now() / 1000));
          ctx.control.record('revocations', {
            at: new Date().toISOString(),
            account: `${chain.caip2}:${address}`,
            pci,
            signature,
          });
        }
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
