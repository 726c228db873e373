import type { ChainNamespace } from '../../src/adapter/chainNamespace';
import type { ConnectorInfo } from '../../src/adapter/ConnectorInfo';

/** The WalletConnect connector `id` as announced for `namespace`. */
export const pairingConnector = (id: string, namespace: ChainNamespace): ConnectorInfo => ({
  id,
  name: 'WalletConnect',
  namespace,
  kind: 'pairing',
  group: 'walletConnect',
  installed: false,
});
