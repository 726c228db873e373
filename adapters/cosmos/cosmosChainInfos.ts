import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import { PorticoError } from '../../src/adapter/PorticoError';
import type { CosmosChainInfo } from './CosmosChainInfo';
import { cosmosChainInfoProblem } from './checkCosmosChainInfo';
import { BUILT_IN_COSMOS_CHAINS, cosmosChainIdOf } from './cosmosNetworks';

/**
 * The chain infos the adapter knows, by chain id: the built-in ones, then the host's (one with
 * the same chain id replaces the built-in one). An invalid one is refused (CONFIG_INVALID).
 */
export function cosmosChainInfos(chains: readonly CosmosChainInfo[] = []) {
  const infos = new Map<string, CosmosChainInfo>();
  for (const info of [...BUILT_IN_COSMOS_CHAINS, ...chains]) {
    const problem = cosmosChainInfoProblem(info);
    if (problem)
      throw new PorticoError('CONFIG_INVALID', `Invalid cosmos adapter option: ${problem}`);
    infos.set(info.chainId, info);
  }

  const find = (network: Pick<CaipNetwork, 'caipNetworkId'>): CosmosChainInfo | undefined => {
    const chainId = cosmosChainIdOf(network);
    return chainId === undefined ? undefined : infos.get(chainId);
  };

  return {
    find,
    /** The network's chain info; CHAIN_NOT_SUPPORTED when the adapter has none. */
    of(network: Pick<CaipNetwork, 'caipNetworkId'>): CosmosChainInfo {
      const info = find(network);
      if (!info)
        throw new PorticoError('CHAIN_NOT_SUPPORTED', 'Chain is not supported', {
          details: `${network.caipNetworkId} has no cosmos chain info: pass it in cosmosAdapter({ chains })`,
        });
      return info;
    },
    /** Why some of `networks` cannot be used (no chain info), or undefined when all can. */
    problem(networks: readonly CaipNetwork[]): string | undefined {
      const missing = networks.filter(
        (network) =>
          network.chainNamespace === 'cosmos' && !infos.has(cosmosChainIdOf(network) ?? ''),
      );
      if (missing.length === 0) return undefined;
      return `${missing.map((network) => network.caipNetworkId).join(', ')} ${
        missing.length === 1 ? 'has' : 'have'
      } no cosmos chain info: pass it in cosmosAdapter({ chains })`;
    },
  };
}
