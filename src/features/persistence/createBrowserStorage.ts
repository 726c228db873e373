import type { PorticoStorage } from './PorticoStorage';

export function createMemoryStorage(): PorticoStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/**
 * `localStorage` when the page has a usable one; otherwise (server rendering, storage
 * disabled, Safari private mode quota errors) a memory store, so persistence failing never
 * breaks connecting.
 */
export function createBrowserStorage(): PorticoStorage {
  const fallback = createMemoryStorage();
  const local = typeof window === 'undefined' ? null : safe(() => window.localStorage, null);
  if (!local) return fallback;
  return {
    getItem: (key) => safe(() => local.getItem(key), fallback.getItem(key)),
    setItem: (key, value) => safe(() => local.setItem(key, value), fallback.setItem(key, value)),
    removeItem: (key) => safe(() => local.removeItem(key), fallback.removeItem(key)),
  };
}

function safe<T>(read: () => T, otherwise: T): T {
  try {
    return read();
  } catch {
    return otherwise;
  }
}
