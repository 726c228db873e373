import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import { connectedState, localChain, localChain2 } from '../support/accountState';
import { activityState, storyTransaction, STORY_TRANSACTIONS } from '../support/activityState';
import { openModalState } from '../support/storyModal';

/**
 * The account's activity (spec §2: grouped by year and month), also Account's Activity tab:
 * each state of the list as it pages by cursor.
 */
const meta = {
  title: 'Views/TransactionsView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const config = { networks: [localChain, localChain2], apiUrl: 'http://127.0.0.1:9' };
const open = openModalState({ view: 'Transactions' });

/** Sends, receipts, an NFT and a failed send over three months. */
export const Loaded: Story = {
  args: {
    config,
    preloadedState: {
      ...open,
      ...connectedState(),
      ...activityState('loaded', STORY_TRANSACTIONS),
    },
  },
};

/** The first page in flight. */
export const Loading: Story = {
  args: { config, preloadedState: { ...open, ...connectedState(), ...activityState('loading') } },
};

/** No transaction on this chain yet. */
export const Empty: Story = {
  args: { config, preloadedState: { ...open, ...connectedState(), ...activityState('loaded') } },
};

/** Spec §8 'Failed to fetch transactions': the list is empty, with a retry. */
export const Failed: Story = {
  args: { config, preloadedState: { ...open, ...connectedState(), ...activityState('failed') } },
};

/** More pages exist: the end of the list offers them (and asks when it scrolls into view). */
export const HasMore: Story = {
  args: {
    config,
    preloadedState: {
      ...open,
      ...connectedState(),
      ...activityState('loaded', STORY_TRANSACTIONS, 'c1'),
    },
  },
};

/** A next page is loading. */
export const LoadingMore: Story = {
  args: {
    config,
    preloadedState: {
      ...open,
      ...connectedState(),
      ...activityState('loadingMore', STORY_TRANSACTIONS, 'c1'),
    },
  },
};

/** A next page failed: the loaded pages stay, with a retry. */
export const MoreFailed: Story = {
  args: {
    config,
    preloadedState: {
      ...open,
      ...connectedState(),
      ...activityState('moreFailed', [storyTransaction(9, 1)], 'c1'),
    },
  },
};
