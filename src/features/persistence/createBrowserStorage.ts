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
 * key by key, so persistence failing never breaks connecting. `localStorage` is looked up on
 * each call, where it throws when denied (and is not defined on a server): the guard turns
 * every such failure into memory.
 */
export function createBrowserStorage(): PorticoStorage {
  return guardStorage({
    getItem: (key) => localStorage.getItem(key),
    setItem: (key, value) => localStorage.setItem(key, value),
    removeItem: (key) => localStorage.removeItem(key),
  });
}

/**
 * Where Portico keeps its records: the host's store made safe (`guardStorage`), or, without
 * one, `localStorage` (guarded too). The store and the default sign-in both start from this.
 */
export const guardedStorage = (host?: PorticoStorage): PorticoStorage =>
  host ? guardStorage(host) : createBrowserStorage();
