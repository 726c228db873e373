/** The key-value store the embedded wallet keeps its login in (the page's `localStorage`). */
export interface AuthStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Local storage keys of the embedded wallet (the last used chain is the modal's own
 * `portico.lastUsedChain`), and the sealed session the secure site hands the page: its frame
 * is denied storage (third-party), so the page keeps it (README, "Email login").
 */
export const AUTH_STORAGE_KEYS = {
  loginEmailUsed: 'portico.auth.loginEmailUsed',
  email: 'portico.auth.email',
  socialUsername: 'portico.auth.socialUsername',
  lastEmailLoginTime: 'portico.auth.lastEmailLoginTime',
  smartAccountEnabledNetworks: 'portico.auth.smartAccountEnabledNetworks',
  /** The account type the user chose (kept across logins, like a setting). */
  preferredAccountType: 'portico.auth.preferredAccountType',
  session: 'portico.auth.session',
} as const;

/** The cached login: cleared on sign-out and when the secure site no longer accepts it. */
export function clearLogin(storage: AuthStorage): void {
  for (const key of [
    AUTH_STORAGE_KEYS.loginEmailUsed,
    AUTH_STORAGE_KEYS.email,
    AUTH_STORAGE_KEYS.socialUsername,
    AUTH_STORAGE_KEYS.session,
    AUTH_STORAGE_KEYS.smartAccountEnabledNetworks,
  ])
    storage.removeItem(key);
}

/** Whether an email or social login was used before on this browser (a storage flag). */
export const hasPastLogin = (storage: AuthStorage): boolean =>
  storage.getItem(AUTH_STORAGE_KEYS.loginEmailUsed) === 'true';

/**
 * A time written by us (ms, not after now), or null for anything else: storage is input like
 * any other, and a time in the future (a clock set back) would hold a cooldown until then.
 */
export function readTime(storage: AuthStorage, key: string): number | null {
  const stored = storage.getItem(key);
  const value = stored ? Number(stored) : Number.NaN;
  return Number.isFinite(value) && value > 0 && value <= Date.now() ? value : null;
}
