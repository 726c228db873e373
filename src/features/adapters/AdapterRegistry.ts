import type { ChainAdapter } from '../../adapter/ChainAdapter';
import type { ChainNamespace } from '../../adapter/chainNamespace';
import { isChainNamespace } from '../../adapter/chainNamespace';
import { PorticoError } from '../../adapter/PorticoError';

/** The adapters registered at startup, one per namespace. Lives in the saga context. */
export class AdapterRegistry {
  private readonly byNamespace = new Map<ChainNamespace, ChainAdapter>();

  constructor(adapters: readonly object[]) {
    for (const candidate of adapters) {
      const adapter = candidate as Partial<ChainAdapter>;
      if (
        !isChainNamespace(adapter.namespace) ||
        typeof adapter.connect !== 'function' ||
        typeof adapter.setup !== 'function'
      ) {
        throw new PorticoError('ADAPTER_INVALID', 'Invalid adapter', {
          details: 'An adapter needs a supported namespace and the ChainAdapter methods',
        });
      }
      if (this.byNamespace.has(adapter.namespace)) {
        throw new PorticoError('ADAPTER_DUPLICATE', `Two adapters for ${adapter.namespace}`);
      }
      this.byNamespace.set(adapter.namespace, adapter as ChainAdapter);
    }
  }

  all(): ChainAdapter[] {
    return [...this.byNamespace.values()];
  }

  /** Spec §8: 'adapter not found' for a namespace without an adapter. */
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
