import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import { connectedState, localChain, localChain2 } from '../support/accountState';
import { openModalState } from '../support/storyModal';

/** Receive: the address as a QR code and text with copy, and the networks it serves. */
const meta = {
  title: 'Views/ReceiveView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = openModalState({ view: 'Receive' });

/** Two networks of the namespace share the address. */
export const TwoNetworks: Story = {
  args: {
    config: { networks: [localChain, localChain2] },
    preloadedState: { ...open, ...connectedState() },
  },
};

/** A single network. */
export const OneNetwork: Story = {
  args: { config: { networks: [localChain] }, preloadedState: { ...open, ...connectedState() } },
};
