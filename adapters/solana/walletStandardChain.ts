import type { CaipNetwork, CaipNetworkId } from '../../src/adapter/CaipNetwork';
import {
  SOLANA_LOCALNET_GENESIS_HASH,
  solana,
  solanaDevnet,
  solanaTestnet,
} from './solanaNetworks';

/** The Wallet Standard's cluster names of the public clusters, by CAIP-2 id. */
const PUBLIC_CLUSTERS: Readonly<Record<string, string>> = {
  [solana.caipNetworkId]: 'solana:mainnet',
  [solanaDevnet.caipNetworkId]: 'solana:devnet',
  [solanaTestnet.caipNetworkId]: 'solana:testnet',
};

const LOCALNET = 'solana:localnet';

/**
 * The Wallet Standard chain a wallet knows `network` by: a public cluster by name, any other
 * Solana network as `solana:localnet` (the standard has no other name for a private cluster).
 */
export function toWalletStandardChain(network: CaipNetwork): string {
  return PUBLIC_CLUSTERS[network.caipNetworkId] ?? LOCALNET;
}

/**
 * The CAIP-2 id of a wallet's chain: a public cluster's; for `solana:localnet` the first
 * configured non-public network, else Portico's local cluster; the chain itself when a wallet
 * names it by CAIP-2 id.
 */
export function toCaipNetworkId(
  chain: string,
  networks: readonly CaipNetwork[],
): CaipNetworkId | undefined {
  const known = Object.entries(PUBLIC_CLUSTERS).find(([, name]) => name === chain);
  if (known) return known[0] as CaipNetworkId;
  if (chain === LOCALNET)
    return (
      networks.find((n) => n.chainNamespace === 'solana' && !PUBLIC_CLUSTERS[n.caipNetworkId])
        ?.caipNetworkId ?? `solana:${SOLANA_LOCALNET_GENESIS_HASH.slice(0, 32)}`
    );
  return /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(chain) ? (chain as CaipNetworkId) : undefined;
}

/** Whether a wallet listing `chains` can act on `network`. */
export function supportsNetwork(chains: readonly string[], network: CaipNetwork): boolean {
  return chains.includes(toWalletStandardChain(network)) || chains.includes(network.caipNetworkId);
}
