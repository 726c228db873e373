import { PorticoError } from '../adapter/PorticoError';
import { useLoadedModule } from '../hooks/useLoadedModule';
import { selectIsEmbedded } from '../features/modal/modalSelectors';
import { embeddedRootLoader } from '../provider/loadModalRoot';
import { usePorticoSelector } from '../store/PorticoReduxContext';

/** Renders the modal inline where it is placed. Needs `embedded: true` in the config. */
export function WalletModalEmbed() {
  const embedded = usePorticoSelector(selectIsEmbedded);
  const shell = useLoadedModule(embeddedRootLoader, embedded);
  if (!embedded) {
    throw new PorticoError(
      'EMBED_DISABLED',
      '<WalletModalEmbed> needs `embedded: true` in the config',
    );
  }
  return shell ? <shell.EmbeddedRoot /> : null;
}
