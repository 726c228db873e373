import type { ChainAdapter } from '../../adapter/ChainAdapter';
import type { ChainNamespace } from '../../adapter/chainNamespace';
import { joinAdapters } from '../../adapter/joinAdapters';
import { PorticoError } from '../../adapter/PorticoError';
import type {
  RunningWalletSource,
  WalletSource,
  WalletSourceContext,
  WalletSourceKind,
} from '../../adapter/WalletSource';
import type { AuthLoader } from '../../frame/createAuthLoader';

/** What each kind of source keeps running for the modal (the embedded wallet: its loader). */
interface RunningSources {
  pairing: RunningWalletSource;
  embeddedWallet: AuthLoader;
}

/** Sources join in this order, whatever the config's: a namespace lists the last one first. */
const JOIN_ORDER: readonly WalletSourceKind[] = ['pairing', 'embeddedWallet'];

/**
 * The adapters registered at startup, one per namespace, each with the wallet sources that
 * serve its namespace joined to it. Lives in the saga context.
 */
export class AdapterRegistry {
  private readonly byNamespace = new Map<ChainNamespace, ChainAdapter>();
  private readonly running = new Map<WalletSourceKind, RunningWalletSource>();

  /**
   * `adapters` and `sources` were checked with the config (one adapter per namespace, one
   * source per kind, each source serving a registered namespace). Each source starts here,
   * once, with the modal's `context`.
   */
  constructor(
    adapters: readonly ChainAdapter[],
    withSources?: { sources: readonly WalletSource[]; context: WalletSourceContext },
  ) {
    for (const adapter of adapters) this.byNamespace.set(adapter.namespace, adapter);
    const sources = [...(withSources?.sources ?? [])].sort(
      (a, b) => JOIN_ORDER.indexOf(a.kind) - JOIN_ORDER.indexOf(b.kind),
    );
    for (const source of sources) {
      const running = source.start(withSources!.context);
      this.running.set(source.kind, running);
      for (const namespace of source.namespaces) {
        const base = this.byNamespace.get(namespace);
        if (base)
          this.byNamespace.set(
            namespace,
            joinAdapters(base, running.adapter, source.capabilities ?? {}, source.kind),
          );
      }
    }
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

  /** The running source of `kind`, or undefined where the config registers none. */
  source<K extends WalletSourceKind>(kind: K): RunningSources[K] | undefined {
    return this.running.get(kind) as RunningSources[K] | undefined;
  }
}
