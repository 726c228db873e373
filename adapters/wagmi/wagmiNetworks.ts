import type { Config } from '@wagmi/core';
import type { CaipNetwork } from '../../src/adapter/CaipNetwork';

/**
 * The wagmi config's chains as the modal's `networks`, so a host lists its chains once:
 * `networks: wagmiNetworks(config)`.
 */
export function wagmiNetworks(config: Pick<Config, 'chains'>): CaipNetwork[] {
  return config.chains.map((chain) => ({
    id: chain.id,
    name: chain.name,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${chain.id}`,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: { default: { http: [...chain.rpcUrls.default.http] } },
    ...(chain.blockExplorers
      ? {
          blockExplorers: {
            default: {
              name: chain.blockExplorers.default.name,
              url: chain.blockExplorers.default.url,
            },
          },
        }
      : {}),
    ...(chain.testnet !== undefined ? { testnet: chain.testnet } : {}),
  }));
}
