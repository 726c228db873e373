import { useEffect, useRef, useState } from 'react';
import { useLoadedModule } from '../hooks/useLoadedModule';
import { selectIsEmbedded, selectIsOpen } from '../features/modal/modalSelectors';
import { afterStartup } from '../store/afterStartup';
import { usePorticoSelector } from '../store/PorticoReduxContext';
import { authSectionsLoader, selectAuthOffered } from '../views/Connect/authSectionsLoader';
import { modalRootLoader, prefetchModal } from './loadModalRoot';

/**
 * Renders nothing until the modal first opens; then the lazily loaded dialog. With `prefetch`
 * (the default) the first open's code loads once the page is idle after load, never on the
 * way to the button, so the click renders at once. The embedded wallet's email and social
 * sections come with it only when that wallet is offered.
 */
export function ModalHost() {
  const isOpen = usePorticoSelector(selectIsOpen);
  const embedded = usePorticoSelector(selectIsEmbedded);
  const prefetch = usePorticoSelector((state) => state.options.prefetch);
  const authOffered = usePorticoSelector(selectAuthOffered);
  const show = isOpen && !embedded;
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!prefetch || embedded) return undefined;
    let current = true;
    void afterStartup().then(() => {
      if (!current) return;
      prefetchModal();
      setIdle(true);
    });
    return () => {
      current = false;
    };
  }, [prefetch, embedded]);
  useEffect(() => {
    if (show) prefetchModal(); // the open's other pieces load beside the shell, not after it
  }, [show]);
  const shell = useLoadedModule(modalRootLoader, show);
  const sections = useLoadedModule(authSectionsLoader, authOffered && (show || idle));
  // The dialog waits for the sections only to appear: once shown it stays (no remount).
  const shown = useRef(false);
  shown.current = show && (shown.current || sections !== null || !authOffered);
  if (!shell) return null;
  // The announcer outlives the dialog: "Connected" is said as the dialog closes.
  return (
    <>
      {shown.current ? <shell.ModalRoot /> : null}
      <shell.ConnectionAnnouncer />
    </>
  );
}
