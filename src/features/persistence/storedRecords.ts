import { isChainNamespace, type ChainNamespace } from '../../adapter/chainNamespace';
import type { ConnectorKind } from '../../adapter/ConnectorInfo';
import type { StoredConnection } from '../connections/types';
import { MAX_RECENT_WALLETS } from '../connectors/connectorsSlice';
import type { RecentWallet } from '../connectors/types';
import { STORAGE_KEYS, type PorticoStorage } from './PorticoStorage';

// Storage is input like any other: another tab, an older version or the user may have written
// it. Checked by hand rather than with zod: these few shapes are read at startup, where zod's
// core would be most of the startup bundle.

const KINDS: readonly ConnectorKind[] = ['injected', 'pairing', 'auth', 'custom'];
const STATUSES: readonly StoredConnection['status'][] = ['connected', 'active', 'disconnected'];
const CAIP_NETWORK_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;
const CAIP_ADDRESS = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/;

type Check<T> = (value: unknown) => T | null;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * Each item checked and the bad ones dropped: a valid record is never lost to a bad neighbour
 * (the saga writes the list back without them). Not a list at all: null.
 */
const listOf =
  <T>(item: Check<T>): Check<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return null;
    const items = value.map(item).filter((x): x is T => x !== null);
    return value.length > 0 && items.length === 0 ? null : items;
  };

const storedConnection: Check<StoredConnection> = (value) => {
  if (!isObject(value)) return null;
  const { namespace, connectorId, kind = 'injected', status, lastUsed, caipAddress } = value;
  if (!isChainNamespace(namespace) || !isId(connectorId)) return null;
  if (!KINDS.includes(kind as ConnectorKind)) return null;
  if (!STATUSES.includes(status as StoredConnection['status'])) return null;
  if (typeof lastUsed !== 'number' || !Number.isFinite(lastUsed)) return null;
  // Optional (older records have none): the account shown in the list of wallets.
  const account =
    typeof caipAddress === 'string' && CAIP_ADDRESS.test(caipAddress) ? caipAddress : undefined;
  // Records of an older version have no kind: the connector's own, when announced, wins.
  return {
    namespace,
    connectorId,
    kind: kind as ConnectorKind,
    status,
    lastUsed,
    ...(account && { caipAddress: account }),
  } as StoredConnection;
};

const recentWallet: Check<RecentWallet> = (value) => {
  // An older version kept bare connector ids.
  if (isId(value)) return { id: value, namespaces: [] };
  if (!isObject(value) || !isId(value.id) || !Array.isArray(value.namespaces)) return null;
  if (!value.namespaces.every(isChainNamespace)) return null;
  return { id: value.id, namespaces: value.namespaces as ChainNamespace[] };
};

const caipNetworkId: Check<`${string}:${string}`> = (value) =>
  typeof value === 'string' && CAIP_NETWORK_ID.test(value)
    ? (value as `${string}:${string}`)
    : null;

function readJson<T>(storage: PorticoStorage, key: string, check: Check<T>): T | null {
  // `storage` is guarded (createPorticoStore): its calls do not throw.
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const value = check(JSON.parse(raw));
    if (value !== null) return value;
  } catch {
    // Not JSON: treated like a record of the wrong shape.
  }
  // Nothing of it usable: dropped, as the next write would replace it anyway.
  storage.removeItem(key);
  return null;
}

/** Null when nothing (valid) is stored, so a store's preloaded state is kept. */
export function readStoredConnections(storage: PorticoStorage): StoredConnection[] | null {
  return readJson(storage, STORAGE_KEYS.connections, listOf(storedConnection));
}

export function writeStoredConnections(
  storage: PorticoStorage,
  connections: StoredConnection[],
): void {
  if (connections.length === 0) storage.removeItem(STORAGE_KEYS.connections);
  else storage.setItem(STORAGE_KEYS.connections, JSON.stringify(connections));
}

export function readRecentWallets(storage: PorticoStorage): RecentWallet[] | null {
  const wallets = readJson(storage, STORAGE_KEYS.recentWallets, listOf(recentWallet));
  return wallets ? wallets.slice(0, MAX_RECENT_WALLETS) : null;
}

export function writeRecentWallets(storage: PorticoStorage, wallets: RecentWallet[]): void {
  storage.setItem(STORAGE_KEYS.recentWallets, JSON.stringify(wallets.slice(0, MAX_RECENT_WALLETS)));
}

export function readLastUsedChain(storage: PorticoStorage): `${string}:${string}` | null {
  return readJson(storage, STORAGE_KEYS.lastUsedChain, caipNetworkId);
}

export function writeLastUsedChain(storage: PorticoStorage, caipNetworkId: string): void {
  storage.setItem(STORAGE_KEYS.lastUsedChain, JSON.stringify(caipNetworkId));
}
