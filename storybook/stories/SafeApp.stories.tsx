import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAFE_ICON } from '../../adapters/eip155/safe/safeConnector';
import type { Connector } from '../../src/features/connectors/types';
import { ModalStory } from '../support/ModalStory';
import { connectedState, localChain, STORY_ADDRESS } from '../support/accountState';
import { openModalState, sampleConnectors } from '../support/storyModal';

/** Running inside a Safe web app: the Safe connector first, and a send proposed to the Safe. */
const meta = {
  title: 'Views/SafeApp',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const safeConnector: Connector = {
  id: 'safe',
  name: 'Safe',
  namespaces: ['eip155'],
  kind: 'injected',
  group: 'injected',
  imageUrl: SAFE_ICON,
  installed: true,
};

/** Framed by a Safe app: "Safe" before every configured group, WalletConnect and recent too. */
export const ConnectInsideSafe: Story = {
  args: {
    config: { networks: [localChain] },
    preloadedState: {
      ...openModalState({ view: 'Connect' }),
      connectors: {
        list: [...sampleConnectors, safeConnector],
        recent: [{ id: 'com.coinbase.wallet', namespaces: ['eip155'] }],
      },
    },
  },
};

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** A send the Safe took as a proposal: nothing is sent until its owners execute it. */
export const SendProposed: Story = {
  args: {
    config: { networks: [localChain] },
    preloadedState: {
      ...openModalState({ view: 'SendPreview' }),
      ...connectedState(),
      send: {
        status: 'proposed',
        form: { token: null, amount: '', receiver: '', speed: 'medium' },
        problem: null,
        error: null,
        preview: {
          from: STORY_ADDRESS,
          to: RECEIVER,
          receiverName: null,
          receiverAvatar: null,
          token: {
            key: 'ETH',
            symbol: 'ETH',
            name: 'Ether',
            decimals: 18,
            balance: '10',
            price: 3000,
            contract: null,
            iconUrl: null,
          },
          amount: '0.01',
          units: '10000000000000000',
          tx: { to: RECEIVER, value: '10000000000000000' },
          fee: '42000000000000',
          feeAmount: '0.000042',
          nativeSymbol: 'ETH',
          nativeDecimals: 18,
          nativePrice: 3000,
          extras: [],
          speed: null,
        },
      },
    },
  },
};
