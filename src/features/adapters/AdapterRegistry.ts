import type { ChainAdapter } from '../../adapter/ChainAdapter';
import type { ChainNamespace } from '../../adapter/chainNamespace';
import { PorticoError } from '../../adapter/PorticoError';

/** The adapters registered at startup, one per namespace. Lives in the saga context. */
export class AdapterRegistry {
  private readonly byNamespace = new Map<ChainNamespace, ChainAdapter>();

  /** `adapters` were checked with the config (one per namespace, the contract's methods). */
  constructor(adapters: readonly ChainAdapter[]) {
    for (const adapter of adapters) this.byNamespace.set(adapter.namespace, adapter);
  }

  all(): ChainAdapter[] {
    return [...this.byNamespace.values()];
  }

  /** 'adapter not found' for a namespace without an adapter. */
  get(namespace: ChainNamespace): ChainAdapter {
    const adapter = this.byNamespace.get(namespace);
    if (!adapter)
      throw new PorticoError('ADAPTER_NOT_FOUND', `Adapter not found for namespace ${namespace}`);
    return adapter;
  }

  has(namespace: ChainNamespace): boolean {
    return this.byNamespace.has(namespace);
  }
}
