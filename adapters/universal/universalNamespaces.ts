import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import type { ChainNamespace } from '../../src/adapter/chainNamespace';
import type { UniversalNamespaceRequest } from './UniversalProviderLike';

/** The methods and events a dapp asks a wallet for, per namespace. */
export const DEFAULT_METHODS: Partial<Record<ChainNamespace, string[]>> = {
  eip155: [
    'eth_accounts',
    'eth_requestAccounts',
    'eth_chainId',
    'eth_sendTransaction',
    'personal_sign',
    'eth_signTypedData_v4',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
  ],
  solana: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
};

export const DEFAULT_EVENTS: Partial<Record<ChainNamespace, string[]>> = {
  eip155: ['accountsChanged', 'chainChanged'],
  solana: ['accountsChanged', 'chainChanged'],
};

/**
 * `rpcMap` from the configured networks' first RPC URL, keyed both by the chain reference
 * (`31337`, what the eip155 sub-provider looks up) and by the CAIP-2 id (what the generic one
 * looks up), so reads go to the app's own nodes, never to the SDK's default RPC.
 */
export function buildRpcMap(networks: readonly CaipNetwork[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const network of networks) {
    const url = network.rpcUrls.default.http[0];
    if (!url) continue;
    map[network.caipNetworkId] = url;
    map[network.caipNetworkId.slice(network.caipNetworkId.indexOf(':') + 1)] = url;
  }
  return map;
}

/** The CAIP namespaces to propose, built from the configured networks of `namespace`. */
export function buildNamespaces(
  namespace: ChainNamespace,
  networks: readonly CaipNetwork[],
  overrides: { methods?: string[]; events?: string[] } = {},
  defaultChain?: string,
): Record<string, UniversalNamespaceRequest> {
  const own = networks.filter((n) => n.chainNamespace === namespace);
  if (own.length === 0) return {};
  return {
    [namespace]: {
      chains: own.map((n) => n.caipNetworkId),
      methods: overrides.methods ?? DEFAULT_METHODS[namespace] ?? [],
      events: overrides.events ?? DEFAULT_EVENTS[namespace] ?? [],
      rpcMap: buildRpcMap(own),
      ...(defaultChain ? { defaultChain } : {}),
    },
  };
}
