/**
 * A TEST adapter for a second namespace (solana), for the unit tests of connectors and
 * pairing sessions across namespaces. It is not the Solana adapter (a later issue): it has one
 * scripted browser wallet and a minimal chain module (the base58 address rule), enough for
 * the store's side of "one connector, several namespaces".
 */
import type { ChainAdapter, ConnectResult } from '../../src/adapter/ChainAdapter';
import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import type { ChainModule } from '../../src/adapter/ChainModule';
import type { ConnectorInfo } from '../../src/adapter/ConnectorInfo';

export const SOLANA_NETWORK: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
};

export const SOLANA_ADDRESS = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv';

const testSolanaChain: ChainModule = {
  namespace: 'solana',
  isAddress: (address) => /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address),
  parseUnits: (value, decimals) => BigInt(Math.round(Number(value) * 10 ** decimals)),
  formatUnits: (value, decimals) => (Number(value) / 10 ** decimals).toString(),
  async getNativeBalance(rpc, address) {
    return BigInt(String(await rpc.request({ method: 'getBalance', params: [address] })));
  },
  requests: {
    signMessage: (address, message) => ({
      method: 'solana_signMessage',
      params: [{ message, pubkey: address }],
    }),
    isSignature: (value): value is string => typeof value === 'string' && value.length > 0,
    isTransactionHash: (value): value is string => typeof value === 'string' && value.length > 0,
  },
};

/** One scripted browser wallet for the namespace, announced with `walletId`. */
export function testSolanaAdapter(walletId = 'app.phantom'): ChainAdapter & {
  disconnects: string[];
} {
  const connectors: ConnectorInfo[] = [
    {
      id: walletId,
      name: 'Phantom',
      namespace: 'solana',
      kind: 'injected',
      group: 'injected',
      installed: true,
    },
  ];
  const answer = (): ConnectResult => ({
    accounts: [{ namespace: 'solana', address: SOLANA_ADDRESS, type: 'eoa' }],
    caipNetworkId: SOLANA_NETWORK.caipNetworkId,
  });
  const disconnects: string[] = [];
  return {
    namespace: 'solana',
    chain: testSolanaChain,
    capabilities: {
      send: false,
      signTypedData: false,
      switchNetwork: false,
      walletConnect: false,
      smartAccount: false,
      names: false,
      activity: false,
    },
    disconnects,
    setup: (context) => context.emit({ type: 'connectorsChanged', connectors }),
    getConnectors: () => connectors,
    connect: () => Promise.resolve(answer()),
    reconnect: () => Promise.resolve(answer()),
    disconnect: async ({ connectorId }) => {
      disconnects.push(connectorId);
    },
    getAccounts: () => Promise.resolve(answer().accounts),
    switchNetwork: () => Promise.resolve(),
    getBalance: () => Promise.resolve({ value: 0n, decimals: 9, symbol: 'SOL' }),
    signMessage: () => Promise.resolve('signature'),
    sendTransaction: () => Promise.reject(new Error('not in this test adapter')),
    destroy: () => undefined,
  };
}
