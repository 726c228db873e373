import { AlertRegion } from './AlertRegion';
import { ModalBody } from './ModalBody';
import { ModalHeader } from './ModalHeader';
import { ToastRegion } from './ToastRegion';

/** Header, alert bar, view and toast: shared by the dialog and the embedded modal. */
export function ModalContent({ titleId }: { titleId: string }) {
  return (
    <>
      <ModalHeader titleId={titleId} />
      <AlertRegion />
      <ModalBody />
      <ToastRegion />
    </>
  );
}
