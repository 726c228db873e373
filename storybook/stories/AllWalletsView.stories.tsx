import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import { openModalState, sampleConnectors } from '../support/storyModal';

/** Every WalletConnect wallet, from the bundled offline catalogue. */
const meta = {
  title: 'Views/AllWalletsView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Featured and recommended first, one page of wallets, search and "Load more". */
export const Default: Story = {
  args: {
    preloadedState: {
      ...openModalState({ view: 'AllWallets' }),
      connectors: { list: sampleConnectors, recentIds: [] },
    },
  },
};

/** No pairing connector is configured: picking a wallet says so instead of doing nothing. */
export const WithoutPairingConnector: Story = {
  args: {
    preloadedState: {
      ...openModalState({ view: 'AllWallets' }),
      connectors: { list: [], recentIds: [] },
    },
  },
};
