import { useEffect } from 'react';
import { useLoadedModule } from '../hooks/useLoadedModule';
import { selectIsEmbedded, selectIsOpen } from '../features/modal/modalSelectors';
import { afterStartup } from '../store/afterStartup';
import { usePorticoSelector, usePorticoStore } from '../store/PorticoReduxContext';
import { modalRootLoader, prefetchFirstOpen, prefetchModal } from './loadModalRoot';

/**
 * Renders nothing until the modal first opens; then the lazily loaded dialog. With `prefetch`
 * (the default) the first open's code loads once the page is idle after load, never on the
 * way to the button, so the click renders at once.
 */
export function ModalHost() {
  const isOpen = usePorticoSelector(selectIsOpen);
  const embedded = usePorticoSelector(selectIsEmbedded);
  const prefetch = usePorticoSelector((state) => state.options.prefetch);
  const store = usePorticoStore();
  const show = isOpen && !embedded;
  useEffect(() => {
    if (!prefetch || embedded) return undefined;
    let current = true;
    void afterStartup().then(() => {
      if (current) prefetchFirstOpen(store);
    });
    return () => {
      current = false;
    };
  }, [prefetch, embedded, store]);
  useEffect(() => {
    if (show) prefetchModal(); // the open's other pieces load beside the shell, not after it
  }, [show]);
  const shell = useLoadedModule(modalRootLoader, show);
  if (!shell) return null;
  // The announcer outlives the dialog: "Connected" is said as the dialog closes.
  return (
    <>
      {show ? (
        <shell.AuthSectionsGate>
          <shell.ModalRoot />
        </shell.AuthSectionsGate>
      ) : null}
      <shell.ConnectionAnnouncer />
    </>
  );
}
