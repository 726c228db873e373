import * as z from 'zod/mini';
import { CHAIN_NAMESPACES } from '../../adapter/chainNamespace';
import type { StoredConnection } from '../connections/types';
import { MAX_RECENT_WALLETS } from '../connectors/connectorsSlice';
import { STORAGE_KEYS, type PorticoStorage } from './PorticoStorage';

// Storage is input like any other: another tab, an older version or the user may have written it.
const storedConnectionSchema = z.object({
  namespace: z.enum(CHAIN_NAMESPACES),
  connectorId: z.string().check(z.minLength(1)),
  status: z.enum(['connected', 'active', 'disconnected']),
  lastUsed: z.number(),
});
const caipNetworkIdSchema = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/));

function readJson<T>(storage: PorticoStorage, key: string, schema: z.ZodMiniType<T>): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: treated like a record that fails the schema.
  }
  storage.removeItem(key);
  return null;
}

/** Null when nothing (valid) is stored, so a store's preloaded state is kept. */
export function readStoredConnections(storage: PorticoStorage): StoredConnection[] | null {
  return readJson(storage, STORAGE_KEYS.connections, z.array(storedConnectionSchema));
}

export function writeStoredConnections(
  storage: PorticoStorage,
  connections: StoredConnection[],
): void {
  if (connections.length === 0) storage.removeItem(STORAGE_KEYS.connections);
  else storage.setItem(STORAGE_KEYS.connections, JSON.stringify(connections));
}

export function readRecentWallets(storage: PorticoStorage): string[] | null {
  const ids = readJson(
    storage,
    STORAGE_KEYS.recentWallets,
    z.array(z.string().check(z.minLength(1))),
  );
  return ids ? ids.slice(0, MAX_RECENT_WALLETS) : null;
}

export function writeRecentWallets(storage: PorticoStorage, ids: string[]): void {
  storage.setItem(STORAGE_KEYS.recentWallets, JSON.stringify(ids.slice(0, MAX_RECENT_WALLETS)));
}

export function readLastUsedChain(storage: PorticoStorage): `${string}:${string}` | null {
  const value = readJson(storage, STORAGE_KEYS.lastUsedChain, caipNetworkIdSchema);
  return value as `${string}:${string}` | null;
}

export function writeLastUsedChain(storage: PorticoStorage, caipNetworkId: string): void {
  storage.setItem(STORAGE_KEYS.lastUsedChain, JSON.stringify(caipNetworkId));
}
