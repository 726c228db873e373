import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import { connectorsState, openModalState } from '../support/storyModal';

/** The Connect view, shown in the open modal through the real provider and store. */
const meta = {
  title: 'Views/ConnectView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No connector registered: the empty state with its hint. */
export const Empty: Story = {
  args: { preloadedState: openModalState({ view: 'Connect' }) },
};

/** Connectors in the configured group order; Coinbase Wallet is recent, MetaMask installed. */
export const WithConnectors: Story = {
  args: { preloadedState: { ...openModalState({ view: 'Connect' }), ...connectorsState } },
};

/** The host turned the `allWallets` feature off: no "All Wallets" row. */
export const WithoutAllWallets: Story = {
  args: {
    config: { features: { allWallets: false } },
    preloadedState: { ...openModalState({ view: 'Connect' }), ...connectorsState },
  },
};

/** Opened with `open({ namespace: 'solana' })`: only Solana connectors are listed. */
export const FilteredByNamespace: Story = {
  args: {
    preloadedState: {
      ...openModalState({ view: 'Connect', namespace: 'solana' }),
      ...connectorsState,
    },
  },
};
