import { guardStorage } from './guardStorage';
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
 * disabled, a third-party frame's SecurityError, Safari private mode quota errors) memory,
 * key by key, so persistence failing never breaks connecting.
 */
export function createBrowserStorage(): PorticoStorage {
  if (typeof window === 'undefined') return createMemoryStorage();
  // Looked up on each call: the getter itself throws where storage is denied.
  const local = (): PorticoStorage => {
    const storage = window.localStorage as Storage | null;
    if (!storage) throw new Error('localStorage is unavailable');
    return storage;
  };
  return guardStorage({
    getItem: (key) => local().getItem(key),
    setItem: (key, value) => local().setItem(key, value),
    removeItem: (key) => local().removeItem(key),
  });
}
