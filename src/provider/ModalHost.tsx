import { useLoadedModule } from '../hooks/useLoadedModule';
import { selectIsEmbedded, selectIsOpen } from '../features/modal/modalSelectors';
import { usePorticoSelector } from '../store/PorticoReduxContext';
import { modalRootLoader } from './loadModalRoot';

/** Renders nothing until the modal first opens; then the lazily loaded dialog. */
export function ModalHost() {
  const isOpen = usePorticoSelector(selectIsOpen);
  const embedded = usePorticoSelector(selectIsEmbedded);
  const show = isOpen && !embedded;
  const shell = useLoadedModule(modalRootLoader, show);
  return show && shell ? <shell.ModalRoot /> : null;
}
