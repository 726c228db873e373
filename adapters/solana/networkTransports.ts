import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import type { FallbackTransport } from '../../src/adapter/rpc/createFallbackTransport';

/**
 * One transport per network over its RPC URLs, made on its first read (no request before).
 * With `rank`, a network with several URLs ranks them by `getHealth` pings. The RPC
 * client (and zod, which checks its envelopes) loads with the first read, not the adapter.
 */
export function networkTransports(rank: boolean) {
  const transports = new Map<string, Promise<FallbackTransport>>();
  const create = async (network: CaipNetwork) => {
    const [{ createFallbackTransport }, { createHttpTransport }] = await Promise.all([
      import('../../src/adapter/rpc/createFallbackTransport'),
      import('../../src/adapter/rpc/createHttpTransport'),
    ]);
    const urls = network.rpcUrls.default.http;
    return createFallbackTransport(
      urls.map((url) => createHttpTransport(url)),
      { rank: rank && urls.length > 1 && { ping: { method: 'getHealth' } } },
    );
  };
  return {
    get(network: CaipNetwork): Promise<FallbackTransport> {
      let transport = transports.get(network.caipNetworkId);
      if (!transport) {
        transport = create(network);
        transports.set(network.caipNetworkId, transport);
      }
      return transport;
    },
    destroy() {
      // A transport still being made is stopped once it is.
      for (const transport of transports.values()) void transport.then((t) => t.destroy());
      transports.clear();
    },
  };
}
