/** A pairing is valid for 4 minutes. */
export const PAIRING_TTL_MS = 4 * 60_000;
/** A pairing is expired when 10 s or less remain. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000;

/** When a pairing created at `createdAt` (ms since the epoch) stops being valid. */
export function pairingExpiresAt(createdAt: number): number {
  return createdAt + PAIRING_TTL_MS;
}

/** Milliseconds left before `expiresAt`, never negative. */
export function pairingRemainingMs(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - now);
}

/** Expired when 10 s or less remain (so exactly 10 s left is already expired). */
export function isPairingExpired(expiresAt: number, now: number): boolean {
  return expiresAt - now <= PAIRING_EXPIRY_MARGIN_MS;
}

/** How long to wait before refreshing the pairing: until 10 s remain; 0 when already expired. */
export function pairingRefreshDelayMs(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - now - PAIRING_EXPIRY_MARGIN_MS);
}
