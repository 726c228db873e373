import type { ChainAdapter } from '../adapter/ChainAdapter';
import { joinAdapters } from '../adapter/joinAdapters';

/**
 * The registered adapters with the embedded wallet joined to each namespace it serves
 * (eip155 for now): its connector is listed there and handles its own connections, while the
 * namespace's adapter keeps the chain reads. Without such an adapter: unchanged.
 */
export function withAuth(adapters: readonly ChainAdapter[], auth: ChainAdapter): ChainAdapter[] {
  const served = auth.namespaces ?? [auth.namespace];
  return adapters.map((adapter) =>
    served.includes(adapter.namespace) ? joinAdapters(adapter, auth, {}, 'withAuth') : adapter,
  );
}
