import { localChain } from '../stack/chain/localChains';
import type { ConfigInput } from '../../src/config/ConfigInput';

export { localChain };

export const baseConfig: ConfigInput = { projectId: 'test-project', networks: [localChain] };

export const connectedAccount = {
  namespace: 'eip155' as const,
  connectorId: 'io.portico.dev',
  kind: 'injected' as const,
  caipAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
};
