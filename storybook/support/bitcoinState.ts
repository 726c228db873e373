import { bitcoinAdapter, bitcoinRegtest } from '../../adapters/bitcoin/createBitcoinAdapter';
import type { Connector } from '../../src/features/connectors/types';
import type { StoryState } from './storyModal';

/** The local regtest chain, as the demo configures it. */
export const bitcoinChainStory = {
  ...bitcoinRegtest('http://127.0.0.1:3002'),
  name: 'Bitcoin Local',
  testnet: false,
};

/** The Bitcoin dev wallet's first account: its payment (p2wpkh) and ordinals (p2tr) addresses. */
export const BITCOIN_STORY_PAYMENT = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw';
export const BITCOIN_STORY_ORDINALS =
  'bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv';
/** Dev account 1's payment address, a receiver. */
export const BITCOIN_STORY_RECEIVER = 'bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj';

export const bitcoinWalletConnector: Connector = {
  id: 'bitcoin:portico-bitcoin',
  name: 'Portico Bitcoin Wallet',
  namespaces: ['bip122'],
  kind: 'injected',
  group: 'injected',
  installed: true,
};

const caipOf = (address: string) => `${bitcoinChainStory.caipNetworkId}:${address}`;

/**
 * The Bitcoin dev wallet connected on the local chain with both addresses, the payment one in
 * use (spec §1) unless `inUse` says the ordinals one.
 */
export function bitcoinConnectedState(inUse: 'payment' | 'ordinals' = 'payment'): StoryState {
  const address = inUse === 'payment' ? BITCOIN_STORY_PAYMENT : BITCOIN_STORY_ORDINALS;
  const other = inUse === 'payment' ? BITCOIN_STORY_ORDINALS : BITCOIN_STORY_PAYMENT;
  return {
    connections: {
      byNamespace: {
        bip122: {
          status: 'connected',
          connectorId: bitcoinWalletConnector.id,
          kind: 'injected',
          capabilities: bitcoinAdapter().capabilities,
          caipAddress: caipOf(address),
          addresses: [address, other],
          accountTypes: { [BITCOIN_STORY_PAYMENT]: 'payment', [BITCOIN_STORY_ORDINALS]: 'ordinal' },
        },
      },
      activeNamespace: 'bip122',
      attempt: null,
      reconnecting: false,
      stored: [],
    },
    connectors: {
      list: [bitcoinWalletConnector],
      recent: [{ id: bitcoinWalletConnector.id, namespaces: ['bip122'] }],
    },
    networks: {
      activeChain: 'bip122',
      activeByNamespace: { bip122: bitcoinChainStory.caipNetworkId },
      switch: { status: 'idle' },
    },
  };
}

/** The BTC balance of `address`, fetched, with the product API's native row (its USD price). */
export function bitcoinBalanceState(btc: string, address = BITCOIN_STORY_PAYMENT): StoryState {
  const caipAddress = caipOf(address);
  return {
    balance: {
      byCaipAddress: {
        [caipAddress]: { caipAddress, balance: btc, symbol: 'BTC', timestamp: Date.now() },
      },
      status: 'idle',
    },
    tokens: {
      byCaipAddress: {
        [caipAddress]: {
          caipAddress,
          status: 'loaded',
          balances: [
            {
              name: 'Bitcoin',
              symbol: 'BTC',
              chainId: bitcoinChainStory.caipNetworkId,
              value: Number(btc) * 60_000,
              price: 60_000,
              quantity: { decimals: '8', numeric: btc },
            },
          ],
          timestamp: Date.now(),
          lastFailureAt: null,
        },
      },
    },
  };
}
