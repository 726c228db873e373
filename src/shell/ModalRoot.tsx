import { useId } from 'react';
import { close } from '../features/modal/modalSlice';
import { selectIsShaking } from '../features/modal/modalSelectors';
import { usePorticoDispatch, usePorticoSelector } from '../store/PorticoReduxContext';
import { Dialog } from '../ui/Dialog';
import { Portal } from '../ui/Portal';
import { ModalContent } from './ModalContent';
import { ThemeScope } from './ThemeScope';

/** The modal as a dialog over the page. Entry point of the lazily loaded shell chunk. */
export function ModalRoot() {
  const dispatch = usePorticoDispatch();
  const shaking = usePorticoSelector(selectIsShaking);
  const titleId = useId();
  return (
    <Portal>
      <ThemeScope embedded={false}>
        <Dialog labelledBy={titleId} shaking={shaking} onClose={() => dispatch(close())}>
          <ModalContent titleId={titleId} />
        </Dialog>
      </ThemeScope>
    </Portal>
  );
}
