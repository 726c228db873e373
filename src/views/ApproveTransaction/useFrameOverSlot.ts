import { useEffect, type RefObject } from 'react';
import { FRAME_ID, HIDDEN_FRAME_STYLE } from '../../frame/frameIds';

/**
 * Shows the secure frame over `slot` while `active`: the frame stays where it is in the page
 * (moving an iframe reloads it), placed and sized on the slot, above the dialog. The approval
 * is clicked on the secure site's origin, which no script of this page can reach.
 */
export function useFrameOverSlot(
  slot: RefObject<HTMLElement | null>,
  active: boolean,
  title: string,
): void {
  useEffect(() => {
    const frame = document.getElementById(FRAME_ID);
    const element = slot.current;
    if (!active || !(frame instanceof HTMLIFrameElement) || !element) return undefined;
    const layer = Number(getComputedStyle(element).getPropertyValue('--portico-z-index')) || 1000;
    const place = () => {
      const box = element.getBoundingClientRect();
      Object.assign(frame.style, {
        top: `${box.top}px`,
        left: `${box.left}px`,
        width: `${box.width}px`,
        height: `${box.height}px`,
        opacity: '1',
        pointerEvents: 'auto',
        zIndex: String(layer + 1),
      });
    };
    place();
    frame.removeAttribute('aria-hidden');
    frame.tabIndex = 0;
    frame.title = title;
    frame.focus();
    const resize = new ResizeObserver(place);
    resize.observe(element);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      resize.disconnect();
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
      Object.assign(frame.style, HIDDEN_FRAME_STYLE, { zIndex: '' });
      frame.setAttribute('aria-hidden', 'true');
      frame.tabIndex = -1;
    };
  }, [slot, active, title]);
}
