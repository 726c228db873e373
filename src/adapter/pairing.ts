import type { ChainAdapter } from './ChainAdapter';
import type { ChainNamespace } from './chainNamespace';
import { PorticoError } from './PorticoError';
import type { WalletSource } from './WalletSource';

export interface PairingOptions {
  /**
   * The namespaces to pair on, among those `adapter` can serve (`universalAdapter()`: all
   * five). Default all of them; each is served where an adapter of it is registered.
   */
  namespaces?: readonly ChainNamespace[];
}

/**
 * A pairing protocol's wallets (`universalAdapter()` from `portico/adapters/universal`) as a
 * source: its connector is listed in every namespace it serves, and one pairing covers them
 * all (one QR code, one approval).
 */
export function pairing(adapter: ChainAdapter, options: PairingOptions = {}): WalletSource {
  const serves = adapter.namespaces ?? [adapter.namespace];
  const namespaces = options.namespaces ?? serves;
  const unserved = namespaces.filter((namespace) => !serves.includes(namespace));
  if (unserved.length > 0)
    throw new PorticoError('ADAPTER_INVALID', 'Invalid adapter', {
      details: `pairing: the adapter cannot serve ${unserved.join(', ')}`,
    });
  return {
    kind: 'pairing',
    namespaces,
    capabilities: { walletConnect: true },
    start: () => ({ adapter }),
  };
}
