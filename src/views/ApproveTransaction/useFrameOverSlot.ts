import { useEffect, type RefObject } from 'react';
import { frameByHandle } from '../../frame/frameHandles';
import { HIDDEN_FRAME_STYLE } from '../../frame/frameIds';

/** Frames the slot may keep moving before the frame is shown over it anyway (about 0.5 s). */
export const FRAME_SETTLE_MAX_FRAMES = 30;

/**
 * Shows the secure frame kept under `frameHandle` (the element its client made, never one
 * found by id) over `slot` while the handle is set: the frame stays where it is in the page
 * (moving an iframe reloads it), placed and sized on the slot, above the dialog. The approval
 * is clicked on the secure site's origin, which no script of this page can reach.
 *
 * The slot moves without a resize or scroll event (the dialog's enter animation, the dialog
 * re-centred as its height changes, the host page's layout around an embedded modal), so
 * its box is read each animation frame while the approval shows. The frame appears once the
 * slot has held still for a frame, where it came to rest: its Approve never moves under a
 * click aimed at it. Later moves are followed.
 */
export function useFrameOverSlot(
  slot: RefObject<HTMLElement | null>,
  frameHandle: string | null,
  title: string,
): void {
  useEffect(() => {
    const frame = frameByHandle(frameHandle);
    const element = slot.current;
    if (!frame || !element) return undefined;
    const layer = Number(getComputedStyle(element).getPropertyValue('--portico-z-index')) || 1000;
    frame.removeAttribute('aria-hidden');
    frame.tabIndex = 0;
    frame.title = title;
    let last = '';
    let frames = 0;
    let shown = false;
    let nextFrame = 0;
    const follow = () => {
      const box = element.getBoundingClientRect();
      const key = `${box.top} ${box.left} ${box.width} ${box.height}`;
      const moved = key !== last;
      last = key;
      frames += 1;
      if (shown ? moved : !moved || frames >= FRAME_SETTLE_MAX_FRAMES) {
        Object.assign(frame.style, {
          top: `${box.top}px`,
          left: `${box.left}px`,
          width: `${box.width}px`,
          height: `${box.height}px`,
          opacity: '1',
          pointerEvents: 'auto',
          zIndex: String(layer + 1),
        });
        if (!shown) frame.focus();
        shown = true;
      }
      nextFrame = requestAnimationFrame(follow);
    };
    follow();
    return () => {
      cancelAnimationFrame(nextFrame);
      Object.assign(frame.style, HIDDEN_FRAME_STYLE, { zIndex: '' });
      frame.setAttribute('aria-hidden', 'true');
      frame.tabIndex = -1;
    };
  }, [slot, frameHandle, title]);
}
