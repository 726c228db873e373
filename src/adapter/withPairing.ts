import type { ChainAdapter } from './ChainAdapter';
import { joinAdapters } from './joinAdapters';

/**
 * `base` (e.g. the eip155 adapter's browser wallets) with `pairing` (the universal adapter's
 * WalletConnect connector) as the namespace's one adapter: see `joinAdapters`.
 */
export function withPairing(base: ChainAdapter, pairing: ChainAdapter): ChainAdapter {
  return joinAdapters(base, pairing, { walletConnect: true }, 'withPairing');
}
