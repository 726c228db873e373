import type { CaipNetwork } from '../../src/adapter/CaipNetwork';

/**
 * Why the wagmi config's chains and the modal's eip155 networks differ, naming each chain that
 * is in one list only; undefined when they are the same set. Both lists must agree: wagmi
 * reads and switches only its own chains, and the modal offers only its networks.
 */
export function networksMismatch(
  chains: readonly { id: number }[],
  networks: readonly CaipNetwork[],
): string | undefined {
  const chainIds = new Set(chains.map((chain) => `eip155:${chain.id}`));
  const networkIds = new Set<string>(networks.map((network) => network.caipNetworkId));
  const onlyInNetworks = [...networkIds].filter((id) => !chainIds.has(id));
  const onlyInWagmi = [...chainIds].filter((id) => !networkIds.has(id));
  if (onlyInNetworks.length === 0 && onlyInWagmi.length === 0) return undefined;
  const parts = [
    ...(onlyInNetworks.length > 0
      ? [`${onlyInNetworks.join(', ')} in networks but not in the wagmi config's chains`]
      : []),
    ...(onlyInWagmi.length > 0
      ? [`${onlyInWagmi.join(', ')} in the wagmi config's chains but not in networks`]
      : []),
  ];
  return `the wagmi config's chains and networks must match: ${parts.join('; ')}`;
}
