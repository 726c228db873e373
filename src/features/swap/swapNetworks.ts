import type { ResolvedOptions } from '../../config/resolveConfig';

/**
 * The 12 EVM chains swaps are offered on (Ethereum, Arbitrum One, Optimism,
 * zkSync Era, Base, BNB Smart Chain, Polygon, Gnosis, Avalanche C-Chain, Fantom, Kaia and
 * Aurora). A host adds others with the `extraSwapNetworks` option.
 */
const SWAP_NETWORK_IDS = Object.freeze([
  'eip155:1',
  'eip155:42161',
  'eip155:10',
  'eip155:324',
  'eip155:8453',
  'eip155:56',
  'eip155:137',
  'eip155:100',
  'eip155:43114',
  'eip155:250',
  'eip155:8217',
  'eip155:1313161554',
] as const);

/** Whether swaps are offered on `caipNetworkId` (CAIP-2): the list or the host's additions. */
export function isSwapNetwork(
  options: Pick<ResolvedOptions, 'extraSwapNetworks'>,
  caipNetworkId: string,
): boolean {
  return (
    (SWAP_NETWORK_IDS as readonly string[]).includes(caipNetworkId) ||
    options.extraSwapNetworks.includes(caipNetworkId)
  );
}
