import type { CaipNetwork } from '../../src/adapter/CaipNetwork';

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const;

/** Solana mainnet-beta (SOL, 9 decimals). */
export const solana: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nativeCurrency: SOL,
  rpcUrls: {
    default: {
      http: ['https://api.mainnet-beta.solana.com'],
      webSocket: ['wss://api.mainnet-beta.solana.com'],
    },
  },
  // Only mainnet's: the explorer names another cluster in a query after the path, which a
  // `{url}/tx/{id}` link cannot carry.
  blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com' } },
};

export const solanaDevnet: CaipNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  nativeCurrency: SOL,
  rpcUrls: {
    default: {
      http: ['https://api.devnet.solana.com'],
      webSocket: ['wss://api.devnet.solana.com'],
    },
  },
  testnet: true,
};

export const solanaTestnet: CaipNetwork = {
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  nativeCurrency: SOL,
  rpcUrls: {
    default: {
      http: ['https://api.testnet.solana.com'],
      webSocket: ['wss://api.testnet.solana.com'],
    },
  },
  testnet: true,
};

/** The genesis hash of Portico's local cluster (the stand-in of `npm start` and the suites). */
export const SOLANA_LOCALNET_GENESIS_HASH = 'G1dHUr8XxahV99RXqn3K3DnwUacUMogPwnZRvd8nx8Ar';

/**
 * A local cluster at `rpcUrl`. `wsUrl` is its WebSocket endpoint (confirmations subscribe
 * there); default web3.js' rule, the HTTP port plus one, as `solana-test-validator` listens.
 * Its CAIP-2 reference is the first 32 characters of `genesisHash` (default the stand-in's).
 */
export function solanaLocalnet(
  rpcUrl: string,
  wsUrl?: string,
  genesisHash: string = SOLANA_LOCALNET_GENESIS_HASH,
): CaipNetwork {
  const reference = genesisHash.slice(0, 32);
  return {
    id: reference,
    name: 'Solana Localnet',
    chainNamespace: 'solana',
    caipNetworkId: `solana:${reference}`,
    nativeCurrency: SOL,
    rpcUrls: { default: { http: [rpcUrl], ...(wsUrl ? { webSocket: [wsUrl] } : {}) } },
    testnet: true,
  };
}
