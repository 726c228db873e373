import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Renders children into a container appended to <body>; nothing on the server. */
export function Portal({ children }: { children: ReactNode }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const el = document.createElement('div');
    el.setAttribute('data-portico-portal', '');
    document.body.appendChild(el);
    setContainer(el);
    return () => el.remove();
  }, []);
  return container ? createPortal(children, container) : null;
}
