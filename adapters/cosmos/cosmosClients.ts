import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import { PorticoError } from '../../src/adapter/PorticoError';
import type { CosmosChainInfo } from './CosmosChainInfo';
import type { CosmosClient } from './createCosmosClient';

/**
 * The CometBFT clients of the networks (each network's first RPC URL), one per URL; @cosmjs
 * loads with the first. A failed connection is tried again next time.
 */
export function cosmosClients(requestTimeoutMs: number) {
  const clients = new Map<string, Promise<CosmosClient>>();
  return {
    of(network: CaipNetwork, info: CosmosChainInfo): Promise<CosmosClient> {
      const url = network.rpcUrls.default.http[0] ?? info.rpc;
      let client = clients.get(url);
      if (!client) {
        client = import('./createCosmosClient')
          .catch((cause: unknown) => {
            throw new PorticoError(
              'COSMJS_MISSING',
              'Cosmos support is not installed in this app',
              {
                details:
                  'Install the optional peers @cosmjs/stargate, @cosmjs/proto-signing, @cosmjs/tendermint-rpc, @cosmjs/amino (0.39) and cosmjs-types (0.11)',
                cause,
              },
            );
          })
          .then(({ createCosmosClient }) =>
            createCosmosClient(url, { timeoutMs: requestTimeoutMs }),
          );
        const pending = client;
        pending.catch(() => {
          if (clients.get(url) === pending) clients.delete(url);
        });
        clients.set(url, pending);
      }
      return client;
    },
    destroy() {
      for (const client of clients.values())
        client.then(
          (connected) => connected.disconnect(),
          () => undefined,
        );
      clients.clear();
    },
  };
}
