import type { PorticoStorage } from './PorticoStorage';

/**
 * `storage` (the host's, or `localStorage`) made safe to call: nothing it throws (quota
 * exceeded, a third-party frame's SecurityError, a broken host store) reaches the caller, and
 * the session still reads back what it wrote, from memory where the store failed. What is
 * stored is never lost to a failure: a failed write leaves it as it was, and a key that could
 * not be read is not written again this session (the write would replace records the session
 * never saw).
 */
export function guardStorage(storage: PorticoStorage): PorticoStorage {
  // What this session last wrote under each key (null: removed).
  const written = new Map<string, string | null>();
  // Keys whose last write did not reach the store: read back from `written`.
  const unsaved = new Set<string>();
  // Keys that could not be read before this session wrote them: kept in memory only.
  const unread = new Set<string>();
  const held = (key: string) => written.get(key) ?? null;
  const write = (key: string, value: string | null) => {
    written.set(key, value);
    unsaved.add(key);
    if (unread.has(key)) return;
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
      unsaved.delete(key);
    } catch {
      // Held in memory (`unsaved`): what the store has is left as it was.
    }
  };
  return {
    getItem(key) {
      if (unsaved.has(key)) return held(key);
      try {
        const stored: unknown = storage.getItem(key);
        // A host store may answer undefined or a non-string; either reads as nothing stored.
        return typeof stored === 'string' ? stored : null;
      } catch {
        if (!written.has(key)) unread.add(key);
        return held(key);
      }
    },
    setItem: (key, value) => write(key, value),
    removeItem: (key) => write(key, null),
  };
}
