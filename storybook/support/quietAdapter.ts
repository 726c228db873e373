import type { ChainAdapter } from '../../src/adapter/ChainAdapter';
import type { ChainNamespace } from '../../src/adapter/chainNamespace';

/**
 * An adapter of `namespace` that announces no wallet and connects none: a source (the
 * embedded wallet) serves only a namespace with an adapter, while a story or view test lists
 * its connectors itself.
 */
export const quietAdapter = (namespace: ChainNamespace): ChainAdapter =>
  ({
    namespace,
    adapterType: 'ethers',
    capabilities: {},
    setup: () => undefined,
    getConnectors: () => [],
    connect: () => Promise.reject(new Error('a quiet adapter connects nothing')),
    reconnect: () => Promise.resolve(null),
    disconnect: () => Promise.resolve(),
    destroy: () => undefined,
  }) as unknown as ChainAdapter;
