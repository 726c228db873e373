import { useRef } from 'react';
import { PorticoError } from '../adapter/PorticoError';
import { useLoadedModule } from '../hooks/useLoadedModule';
import { selectIsEmbedded } from '../features/modal/modalSelectors';
import { embeddedRootLoader } from '../provider/loadModalRoot';
import { usePorticoSelector } from '../store/PorticoReduxContext';
import { authSectionsLoader, selectAuthOffered } from '../views/Connect/authSectionsLoader';

/** Renders the modal inline where it is placed. Needs `embedded: true` in the config. */
export function WalletModalEmbed() {
  const embedded = usePorticoSelector(selectIsEmbedded);
  const shell = useLoadedModule(embeddedRootLoader, embedded);
  const authOffered = usePorticoSelector(selectAuthOffered);
  const sections = useLoadedModule(authSectionsLoader, embedded && authOffered);
  // Waits for the embedded wallet's sections only to appear: once shown it stays (no remount).
  const shown = useRef(false);
  shown.current = shown.current || sections !== null || !authOffered;
  if (!embedded) {
    throw new PorticoError(
      'EMBED_DISABLED',
      '<WalletModalEmbed> needs `embedded: true` in the config',
    );
  }
  return shell && shown.current ? <shell.EmbeddedRoot /> : null;
}
