import type { TokensEntry } from './types';

/** Token balances are fetched again only 30 s after the last failure. */
export const TOKEN_RETRY_WAIT_MS = 30_000;

/** When the next fetch is allowed (Unix ms), or null when it is allowed now. */
export function tokenRetryAt(entry: TokensEntry | undefined, now: number): number | null {
  if (entry?.lastFailureAt == null) return null;
  const at = entry.lastFailureAt + TOKEN_RETRY_WAIT_MS;
  return now < at ? at : null;
}
