import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import { openModalState, sampleConnectors } from '../support/storyModal';
import { fellBackList, walletListState } from '../support/walletListState';

/**
 * Every WalletConnect wallet: from the product API when the host sets an `apiUrl`, else (and
 * when that API fails) from the bundled offline catalogue.
 */
const meta = {
  title: 'Views/AllWalletsView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No `apiUrl`: the bundled catalogue, featured and recommended first, search and "Load more". */
export const Default: Story = {
  args: {
    preloadedState: {
      ...openModalState({ view: 'AllWallets' }),
      connectors: { list: sampleConnectors, recent: [] },
    },
  },
};

/** The product API's first page: wallet images, and more pages to load. */
export const FromProductApi: Story = {
  args: { preloadedState: walletListState() },
};

/** The first page is on its way. */
export const Loading: Story = {
  args: { preloadedState: walletListState({ status: 'loading', wallets: [], pages: 0 }) },
};

/** A new search is on its way: the previous list stays, marked busy. */
export const Searching: Story = {
  args: { preloadedState: walletListState({ status: 'loading', search: 'rain', pages: 0 }) },
};

/** The next page is on its way. */
export const LoadingMore: Story = {
  args: { preloadedState: walletListState({ status: 'loadingMore' }) },
};

/** The next page failed: the loaded wallets stay, with a retry. */
export const LoadMoreFailed: Story = {
  args: { preloadedState: walletListState({ status: 'failed' }) },
};

/** The API failed: the bundled catalogue stands in, and says so. */
export const FellBack: Story = {
  args: { preloadedState: walletListState(fellBackList) },
};

/** Nothing matches the search. */
export const NoMatch: Story = {
  args: {
    preloadedState: walletListState({ search: 'nope', wallets: [], count: 0, pages: 1 }),
  },
};

/** No pairing connector is configured: picking a wallet says so instead of doing nothing. */
export const WithoutPairingConnector: Story = {
  args: {
    preloadedState: {
      ...openModalState({ view: 'AllWallets' }),
      connectors: { list: [], recent: [] },
    },
  },
};
