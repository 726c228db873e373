import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Connector } from '../../src/features/connectors/types';
import { ModalStory } from '../support/ModalStory';
import {
  connectedState,
  localChain,
  STORY_ADDRESS,
  walletConnector,
} from '../support/accountState';
import { authConnector, authWalletState, STORY_EMAIL } from '../support/authState';
import { openModalState, type StoryState } from '../support/storyModal';

/** ProfileWallets (multi-wallet): the connected wallets per namespace, switch, disconnect, add. */
const meta = {
  title: 'Views/ProfileWalletsView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const SECOND_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const secondWallet: Connector = {
  ...walletConnector,
  id: 'second.portico.wallet',
  name: 'Second Dev Wallet',
};
const open = openModalState({ view: 'ProfileWallets' });
const config = { networks: [localChain], features: { multiWallet: true } };

function walletsState(withSecond: boolean): StoryState {
  const base = connectedState();
  const chain = localChain.caipNetworkId;
  return {
    ...base,
    connections: {
      ...base.connections!,
      stored: [
        {
          namespace: 'eip155',
          connectorId: walletConnector.id,
          kind: 'injected',
          status: 'active',
          lastUsed: 2,
          caipAddress: `${chain}:${STORY_ADDRESS}`,
        },
        ...(withSecond
          ? [
              {
                namespace: 'eip155' as const,
                connectorId: secondWallet.id,
                kind: 'injected' as const,
                status: 'connected' as const,
                lastUsed: 1,
                caipAddress: `${chain}:${SECOND_ADDRESS}`,
              },
            ]
          : []),
      ],
    },
    connectors: { list: [walletConnector, secondWallet], recent: [] },
  };
}

/** Two wallets on one namespace: the current one marked, the other can be switched to. */
export const TwoWallets: Story = {
  args: { config, preloadedState: { ...open, ...walletsState(true) } },
};

/** One wallet: it can be disconnected, and another added. */
export const OneWallet: Story = {
  args: { config, preloadedState: { ...open, ...walletsState(false) } },
};

const EMBEDDED_ADDRESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

/** The browser wallet current, the embedded wallet (logged in as `login`) connected beside it. */
function besideEmbeddedState(login: Parameters<typeof authWalletState>[0]): StoryState {
  const base = walletsState(false);
  const chain = localChain.caipNetworkId;
  return {
    ...base,
    connections: {
      ...base.connections!,
      stored: [
        ...base.connections!.stored,
        {
          namespace: 'eip155',
          connectorId: authConnector.id,
          kind: 'auth',
          status: 'connected',
          lastUsed: 1,
          caipAddress: `${chain}:${EMBEDDED_ADDRESS}`,
        },
      ],
    },
    connectors: { list: [walletConnector, authConnector], recent: [] },
    ...authWalletState(login),
  };
}

/** The embedded wallet of an email login beside a browser wallet: named by its email. */
export const WithEmailWallet: Story = {
  args: { config, preloadedState: { ...open, ...besideEmbeddedState({ email: STORY_EMAIL }) } },
};

/** The embedded wallet of a Google login beside a browser wallet: the provider's mark and user. */
export const WithSocialWallet: Story = {
  args: {
    config,
    preloadedState: {
      ...open,
      ...besideEmbeddedState({ socialProvider: 'google', userName: 'ada', email: null }),
    },
  },
};
