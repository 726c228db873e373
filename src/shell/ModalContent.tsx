import { AlertRegion } from './AlertRegion';
import { BrandingFooter } from './BrandingFooter';
import { ModalBody } from './ModalBody';
import { ModalHeader } from './ModalHeader';
import { ToastRegion } from './ToastRegion';

/** Header, alert bar, view, branding and toast: shared by the dialog and the embedded modal. */
export function ModalContent({ titleId }: { titleId: string }) {
  return (
    <>
      <ModalHeader titleId={titleId} />
      <AlertRegion />
      <ModalBody />
      <BrandingFooter />
      <ToastRegion />
    </>
  );
}
