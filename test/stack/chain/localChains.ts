import type { CaipNetwork } from '../../../src/adapter/CaipNetwork';

/** The anvil chain the offline stack runs (chain id 31337, port 8545). One definition for
 * the demo, the stories, the bench app and the tests. */
export const localChain: CaipNetwork = {
  id: 31337,
  name: 'Local chain',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};
