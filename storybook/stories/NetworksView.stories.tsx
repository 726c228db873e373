import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import { connectedState, localChain, localChain2 } from '../support/accountState';
import { openModalState } from '../support/storyModal';
import { solanaCluster } from '../support/solanaState';

/** The configured networks with the active one marked. */
const meta = {
  title: 'Views/NetworksView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const networks = [localChain, localChain2];
const open = {
  router: { history: ['Account' as const, 'Networks' as const] },
  modal: openModalState().modal,
};

/** Connected on the first local chain. */
export const Connected: Story = {
  args: { config: { networks }, preloadedState: { ...open, ...connectedState() } },
};

/** Nothing connected: choosing only changes the app's network. */
export const NotConnected: Story = {
  args: { config: { networks }, preloadedState: openModalState({ view: 'Networks' }) },
};

/** A testnet is tagged. */
export const WithTestnet: Story = {
  args: {
    config: { networks: [localChain, { ...localChain2, testnet: true }] },
    preloadedState: { ...open, ...connectedState() },
  },
};

/** EVM and Solana networks configured: one group per namespace, each under its heading. */
export const TwoNamespaces: Story = {
  args: {
    config: { networks: [localChain, solanaCluster, localChain2] },
    preloadedState: { ...open, ...connectedState() },
  },
};
