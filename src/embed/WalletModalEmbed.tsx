import { lazy, Suspense } from 'react';
import { PorticoError } from '../adapter/PorticoError';
import { selectIsEmbedded } from '../features/modal/modalSelectors';
import { usePorticoSelector } from '../store/PorticoReduxContext';

const EmbeddedRoot = lazy(() =>
  import('../shell/EmbeddedRoot').then((m) => ({ default: m.EmbeddedRoot })),
);

/** Renders the modal inline where it is placed. Needs `embedded: true` in the config. */
export function WalletModalEmbed() {
  const embedded = usePorticoSelector(selectIsEmbedded);
  if (!embedded) {
    throw new PorticoError('EMBED_DISABLED', '<WalletModalEmbed> needs `embedded: true` in the config');
  }
  return (
    <Suspense fallback={null}>
      <EmbeddedRoot />
    </Suspense>
  );
}
