import { useEffect, useState } from 'react';
import type { ModuleLoader } from '../utils/createModuleLoader';

/**
 * The loader's module, starting the load when `enabled`; null until it arrives. Used instead
 * of React.lazy + Suspense: lazy suspends on its first render even for a loaded chunk, and
 * React 19 then holds the reveal for 300 ms (FALLBACK_THROTTLE_MS). A loaded module here
 * renders in the same commit as the state change that asked for it.
 */
export function useLoadedModule<T>(loader: ModuleLoader<T> | null, enabled = true): T | null {
  const [, setLoaded] = useState<T | null>(null);
  const module = loader?.get() ?? null;
  useEffect(() => {
    if (!enabled || !loader || loader.get()) return;
    let current = true;
    void loader.load().then((m) => {
      if (current) setLoaded(() => m);
    });
    return () => {
      current = false;
    };
  }, [loader, enabled]);
  return module;
}
