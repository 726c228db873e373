/**
 * The smart sessions the stand-in keeps (the API's sessions): the fixed ones of dev accounts 0
 * and 1, and those the embedded wallet's secure site registers when a user grants permissions
 * (`POST /v1/sessions/{account}`). Keyed by CAIP-10 with a checksummed address.
 */
import { TOKEN_ADDRESSES } from './tokens.mjs';
import { DEV_ADDRESSES } from './devAccounts.mjs';

/** Fixed dates, so every run answers the same: 2025-01-01 and 2030-01-01 (unix seconds). */
const CREATED_AT = 1_735_689_600;
const EXPIRY = 1_893_456_000;
/** Dev accounts 0 and 1 hold one smart session per chain. */
const SESSION_HOLDERS = DEV_ADDRESSES.slice(0, 2);

/**
 * The fixed sessions of `owner` (checksummed) on `caip2`.
 * @param {string} caip2
 * @param {string} owner
 */
export function fixedSessionsOf(caip2, owner) {
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

/**
 * Every session of the account, fixed then registered (oldest first), with its revocation.
 * @param {{ sessions: Map<string, Array<{ pci: string }>>, revoked: Map<string, number> }} state
 * @param {string} caip2
 * @param {string} owner
 */
export function sessionsOf(state, caip2, owner) {
  const registered = state.sessions.get(`${caip2}:${owner}`) ?? [];
  return [...fixedSessionsOf(caip2, owner), ...registered].map((session) => ({
    ...session,
    revokedAt: state.revoked.get(session.pci) ?? null,
  }));
}
