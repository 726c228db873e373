/**
 * The key-value store Portico persists to (recent wallets, stored connections, last used
 * chain). Lives in the saga context so tests and hosts can supply their own.
 */
export interface PorticoStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The modal's storage keys, plus the connection records. */
export const STORAGE_KEYS = {
  connections: 'portico.connections',
  recentWallets: 'portico.recentWallets',
  lastUsedChain: 'portico.lastUsedChain',
} as const;
