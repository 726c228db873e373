import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StoryState } from '../support/storyModal';
import { ModalStory } from '../support/ModalStory';
import { connectedState, localChain, localChain2 } from '../support/accountState';
import { openModalState } from '../support/storyModal';

/** Waiting on the wallet to switch chains. */
const meta = {
  title: 'Views/SwitchNetworkView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const networks = [localChain, localChain2];

function withSwitch(current: NonNullable<StoryState['networks']>['switch']): StoryState {
  const connected = connectedState();
  return {
    ...openModalState({ view: 'SwitchNetwork' }),
    ...connected,
    networks: { ...connected.networks!, switch: current },
  };
}

/** The wallet's prompt is open. */
export const Switching: Story = {
  args: {
    config: { networks },
    preloadedState: withSwitch({ status: 'switching', target: localChain2.caipNetworkId }),
  },
};

/** The user declined (4001): the reason and a retry. */
export const Rejected: Story = {
  args: {
    config: { networks },
    preloadedState: withSwitch({
      status: 'failed',
      target: localChain2.caipNetworkId,
      error: { code: 'USER_REJECTED', message: 'User rejected the request', rpcCode: 4001 },
    }),
  },
};

/** The wallet could not add the chain: 'Chain is not supported' (spec §8). */
export const ChainNotSupported: Story = {
  args: {
    config: { networks },
    preloadedState: withSwitch({
      status: 'failed',
      target: localChain2.caipNetworkId,
      error: { code: 'CHAIN_NOT_SUPPORTED', message: 'Chain is not supported' },
    }),
  },
};
