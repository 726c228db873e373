import type { SmartSession } from '../../api/sessions';

/** A session as the list shows it: active until its expiry (by the modal's clock) or revocation. */
export type SessionStatus = 'active' | 'expired' | 'revoked';

/** The list of the account's sessions (GET /v1/sessions/{account}). */
export type SessionsListStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** Revoking one session: the wallet's revocation, then the account's signature for the API. */
export type RevokeStep = 'revokingInWallet' | 'signing' | 'revokingAtApi';

/** Why a revocation stopped (the row stays active): refused in the wallet, or the API failed. */
export type RevokeErrorCode = 'REVOKE_REJECTED' | 'REVOKE_UNSUPPORTED' | 'REVOKE_FAILED';

export type { SmartSession };
