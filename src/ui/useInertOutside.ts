import { useEffect, type RefObject } from 'react';
import { COMPANION_ATTRIBUTE } from '../frame/frameIds';

/**
 * Makes every sibling of the portal container (the rest of the page) `inert` while the dialog
 * is open, so neither pointer, keyboard nor screen reader reaches the background. Companions
 * of the dialog (the secure frame, shown over its body for an approval) are left alone.
 * Applied at once, not deferred like the scroll lock: a secure frame created meanwhile would
 * be made inert with the rest.
 */
export function useInertOutside(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    let node: HTMLElement | null = container;
    while (node && node.parentElement !== document.body) node = node.parentElement;
    if (!node) return;
    const madeInert: Element[] = [];
    for (const sibling of Array.from(document.body.children)) {
      if (
        sibling === node ||
        sibling.hasAttribute('inert') ||
        sibling.hasAttribute(COMPANION_ATTRIBUTE) ||
        // The live region must stay audible while the dialog is open.
        sibling.hasAttribute('data-portico-announcer') ||
        sibling.tagName === 'SCRIPT'
      )
        continue;
      sibling.setAttribute('inert', '');
      madeInert.push(sibling);
    }
    return () => {
      for (const el of madeInert) el.removeAttribute('inert');
    };
  }, [ref, active]);
}
