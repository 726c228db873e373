import { useEffect, useState } from 'react';
import { ConnectButton, WalletModalProvider, type WalletModal } from '../../src/index';
import type { ConsentStatus } from '../../src/features/consent/consentSlice';
import type { ModalStoryProps } from './ModalStory';
import { createStoryModal, type StoryConfig, type StoryState } from './storyModal';
import { useLazySlices } from './lazySlices';
import { useToolbarConfig } from './toolbar';

export interface ConnectOptionsStoryProps extends ModalStoryProps {
  /** The consent box's state (the `legalCheckbox` option). Default `missing`. */
  consent?: ConsentStatus;
}

/**
 * `ModalStory` for the Connect view's options: the same real provider and store, with the
 * consent feature and its state. Built in an effect, destroyed in its cleanup.
 */
export function ConnectOptionsStory({
  config = {},
  preloadedState = {},
  consent = 'missing',
}: ConnectOptionsStoryProps) {
  const toolbar = useToolbarConfig();
  const spec = JSON.stringify({ config, preloadedState, toolbar, consent });
  const [modal, setModal] = useState<WalletModal | null>(null);

  const slices = useLazySlices();
  useEffect(() => {
    if (!slices) return;
    const parsed = JSON.parse(spec) as {
      config: StoryConfig;
      preloadedState: StoryState;
      toolbar: StoryConfig;
      consent: ConsentStatus;
    };
    const built = createStoryModal(
      parsed.config,
      { ...parsed.preloadedState, consent: { status: parsed.consent } } as StoryState,
      parsed.toolbar,
    );
    setModal(built);
    return () => built.destroy();
  }, [spec, slices]);

  if (!modal) return null;
  return (
    <WalletModalProvider key={spec} modal={modal}>
      <ConnectButton />
    </WalletModalProvider>
  );
}

/** A story `play`: presses "Continue with a wallet" once it shows (the modal is in a portal). */
export async function revealWallets({ canvasElement }: { canvasElement: HTMLElement }) {
  const doc = canvasElement.ownerDocument;
  for (let tries = 0; tries < 100; tries++) {
    const button = doc.querySelector<HTMLButtonElement>('.portico-wallets-button');
    if (button) {
      button.click();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no "Continue with a wallet" button');
}
