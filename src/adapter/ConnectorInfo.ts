import type { ChainNamespace } from './chainNamespace';

/** Where a connector is listed on the Connect view (spec §1 connector order, less `recent`). */
export type ConnectorGroup =
  'walletConnect' | 'injected' | 'featured' | 'custom' | 'external' | 'recommended';

/** A way to connect a wallet, as an adapter announces it. Plain data: it goes into the store. */
export interface ConnectorInfo {
  id: string;
  name: string;
  namespace: ChainNamespace;
  group: ConnectorGroup;
  imageUrl?: string;
  /** Reverse-DNS id announced through EIP-6963, when there is one. */
  rdns?: string;
  installed: boolean;
}
