import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import { PorticoError } from '../../src/adapter/PorticoError';
import type * as EsploraClientModule from './createEsploraClient';
import type { EsploraClient } from './createEsploraClient';

let esploraModule: Promise<typeof EsploraClientModule> | undefined;

/**
 * The Esplora client, loaded with the first read or send: it (and zod, which checks its
 * answers) is no part of the adapter's startup. One load per page; a failed one is tried again.
 */
const loadEsplora = () =>
  (esploraModule ??= import('./createEsploraClient').catch((cause: unknown) => {
    esploraModule = undefined;
    throw cause;
  }));

/** The networks' Esplora APIs (each network's first RPC URL), one client per URL. */
export function esploraClients(requestTimeoutMs: number) {
  const clients = new Map<string, EsploraClient>();
  return {
    async of(network: CaipNetwork): Promise<EsploraClient> {
      const url = network.rpcUrls.default.http[0];
      if (!url)
        throw new PorticoError('CHAIN_NOT_SUPPORTED', 'Chain is not supported', {
          details: `${network.caipNetworkId} has no Esplora URL (rpcUrls.default.http)`,
        });
      const { createEsploraClient } = await loadEsplora();
      let client = clients.get(url);
      if (!client) {
        client = createEsploraClient(url, { timeoutMs: requestTimeoutMs });
        clients.set(url, client);
      }
      return client;
    },
    clear: () => clients.clear(),
  };
}
