import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { ConnectorGroup } from '../../config/defaults';

/** A way to connect a wallet, as listed on the Connect view. Plain data. */
export interface ConnectorInfo {
  id: string;
  name: string;
  namespace: ChainNamespace;
  group: Exclude<ConnectorGroup, 'recent'>;
  imageUrl?: string;
  /** Reverse-DNS id announced through EIP-6963, when there is one. */
  rdns?: string;
  installed: boolean;
}
