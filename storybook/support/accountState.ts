import { eip155Adapter } from '../../adapters/eip155/createEip155Adapter';
import type { Connector } from '../../src/features/connectors/types';
import type { CaipNetworkId, ErrorInfo } from '../../src/index';
import type { PorticoState } from '../../src/features/PorticoState';
import { localChain, localChain2 } from '../../test/stack/chain/localChains';
import type { StoryState } from './storyModal';

export { localChain, localChain2 };

/** Anvil's first dev account. */
export const STORY_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

export const walletConnector: Connector = {
  id: 'dev.portico.wallet',
  name: 'Portico Dev Wallet',
  namespaces: ['eip155'],
  kind: 'injected',
  group: 'injected',
  installed: true,
};

/** A wallet connected on `chain` (CAIP-2), the networks slice following it as the saga would. */
export function connectedState(chain: CaipNetworkId = localChain.caipNetworkId): StoryState {
  return {
    connections: {
      byNamespace: {
        eip155: {
          status: 'connected',
          connectorId: walletConnector.id,
          kind: 'injected',
          capabilities: eip155Adapter().capabilities,
          caipAddress: `${chain}:${STORY_ADDRESS}`,
          addresses: [STORY_ADDRESS],
        },
      },
      activeNamespace: 'eip155',
      attempt: null,
      reconnecting: false,
      stored: [],
    },
    connectors: {
      list: [walletConnector],
      recent: [{ id: walletConnector.id, namespaces: ['eip155'] }],
    },
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
  status: NonNullable<PorticoState['balance']>['status'] = 'idle',
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

/** A data: avatar like the API stand-in's: no request, allowed by a strict img-src. */
export const STORY_AVATAR =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="#7c3aed"/><text x="48" y="60" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">A</text></svg>',
  );

/** The story account's identity (name and avatar), fetched just now. */
export function identityState(name: string | null, avatar: string | null = null): StoryState {
  return {
    identity: {
      byAddress: {
        [STORY_ADDRESS.toLowerCase()]: {
          address: STORY_ADDRESS,
          identity: { name, avatar },
          timestamp: Date.now(),
        },
      },
    },
  };
}

/** The stand-in's token contracts on a fresh local chain. */
const TOKEN_CONTRACTS: Record<string, string> = {
  PUSD: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  PTK: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
};

/** A token balance of the story account on the local chain, as the product API answers. */
export function storyToken(symbol: string, numeric: string, price: number, decimals = 18) {
  const chainId = localChain.caipNetworkId;
  const contract = TOKEN_CONTRACTS[symbol];
  return {
    name: symbol === 'ETH' ? 'Ether' : `Portico ${symbol}`,
    symbol,
    chainId,
    ...(contract ? { address: `${chainId}:${contract}` } : {}),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(decimals), numeric },
  };
}

/** The story account's token balances in `status`; `lastFailureAt` for a failure. */
export function tokensState(
  status: NonNullable<PorticoState['tokens']>['byCaipAddress'][string]['status'],
  balances: ReturnType<typeof storyToken>[] = [],
  lastFailureAt: number | null = null,
): StoryState {
  const caipAddress = `${localChain.caipNetworkId}:${STORY_ADDRESS}`;
  return {
    tokens: {
      byCaipAddress: {
        [caipAddress]: { caipAddress, status, balances, timestamp: Date.now(), lastFailureAt },
      },
    },
  };
}
