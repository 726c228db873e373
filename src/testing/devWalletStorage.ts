/** Where a dev wallet remembers what an origin authorised: localStorage, or the host's own. */
type DevWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function pageStorage(): DevWalletStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // a sandboxed frame throws SecurityError on access
  }
}

/**
 * The one value a dev wallet keeps under `key` in `storage` (default the page's localStorage;
 * null: none). Storage that throws (full, blocked) reads as nothing and keeps nothing: the
 * authorisation then lasts this page load only.
 */
export function devWalletStorage(storage: DevWalletStorage | null | undefined, key: string) {
  const store = storage === undefined ? pageStorage() : storage;
  return {
    read(): string | null {
      try {
        return store?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    /** Keeps `value`; null forgets it. */
    write(value: string | null): void {
      try {
        if (value === null) store?.removeItem(key);
        else store?.setItem(key, value);
      } catch {
        // Storage full or blocked.
      }
    },
  };
}
