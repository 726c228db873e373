import type * as z from 'zod/mini';

/** A time-limited memo of parsed API answers, keyed by the caller. */
interface ResponseCache {
  /** The value stored under `key` by the same `schema`, unless it has expired. */
  get<T>(key: string, schema: z.ZodMiniType<T>): { value: T } | undefined;
  set<T>(key: string, schema: z.ZodMiniType<T>, value: T, ttlMs: number): void;
  /** Drops every entry whose key starts with `prefix`; everything without one. */
  clear(prefix?: string): void;
}

/** Enough for every account and network a modal shows; the oldest entries go first. */
const MAX_ENTRIES = 500;

interface Entry {
  schema: z.ZodMiniType<unknown>;
  value: unknown;
  expiresAt: number;
}

/** @param now the clock, in ms (injectable for tests). */
export function createResponseCache(now: () => number): ResponseCache {
  const entries = new Map<string, Entry>();
  return {
    get<T>(key: string, schema: z.ZodMiniType<T>) {
      const entry = entries.get(key);
      if (!entry || entry.schema !== schema) return undefined;
      if (now() >= entry.expiresAt) {
        entries.delete(key);
        return undefined;
      }
      // Sound: the entry was stored by set() with this very schema, so value is its output T.
      return { value: entry.value as T };
    },
    set(key, schema, value, ttlMs) {
      entries.delete(key); // re-inserted last: Map order is then age order
      entries.set(key, { schema, value, expiresAt: now() + ttlMs });
      for (const oldest of entries.keys()) {
        if (entries.size <= MAX_ENTRIES) break;
        entries.delete(oldest);
      }
    },
    clear(prefix) {
      if (prefix === undefined) return entries.clear();
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}
