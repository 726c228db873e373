import { storeOf } from '../../src/modal/storeOf';
import { useEffect, useState } from 'react';
import {
  ConnectButton,
  WalletModalEmbed,
  WalletModalProvider,
  type WalletModal,
} from '../../src/index';
import { createStoryModal, type StoryConfig, type StoryState } from './storyModal';
import { useLazySlices } from './lazySlices';
import { useToolbarConfig } from './toolbar';

export interface ModalStoryProps {
  /** Config over the base one (projectId `storybook`, the local chain) and the toolbars. Default `{}`. */
  config?: StoryConfig;
  /** Store state to start from, e.g. an open modal or a toast. Default `{}` (closed modal). */
  preloadedState?: StoryState;
}

interface Built {
  modal: WalletModal;
  /** Changes with every instance, so the provider (which keeps its first instance) remounts. */
  generation: number;
}

/**
 * Renders a real `<WalletModalProvider>` around a modal built from the story's args and the
 * toolbar globals: the connect button (the dialog appears over it when the state is open), or
 * `<WalletModalEmbed>` when the config says `embedded: true`. The instance is created in an
 * effect and destroyed in its cleanup, so strict mode and arg edits never leak running sagas.
 */
export function ModalStory({ config = {}, preloadedState = {} }: ModalStoryProps) {
  const toolbar = useToolbarConfig();
  const spec = JSON.stringify({ config, preloadedState, toolbar });
  const [built, setBuilt] = useState<Built | null>(null);

  const slices = useLazySlices();
  useEffect(() => {
    if (!slices) return;
    const parsed = JSON.parse(spec) as {
      config: StoryConfig;
      preloadedState: StoryState;
      toolbar: StoryConfig;
    };
    const modal = createStoryModal(parsed.config, parsed.preloadedState, parsed.toolbar);
    setBuilt((previous) => ({ modal, generation: (previous?.generation ?? 0) + 1 }));
    return () => modal.destroy();
  }, [spec, slices]);

  if (!built) return null;
  return (
    <WalletModalProvider key={built.generation} modal={built.modal}>
      {storeOf(built.modal).getState().options.embedded ? <WalletModalEmbed /> : <ConnectButton />}
    </WalletModalProvider>
  );
}
