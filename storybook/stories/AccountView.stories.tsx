import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import { balanceState, connectedState, localChain, localChain2 } from '../support/accountState';
import { openModalState } from '../support/storyModal';

/** The connected account: avatar, address, native balance, network and disconnect. */
const meta = {
  title: 'Views/AccountView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = openModalState({ view: 'Account' });
const networks = [localChain, localChain2];

/** Balance fetched: 3 decimals, floored. */
export const Connected: Story = {
  args: {
    config: { networks },
    preloadedState: { ...open, ...connectedState(), ...balanceState('10000.98765') },
  },
};

/** First fetch in flight. */
export const BalanceLoading: Story = {
  args: {
    config: { networks },
    preloadedState: {
      ...open,
      ...connectedState(),
      balance: { byCaipAddress: {}, status: 'loading' },
    },
  },
};

/** The node could not be reached: said plainly, no fake zero. */
export const BalanceUnavailable: Story = {
  args: {
    config: { networks },
    preloadedState: {
      ...open,
      ...connectedState(),
      balance: { byCaipAddress: {}, status: 'failed' },
    },
  },
};

/** On a testnet the balance is not shown (spec §5). */
export const Testnet: Story = {
  args: {
    config: { networks: [{ ...localChain, testnet: true }] },
    preloadedState: { ...open, ...connectedState(), ...balanceState('1.5') },
  },
};

/** The wallet is on a chain the app does not configure: a placeholder, no balance. */
export const UnsupportedNetwork: Story = {
  args: { config: { networks }, preloadedState: { ...open, ...connectedState('eip155:999') } },
};
