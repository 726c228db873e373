import { useEffect, type RefObject } from 'react';
import { COMPANION_ATTRIBUTE } from '../frame/frameIds';
import { getTabbables } from './focusable';

/**
 * Moves focus into `ref` on mount, keeps Tab and Shift+Tab cycling inside it, pulls focus back
 * if something moves it out or the focused element is removed, and returns focus to the element that had it before (the opener).
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // preventScroll: the dialog is fixed; scrolling it into view would force a layout.
    (getTabbables(root)[0] ?? root).focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const tabbables = getTabbables(root);
      if (tabbables.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const first = tabbables[0]!;
      const last = tabbables[tabbables.length - 1]!;
      const current = document.activeElement;
      if (event.shiftKey && (current === first || current === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      // The secure frame shown for an approval belongs to the dialog (its click is the user's).
      if (event.target instanceof Element && event.target.closest(`[${COMPANION_ATTRIBUTE}]`))
        return;
      if (event.target instanceof Node && !root.contains(event.target)) {
        (getTabbables(root)[0] ?? root).focus();
      }
    };
    // Removing the focused element (a view change unmounts the button that caused it) sends
    // focus to <body> without any focus event, which would leave Escape and Tab dead: the
    // dialog takes focus back, so its title is announced and the keyboard keeps working.
    const observer = new MutationObserver(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) root.focus();
    });
    observer.observe(root, { childList: true, subtree: true });
    root.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      root.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, active]);
}
