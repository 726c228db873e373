import { useEffect } from 'react';

const LOCK_CLASS = 'portico-scroll-lock';
let locks = 0;

/**
 * Locks page scroll with a class from the static stylesheet (no injected <style>, so a strict
 * CSP holds). A counter lets two modals on one page lock and unlock independently.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const html = document.documentElement;
    if (locks++ === 0) {
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
  }, [active]);
}
