import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import type { FallbackTransport } from '../../src/adapter/rpc/createFallbackTransport';
import type { Eip155AdapterOptions } from './Eip155AdapterOptions';
import type { Eip1193Provider } from './Eip1193Provider';
import { eip155Chain } from './eip155Chain';
import type { EvmToolkit } from './EvmToolkit';

const walletRequest = async (wallet: Eip1193Provider, method: string, params: unknown[]) => {
  try {
    return await wallet.request({ method, params });
  } catch (error) {
    // The error table loads with the first refusal, not at startup.
    const { toProviderError } = await import('../../src/adapter/providerErrors');
    throw toProviderError(error);
  }
};

/**
 * eip155's own toolkit, without an EVM library: reads through our JSON-RPC client (a fallback
 * transport per network, ranked by pings when asked), wallet requests as plain EIP-1193 calls,
 * units and errors from the chain module.
 */
export function createRpcToolkit(options: Pick<Eip155AdapterOptions, 'rankRpcUrls'>): EvmToolkit {
  const transports = new Map<string, Promise<FallbackTransport>>();

  // The node transport (and the schema library that checks node answers) loads with the first
  // read, not at startup: nothing reads a node before a wallet connects.
  const transportFor = (network: CaipNetwork): Promise<FallbackTransport> => {
    let transport = transports.get(network.caipNetworkId);
    if (!transport) {
      const urls = network.rpcUrls.default.http;
      transport = import('./createNodeTransport').then(({ createNodeTransport }) =>
        createNodeTransport(urls, (options.rankRpcUrls ?? true) && urls.length > 1),
      );
      transports.set(network.caipNetworkId, transport);
    }
    return transport;
  };

  return {
    chain: eip155Chain,
    getBalance: async (network, address) =>
      eip155Chain.getNativeBalance(await transportFor(network), address),
    transport: transportFor,
    signMessage(wallet, address, message) {
      const { method, params } = eip155Chain.requests.signMessage(address, message);
      return walletRequest(wallet, method, params);
    },
    sendTransaction(wallet, tx) {
      const { method, params } = eip155Chain.requests.sendTransaction!(tx);
      return walletRequest(wallet, method, params).catch(async (error: unknown) => {
        // Insufficient funds, nonce, fee cap, revert… as their typed node errors.
        throw await eip155Chain.toTransactionError!(error);
      });
    },
    destroy() {
      for (const transport of transports.values()) void transport.then((t) => t.destroy());
      transports.clear();
    },
  };
}
