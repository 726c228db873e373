import type { ChainAdapter } from '../adapter/ChainAdapter';
import { joinAdapters } from '../adapter/joinAdapters';
import type { AuthWallet } from './AuthWallet';

/**
 * The registered adapters with the embedded wallet joined to each namespace it serves
 * (eip155 for now): its connector is listed there and handles its own connections, while the
 * namespace's adapter keeps the chain reads. Null `auth` or no such adapter: unchanged.
 */
export function withAuth(adapters: readonly ChainAdapter[], auth: AuthWallet): ChainAdapter[] {
  const served = auth.namespaces ?? [auth.namespace];
  return adapters.map((adapter) =>
    served.includes(adapter.namespace) ? joinAdapters(adapter, auth, {}, 'withAuth') : adapter,
  );
}
