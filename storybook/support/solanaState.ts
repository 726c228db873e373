import { solanaAdapter } from '../../adapters/solana/createSolanaAdapter';
import { solanaLocalnet } from '../../adapters/solana/solanaNetworks';
import type { Connector } from '../../src/features/connectors/types';
import type { StoryState } from './storyModal';

/** The local Solana cluster, as the demo configures it. */
export const solanaCluster = {
  ...solanaLocalnet('http://127.0.0.1:8899'),
  name: 'Solana Local',
  testnet: false,
};

/** The Solana dev wallet's first account. */
export const SOLANA_STORY_ADDRESS = '83DQh7nL8BxVNimzMA6f6rhKhfzY4CrVzHWjACzHiV9g';
const caipAddress = `${solanaCluster.caipNetworkId}:${SOLANA_STORY_ADDRESS}`;

export const solanaWalletConnector: Connector = {
  id: 'Portico Solana Wallet',
  name: 'Portico Solana Wallet',
  namespaces: ['solana'],
  kind: 'injected',
  group: 'injected',
  installed: true,
};

/** A Solana wallet connected on the local cluster, the networks slice following it. */
export function solanaConnectedState(): StoryState {
  return {
    connections: {
      byNamespace: {
        solana: {
          status: 'connected',
          connectorId: solanaWalletConnector.id,
          kind: 'injected',
          capabilities: solanaAdapter().capabilities,
          caipAddress,
          addresses: [SOLANA_STORY_ADDRESS],
        },
      },
      activeNamespace: 'solana',
      attempt: null,
      reconnecting: false,
      stored: [],
    },
    connectors: {
      list: [solanaWalletConnector],
      recent: [{ id: solanaWalletConnector.id, namespaces: ['solana'] }],
    },
    networks: {
      activeChain: 'solana',
      activeByNamespace: { solana: solanaCluster.caipNetworkId },
      switch: { status: 'idle' },
    },
  };
}

/** A token balance of the story's Solana account, as the product API answers. */
export function solanaToken(symbol: 'SOL' | 'PUSD', numeric: string) {
  const chainId = solanaCluster.caipNetworkId;
  const price = symbol === 'SOL' ? 150 : 1;
  return {
    name: symbol === 'SOL' ? 'Solana' : 'Portico USD',
    symbol,
    chainId,
    ...(symbol === 'PUSD'
      ? { address: `${chainId}:3f2zjYpEZiyvTsbJoLpATa5GEakAYHwrAQ8aPsVLppzJ` }
      : {}),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: symbol === 'SOL' ? '9' : '6', numeric },
  };
}

/** The SOL balance and the token balances of the story's Solana account, fetched. */
export function solanaBalancesState(sol: string, pusd: string): StoryState {
  return {
    balance: {
      byCaipAddress: {
        [caipAddress]: { caipAddress, balance: sol, symbol: 'SOL', timestamp: Date.now() },
      },
      status: 'idle',
    },
    tokens: {
      byCaipAddress: {
        [caipAddress]: {
          caipAddress,
          status: 'loaded',
          balances: [solanaToken('SOL', sol), solanaToken('PUSD', pusd)],
          timestamp: Date.now(),
          lastFailureAt: null,
        },
      },
    },
  };
}
