import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `at` (Unix ms), re-rendering each second until it is reached;
 * 0 when `at` is null or past.
 */
export function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= at) clearInterval(timer);
    };
    const timer = setInterval(tick, 1_000);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1_000));
}
