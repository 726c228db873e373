import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders children into a container appended to <body>; nothing on the server (it only renders
 * after the modal opens, in the browser). A layout effect, not a passive one: its re-render then
 * lands in the same frame as the open, where a passive effect's would wait for another task.
 */
export function Portal({
  children,
  attribute = 'data-portico-portal',
}: {
  children: ReactNode;
  /** Marks the container: the dialog's, or the announcer's (which is never made inert). */
  attribute?: 'data-portico-portal' | 'data-portico-announcer';
}) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const el = document.createElement('div');
    el.setAttribute(attribute, '');
    document.body.appendChild(el);
    setContainer(el);
    return () => el.remove();
  }, [attribute]);
  return container ? createPortal(children, container) : null;
}
