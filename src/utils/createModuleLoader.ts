/** A lazily imported module: one shared request, and the settled module kept for sync reads. */
export interface ModuleLoader<T> {
  load(): Promise<T>;
  /** The module once loaded, else null. */
  get(): T | null;
  /** Resolves when the module is loaded, by whoever asked for it; starts no load itself. */
  loaded(): Promise<T>;
}

export function createModuleLoader<T>(importer: () => Promise<T>): ModuleLoader<T> {
  let request: Promise<T> | null = null;
  let loaded: T | null = null;
  let announce: ((module: T) => void) | null = null;
  const whenLoaded = new Promise<T>((resolve) => (announce = resolve));
  return {
    load() {
      request ??= importer().then(
        (module) => {
          loaded = module;
          announce?.(module);
          return module;
        },
        (error: unknown) => {
          request = null; // a failed chunk load (network blip) may be tried again
          throw error;
        },
      );
      return request;
    },
    get: () => loaded,
    loaded: () => whenLoaded,
  };
}
