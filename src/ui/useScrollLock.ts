import { useEffect } from 'react';
import { afterFirstFrame } from './afterFirstFrame';

const LOCK_CLASS = 'portico-scroll-lock';
let locks = 0;

/**
 * Locks page scroll with a class from the static stylesheet (no injected <style>, so a strict
 * CSP holds). A counter lets two modals on one page lock and unlock independently.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    // The scrollbar is measured a frame after the dialog shows, with the lock. Read while
    // rendering, the click's own hover and focus styles made it a forced layout of the whole
    // host page on the click's path (about 5 ms of the demo's click to the first option); read
    // in the effect, the same with the new dialog in it.
    return afterFirstFrame(() => {
      const html = document.documentElement;
      if (locks++ === 0) {
        // The page's vertical scrollbar (0 with overlay scrollbars or nothing to scroll).
        const scrollbar = window.innerWidth - html.clientWidth;
        // CSSOM writes are not governed by CSP, unlike style attributes and elements.
        html.style.setProperty('--portico-scrollbar-width', `${Math.max(0, scrollbar)}px`);
        html.classList.add(LOCK_CLASS);
      }
      return () => {
        if (--locks === 0) {
          html.classList.remove(LOCK_CLASS);
          html.style.removeProperty('--portico-scrollbar-width');
        }
      };
    });
  }, [active]);
}
