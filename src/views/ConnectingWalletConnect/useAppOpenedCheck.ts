import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a wallet app gets to take the page away before we offer the fallback. */
export const APP_OPEN_WAIT_MS = 2000;

/**
 * Whether handing off to a wallet app seems to have failed: after `start()`, if the page
 * stays visible and focused for APP_OPEN_WAIT_MS (an app that opens hides or blurs it), the
 * app is probably not installed. Browsers give no direct signal, so this is the usual check.
 */
export function useAppOpenedCheck() {
  const [notOpened, setNotOpened] = useState(false);
  const cleanup = useRef<(() => void) | null>(null);

  const stop = useCallback(() => {
    cleanup.current?.();
    cleanup.current = null;
  }, []);

  const start = useCallback(() => {
    stop();
    setNotOpened(false);
    const left = () => stop();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') left();
    };
    const timer = window.setTimeout(() => {
      cleanup.current = null;
      remove();
      setNotOpened(true);
    }, APP_OPEN_WAIT_MS);
    const remove = () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', left);
      window.removeEventListener('pagehide', left);
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', left);
    window.addEventListener('pagehide', left);
    cleanup.current = () => {
      window.clearTimeout(timer);
      remove();
    };
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { notOpened, start };
}
