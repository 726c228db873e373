import { useRef, type ReactNode } from 'react';
import { useLoadedModule } from '../../hooks/useLoadedModule';
import { usePorticoSelector } from '../../store/PorticoReduxContext';
import { authSectionsLoader, selectAuthOffered } from './authSectionsLoader';

/**
 * Renders `children` (a shell) once the Connect view's email and social sections are in, when
 * the embedded wallet is offered, so its first frame has them; once shown it stays (the
 * sections arriving later, or the wallet offered later, never remount it).
 */
export function AuthSectionsGate({ children }: { children: ReactNode }) {
  const authOffered = usePorticoSelector(selectAuthOffered);
  const sections = useLoadedModule(authSectionsLoader, authOffered);
  const shown = useRef(false);
  shown.current ||= sections !== null || !authOffered;
  return shown.current ? children : null;
}
