import type { SessionStatus, SmartSession } from './types';

/**
 * A session's status at `nowSeconds` (unix seconds, the modal's clock): revoked once revoked,
 * whatever its expiry; else expired from its expiry second on; else active.
 */
export function sessionStatus(
  session: Pick<SmartSession, 'expiry' | 'revokedAt'>,
  nowSeconds: number,
): SessionStatus {
  if (session.revokedAt !== null) return 'revoked';
  return session.expiry <= nowSeconds ? 'expired' : 'active';
}

/** Only an active session can be revoked: an expired one already grants nothing. */
export const canRevoke = (
  session: Pick<SmartSession, 'expiry' | 'revokedAt'>,
  nowSeconds: number,
): boolean => sessionStatus(session, nowSeconds) === 'active';
