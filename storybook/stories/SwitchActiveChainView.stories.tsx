import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CaipNetwork } from '../../src/index';
import { ModalStory } from '../support/ModalStory';
import { connectedState, localChain } from '../support/accountState';
import { openModalState } from '../support/storyModal';

/** The chosen network is in a namespace the user has no account in yet. */
const meta = {
  title: 'Views/SwitchActiveChainView',
  component: ModalStory,
} satisfies Meta<typeof ModalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const solanaDevnet: CaipNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  testnet: true,
};

/** Connected on eip155, Solana Devnet chosen: connect a Solana wallet. */
export const Confirming: Story = {
  args: {
    config: { networks: [localChain, solanaDevnet] },
    preloadedState: (() => {
      const connected = connectedState();
      return {
        ...openModalState({ view: 'SwitchActiveChain' }),
        ...connected,
        networks: {
          ...connected.networks!,
          activeByNamespace: {
            ...connected.networks!.activeByNamespace,
            solana: solanaDevnet.caipNetworkId,
          },
          switch: { status: 'confirming', target: solanaDevnet.caipNetworkId },
        },
      };
    })(),
  },
};
