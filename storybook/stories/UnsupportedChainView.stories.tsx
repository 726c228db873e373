import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import { connectedState, localChain, localChain2 } from '../support/accountState';
import { openModalState } from '../support/storyModal';

/** The wallet is on a chain the app does not support. */
const meta = {
  title: 'Views/UnsupportedChainView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The wallet moved to chain 999: the supported networks to switch to, and disconnect. */
export const Default: Story = {
  args: {
    config: { networks: [localChain, localChain2] },
    preloadedState: {
      ...openModalState({ view: 'UnsupportedChain' }),
      ...connectedState('eip155:999'),
    },
  },
};
