import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import type { FallbackTransport } from '../../src/adapter/rpc/createFallbackTransport';
import type { RpcTransport } from '../../src/adapter/rpc/RpcTransport';

/**
 * Each network's reads over its RPC URLs in order (no ranking), one transport per network. The
 * HTTP transport and its answer checks (a schema library) load with the first read, so the
 * adapter's entry stays light at startup.
 */
export function httpTransports() {
  const transports = new Map<string, Promise<FallbackTransport>>();
  const load = (network: CaipNetwork): Promise<FallbackTransport> => {
    let transport = transports.get(network.caipNetworkId);
    if (!transport) {
      transport = import('../eip155/createNodeTransport').then(({ createNodeTransport }) =>
        createNodeTransport(network.rpcUrls.default.http, false),
      );
      transports.set(network.caipNetworkId, transport);
    }
    return transport;
  };
  return {
    of: (network: CaipNetwork): RpcTransport => ({
      request: (args) => load(network).then((transport) => transport.request(args)),
    }),
    destroy() {
      for (const transport of transports.values())
        void transport.then((loaded) => loaded.destroy());
      transports.clear();
    },
  };
}
