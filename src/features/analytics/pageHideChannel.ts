import { eventChannel } from 'redux-saga';

/**
 * Emits when the page is hidden (tab switched, minimised) or unloaded: the last moment to
 * send queued analytics. Emits nothing where there is no document (server rendering).
 */
export function pageHideChannel() {
  return eventChannel<true>((emit) => {
    if (typeof document === 'undefined' || typeof window === 'undefined') return () => undefined;
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') emit(true);
    };
    const onPageHide = () => emit(true);
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', onPageHide);
    };
  });
}
