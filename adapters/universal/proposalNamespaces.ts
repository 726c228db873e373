import type { AdapterContext } from '../../src/adapter/ChainAdapter';
import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import type { ChainNamespace } from '../../src/adapter/chainNamespace';
import type { ChainModule } from '../../src/adapter/ChainModule';
import { buildNamespaces } from './universalNamespaces';
import type { UniversalNamespaceRequest } from './UniversalProviderLike';

/**
 * What one proposal asks for: every namespace set up (`contexts`), the asked network's chain
 * the default of its namespace.
 */
export function proposalNamespaces(
  contexts: ReadonlyMap<ChainNamespace, AdapterContext>,
  network: CaipNetwork,
  overrides: { methods?: string[]; events?: string[] },
  chainOf: (namespace: ChainNamespace) => ChainModule | undefined,
): Record<string, UniversalNamespaceRequest> {
  return Object.assign(
    {},
    ...[...contexts].map(([namespace, context]) =>
      buildNamespaces(
        namespace,
        context.networks,
        overrides,
        namespace === network.chainNamespace ? network.caipNetworkId : undefined,
        chainOf(namespace),
      ),
    ),
  );
}
