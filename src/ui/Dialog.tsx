import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useFocusTrap } from './useFocusTrap';
import { useInertOutside } from './useInertOutside';
import { useScrollLock } from './useScrollLock';

interface DialogProps {
  /** id of the element that names the dialog (the header title). */
  labelledBy: string;
  /** Called on Escape and on a click on the overlay. */
  onClose: () => void;
  /** Adds the shake animation (500 ms on error). */
  shaking?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog: focus moved in and trapped, Escape closes, background inert, page scroll
 * locked, focus returned to the opener on unmount. Our own rather than Radix: Radix's scroll
 * lock injects a <style> element, which a strict Content-Security-Policy blocks.
 */
export function Dialog({ labelledBy, onClose, shaking = false, children }: DialogProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  useInertOutside(overlayRef, true);
  useScrollLock(true);
  useFocusTrap(dialogRef, true);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    // The overlay click is a pointer convenience; keyboard users have Escape and the close button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events
    <div
      ref={overlayRef}
      className="portico-overlay"
      data-state="open"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {/* Escape is handled on the dialog itself, as the WAI-ARIA dialog pattern asks. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className="portico-dialog"
        data-state="open"
        data-shaking={shaking ? '' : undefined}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
