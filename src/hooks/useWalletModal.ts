import { useMemo } from 'react';
import { selectIsOpen } from '../features/modal/modalSelectors';
import { selectView } from '../features/router/routerSelectors';
import type { OpenOptions } from '../modal/createWalletModal';
import { useWalletModalInstance } from '../provider/WalletModalContext';
import { usePorticoSelector } from '../store/PorticoReduxContext';

/** Open and close the modal, and read whether it is open and which view it shows. */
export function useWalletModal() {
  const modal = useWalletModalInstance();
  const isOpen = usePorticoSelector(selectIsOpen);
  const view = usePorticoSelector(selectView);
  return useMemo(
    () => ({
      open: (options?: OpenOptions) => modal.open(options),
      close: () => modal.close(),
      isOpen,
      view,
    }),
    [modal, isOpen, view],
  );
}
