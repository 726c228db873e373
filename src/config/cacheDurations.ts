/** spec §9: balance and native-balance cache 30 s. */
export const BALANCE_CACHE_MS = 30_000;

/** spec §9: name and identity cache 5 min. */
export const IDENTITY_CACHE_MS = 5 * 60_000;
