import type { CaipNetworkId, ErrorInfo, PorticoState } from '../../src/index';
import { localChain, localChain2 } from '../../test/stack/chain/localChains';
import type { StoryState } from './storyModal';

export { localChain, localChain2 };

/** Anvil's first dev account. */
export const STORY_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export const walletConnector = {
  id: 'dev.portico.wallet',
  name: 'Portico Dev Wallet',
  namespace: 'eip155',
  group: 'injected',
  installed: true,
} as const;

/** A wallet connected on `chain` (CAIP-2), the networks slice following it as the saga would. */
export function connectedState(chain: CaipNetworkId = localChain.caipNetworkId): StoryState {
  return {
    connections: {
      byNamespace: {
        eip155: {
          status: 'connected',
          connectorId: walletConnector.id,
          caipAddress: `${chain}:${STORY_ADDRESS}`,
          addresses: [STORY_ADDRESS],
        },
      },
      activeNamespace: 'eip155',
      attempt: null,
      reconnecting: false,
      stored: [],
    },
    connectors: { list: [walletConnector], recentIds: [walletConnector.id] },
    networks: {
      activeChain: 'eip155',
      activeByNamespace: { eip155: chain },
      switch: { status: 'idle' },
    },
  };
}

/** A fetched balance for the story account on `chain`. */
export function balanceState(
  balance: string,
  status: PorticoState['balance']['status'] = 'idle',
  chain: CaipNetworkId = localChain.caipNetworkId,
): StoryState {
  const caipAddress = `${chain}:${STORY_ADDRESS}`;
  return {
    balance: {
      byCaipAddress: {
        [caipAddress]: { caipAddress, balance, symbol: 'ETH', timestamp: Date.now() },
      },
      status,
    },
  };
}

export const rejected: ErrorInfo = {
  code: 'CONNECTION_REJECTED',
  message: 'Connection rejected',
  rpcCode: 4001,
};
