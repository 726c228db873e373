/** Balance and native-balance cache 30 s. */
export const BALANCE_CACHE_MS = 30_000;

/** Name and identity cache 5 min. */
export const IDENTITY_CACHE_MS = 5 * 60_000;
