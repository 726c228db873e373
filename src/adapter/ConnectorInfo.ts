import type { ChainNamespace } from './chainNamespace';

/** Where a connector is listed on the Connect view (the `connectorOrder` groups, less `recent`). */
export type ConnectorGroup =
  'walletConnect' | 'injected' | 'featured' | 'custom' | 'external' | 'recommended';

/**
 * What a connector is: a browser wallet, a pairing protocol (WalletConnect), an
 * embedded auth wallet (email, social), or one the host brings. A `pairing` or `auth`
 * connector is one session across every namespace it serves: disconnecting it disconnects all.
 */
export type ConnectorKind = 'injected' | 'pairing' | 'auth' | 'custom';

/**
 * A way to connect a wallet, as an adapter announces it for its namespace. Plain data: it goes
 * into the store, where announcements with one `id` from several namespaces make one connector.
 */
export interface ConnectorInfo {
  id: string;
  name: string;
  namespace: ChainNamespace;
  kind: ConnectorKind;
  group: ConnectorGroup;
  imageUrl?: string;
  /** Reverse-DNS id announced through EIP-6963, when there is one. */
  rdns?: string;
  installed: boolean;
}
