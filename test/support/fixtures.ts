import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import type { ConfigInput } from '../../src/config/configSchema';

export const localChain: CaipNetwork = {
  id: 31337,
  name: 'Local chain',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
};

export const baseConfig: ConfigInput = { projectId: 'test-project', networks: [localChain] };

export const connectedAccount = {
  namespace: 'eip155' as const,
  connectorId: 'io.portico.dev',
  caipAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
};
