import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAFE_ICON } from '../../adapters/eip155/safe/safeConnector';
import type { Connector } from '../../src/features/connectors/types';
import { ModalStory } from '../support/ModalStory';
import { localChain } from '../support/accountState';
import { openModalState, sampleConnectors } from '../support/storyModal';

/** Running inside a Safe web app: the Safe connector first (its send: SendPreviewView/Proposed). */
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
