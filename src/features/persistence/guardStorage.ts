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
  const attempt = (run: () => void): boolean => {
    try {
      run();
      return true;
    } catch {
      return false;
    }
  };
  const write = (key: string, run: () => void): boolean => !unread.has(key) && attempt(run);
  const remember = (key: string, value: string | null, saved: boolean) => {
    written.set(key, value);
    if (saved) unsaved.delete(key);
    else unsaved.add(key);
  };
  return {
    getItem(key) {
      if (unsaved.has(key)) return written.get(key) ?? null;
      let value: string | null = null;
      const read = attempt(() => {
        const stored: unknown = storage.getItem(key);
        // A host store may answer undefined or a non-string; either reads as nothing stored.
        value = typeof stored === 'string' ? stored : null;
      });
      if (read) return value;
      if (!written.has(key)) unread.add(key);
      return written.get(key) ?? null;
    },
    setItem(key, value) {
      remember(
        key,
        value,
        write(key, () => storage.setItem(key, value)),
      );
    },
    removeItem(key) {
      remember(
        key,
        null,
        write(key, () => storage.removeItem(key)),
      );
    },
  };
}
