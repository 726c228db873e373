import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import {
  createFallbackTransport,
  type FallbackTransport,
} from '../../src/adapter/rpc/createFallbackTransport';
import { createHttpTransport } from '../../src/adapter/rpc/createHttpTransport';

/** Each network's reads over its RPC URLs in order (no ranking), one transport per network. */
export function httpTransports() {
  const transports = new Map<string, FallbackTransport>();
  return {
    of(network: CaipNetwork): FallbackTransport {
      let transport = transports.get(network.caipNetworkId);
      if (!transport) {
        transport = createFallbackTransport(
          network.rpcUrls.default.http.map((url) => createHttpTransport(url)),
          { rank: false },
        );
        transports.set(network.caipNetworkId, transport);
      }
      return transport;
    },
    destroy() {
      for (const transport of transports.values()) transport.destroy();
      transports.clear();
    },
  };
}
