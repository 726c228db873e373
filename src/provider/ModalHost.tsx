import { lazy, Suspense } from 'react';
import { selectIsEmbedded, selectIsOpen } from '../features/modal/modalSelectors';
import { usePorticoSelector } from '../store/PorticoReduxContext';
import { loadModalRoot } from './loadModalRoot';

const ModalRoot = lazy(() => loadModalRoot().then((m) => ({ default: m.ModalRoot })));

/** Renders nothing until the modal first opens; then the lazily loaded dialog. */
export function ModalHost() {
  const isOpen = usePorticoSelector(selectIsOpen);
  const embedded = usePorticoSelector(selectIsEmbedded);
  if (!isOpen || embedded) return null;
  return (
    <Suspense fallback={null}>
      <ModalRoot />
    </Suspense>
  );
}
