import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import type { ChainNamespace } from '../../src/adapter/chainNamespace';
import type { ChainModule } from '../../src/adapter/ChainModule';
import type { UniversalNamespaceRequest } from './UniversalProviderLike';

/** Events every chain's wallet reports, asked for when a chain module names none. */
const COMMON_EVENTS = ['accountsChanged', 'chainChanged'];

/**
 * `rpcMap` from the configured networks' first RPC URL, keyed both by the chain reference
 * (`31337`, what the eip155 sub-provider looks up) and by the CAIP-2 id (what the generic one
 * looks up), so reads go to the app's own nodes, never to the SDK's default RPC.
 */
function buildRpcMap(networks: readonly CaipNetwork[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const network of networks) {
    const url = network.rpcUrls.default.http[0];
    if (!url) continue;
    map[network.caipNetworkId] = url;
    map[network.caipNetworkId.slice(network.caipNetworkId.indexOf(':') + 1)] = url;
  }
  return map;
}

/**
 * The CAIP namespaces to propose, built from the configured networks of `namespace`; the
 * methods and events come from the namespace's chain module (`pairing`), or the overrides.
 */
export function buildNamespaces(
  namespace: ChainNamespace,
  networks: readonly CaipNetwork[],
  overrides: { methods?: string[]; events?: string[] } = {},
  defaultChain?: string,
  chain?: ChainModule,
): Record<string, UniversalNamespaceRequest> {
  const own = networks.filter((n) => n.chainNamespace === namespace);
  if (own.length === 0) return {};
  return {
    [namespace]: {
      chains: own.map((n) => n.caipNetworkId),
      methods: overrides.methods ?? [...(chain?.pairing?.methods ?? [])],
      events: overrides.events ?? [...(chain?.pairing?.events ?? COMMON_EVENTS)],
      rpcMap: buildRpcMap(own),
      ...(defaultChain ? { defaultChain } : {}),
    },
  };
}
