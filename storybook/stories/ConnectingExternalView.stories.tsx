import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModalStory } from '../support/ModalStory';
import { rejected, walletConnector } from '../support/accountState';
import { openModalState, sampleConnectors, type StoryState } from '../support/storyModal';
import { bitcoinWalletConnector } from '../support/bitcoinState';

/** Waiting on a browser wallet after the user picked it on Connect. */
const meta = {
  title: 'Views/ConnectingExternalView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

function attemptState(
  attempt: NonNullable<StoryState['connections']>['attempt'],
  connectorId: string,
): StoryState {
  return {
    ...openModalState({ view: 'ConnectingExternal' }),
    connectors: { list: [walletConnector, ...sampleConnectors], recent: [] },
    connections: {
      byNamespace:
        attempt?.status === 'pending'
          ? {
              [attempt.namespace]: {
                status: 'connecting',
                connectorId,
                caipAddress: null,
                addresses: [],
              },
            }
          : {},
      activeNamespace: null,
      attempt,
      reconnecting: false,
      stored: [],
    },
  };
}

/** The wallet's prompt is open; its announced icon spins; only Cancel is offered. */
export const Pending: Story = {
  args: {
    preloadedState: attemptState(
      { status: 'pending', namespace: 'eip155', connectorId: 'io.metamask' },
      'io.metamask',
    ),
  },
};

/** A wallet without an icon: the generic wallet glyph. */
export const PendingWithoutIcon: Story = {
  args: {
    preloadedState: attemptState(
      { status: 'pending', namespace: 'eip155', connectorId: walletConnector.id },
      walletConnector.id,
    ),
  },
};

/** The user declined in the wallet (4001): 'Connection rejected', retry and cancel. */
export const Rejected: Story = {
  args: {
    preloadedState: attemptState(
      { status: 'failed', namespace: 'eip155', connectorId: 'io.metamask', error: rejected },
      'io.metamask',
    ),
  },
};

/** Any other failure, in the catalogue's words. */
export const Failed: Story = {
  args: {
    preloadedState: attemptState(
      {
        status: 'failed',
        namespace: 'eip155',
        connectorId: 'io.metamask',
        error: {
          code: 'PROVIDER_DISCONNECTED',
          message: 'The wallet is disconnected',
          rpcCode: 4900,
        },
      },
      'io.metamask',
    ),
  },
};

/** A Bitcoin wallet's prompt for its payment and ordinals addresses is open. */
export const BitcoinPending: Story = {
  args: {
    preloadedState: {
      ...attemptState(
        { status: 'pending', namespace: 'bip122', connectorId: bitcoinWalletConnector.id },
        bitcoinWalletConnector.id,
      ),
      connectors: { list: [bitcoinWalletConnector], recent: [] },
    },
  },
};
