import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders children into a container appended to <body>; nothing on the server (it only renders
 * after the modal opens, in the browser). A layout effect, not a passive one: its re-render then
 * lands in the same frame as the open, where a passive effect's would wait for another task.
 */
export function Portal({ children }: { children: ReactNode }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const el = document.createElement('div');
    el.setAttribute('data-portico-portal', '');
    document.body.appendChild(el);
    setContainer(el);
    return () => el.remove();
  }, []);
  return container ? createPortal(children, container) : null;
}
