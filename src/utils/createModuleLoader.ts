/** A lazily imported module: one shared request, and the settled module kept for sync reads. */
export interface ModuleLoader<T> {
  load(): Promise<T>;
  /** The module once loaded, else null. */
  get(): T | null;
}

export function createModuleLoader<T>(importer: () => Promise<T>): ModuleLoader<T> {
  let request: Promise<T> | null = null;
  let loaded: T | null = null;
  return {
    load() {
      request ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          request = null; // a failed chunk load (network blip) may be tried again
          throw error;
        },
      );
      return request;
    },
    get: () => loaded,
  };
}
