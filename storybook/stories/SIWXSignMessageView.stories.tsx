import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StoryState } from '../support/storyModal';
import { ModalStory } from '../support/ModalStory';
import { connectedState, localChain, STORY_ADDRESS } from '../support/accountState';
import { openModalState } from '../support/storyModal';

/** Sign in with the wallet (spec §2 SIWXSignMessage), after connecting. */
const meta = {
  title: 'Views/SIWXSignMessageView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const metadata = {
  name: 'Portico demo',
  description: 'A demo app',
  url: 'http://127.0.0.1',
  icons: [],
};

function withSiwx(siwx: Partial<StoryState['siwx']> & { status: string }): StoryState {
  return {
    ...openModalState({ view: 'SIWXSignMessage' }),
    ...connectedState(),
    siwx: {
      caipAddress: `${localChain.caipNetworkId}:${STORY_ADDRESS}`,
      error: null,
      ...siwx,
    } as StoryState['siwx'],
  };
}

/** Asking: the app's name, what signing means, Sign and Cancel. */
export const AwaitingSignature: Story = {
  args: { config: { metadata }, preloadedState: withSiwx({ status: 'awaitingSignature' }) },
};

/** The wallet's prompt is open: 'Authenticating...' and Sign disabled. */
export const Signing: Story = {
  args: { config: { metadata }, preloadedState: withSiwx({ status: 'signing' }) },
};

/** Signing or verification failed: 'Error signing message' and Sign again. */
export const Failed: Story = {
  args: {
    config: { metadata },
    preloadedState: withSiwx({
      status: 'failed',
      error: { code: 'SIWX_SIGN_FAILED', message: 'Error signing message' },
    }),
  },
};
