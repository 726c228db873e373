import { useId } from 'react';
import { selectIsShaking } from '../features/modal/modalSelectors';
import { usePorticoSelector } from '../store/PorticoReduxContext';
import { AuthSectionsGate } from '../views/Connect/AuthSectionsGate';
import { ConnectionAnnouncer } from './ConnectionAnnouncer';
import { ModalContent } from './ModalContent';
import { ThemeScope } from './ThemeScope';

/** The modal rendered inline in the page: no overlay, no focus trap, a labelled region. */
export function EmbeddedRoot() {
  const shaking = usePorticoSelector(selectIsShaking);
  const titleId = useId();
  return (
    <AuthSectionsGate>
      <ThemeScope embedded>
        <section
          className="portico-dialog"
          aria-labelledby={titleId}
          data-state="open"
          data-shaking={shaking ? '' : undefined}
        >
          <ModalContent titleId={titleId} />
        </section>
        <ConnectionAnnouncer />
      </ThemeScope>
    </AuthSectionsGate>
  );
}
