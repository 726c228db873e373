import type {
  AdapterCapabilities,
  AdapterContext,
  AdapterEvent,
  ChainAdapter,
} from './ChainAdapter';
import { PorticoError } from './PorticoError';

/**
 * One adapter for a namespace out of two: `base` (e.g. the eip155 adapter's browser wallets)
 * and `side`, an adapter of connectors that span namespaces (the pairing protocol, the
 * embedded wallet). The registry holds one adapter per namespace, so this is how a namespace
 * offers them all. Calls about a connector go to the adapter that lists it; reads and the
 * chain module stay with `base`; the connector list the modal sees is always both lists together.
 */
export function joinAdapters(
  base: ChainAdapter,
  side: ChainAdapter,
  capabilities: Partial<AdapterCapabilities>,
  name: string,
): ChainAdapter {
  if (!(side.namespaces ?? [side.namespace]).includes(base.namespace)) {
    throw new PorticoError('ADAPTER_INVALID', 'Invalid adapter', {
      details: `${name}: a ${side.namespace} adapter for a ${base.namespace} adapter`,
    });
  }
  const owner = (connectorId: string): ChainAdapter =>
    side.getConnectors().some((c) => c.id === connectorId) ? side : base;
  const connectors = () => [...side.getConnectors(), ...base.getConnectors()];
  // The error table loads only when a wallet is asked what it cannot do.
  const unsupported = (method: string) =>
    import('./providerErrors').then(({ ProviderRpcError }) => {
      throw new ProviderRpcError(4200, `The wallet does not support ${method}`);
    });

  return {
    namespace: base.namespace,
    chain: base.chain,
    capabilities: { ...base.capabilities, ...capabilities },
    setup(context: AdapterContext) {
      // Either side's list change replaces the namespace's whole list: send both.
      const emit = (event: AdapterEvent) =>
        context.emit(
          event.type === 'connectorsChanged' ? { ...event, connectors: connectors() } : event,
        );
      // The side speaks to this namespace's wallets with the base's chain module.
      side.setup({ ...context, chain: base.chain, emit });
      base.setup({ ...context, emit });
    },
    getConnectors: connectors,
    connect: (parameters) => owner(parameters.connectorId).connect(parameters),
    reconnect: (parameters) => owner(parameters.connectorId).reconnect(parameters),
    disconnect: (parameters) => owner(parameters.connectorId).disconnect(parameters),
    getAccounts: (parameters) => owner(parameters.connectorId).getAccounts(parameters),
    switchNetwork: (parameters) => owner(parameters.connectorId).switchNetwork(parameters),
    getBalance: (parameters) => base.getBalance(parameters),
    signMessage: (parameters) => owner(parameters.connectorId).signMessage(parameters),
    sendTransaction: (parameters) => owner(parameters.connectorId).sendTransaction(parameters),
    // Reads of the chain, not of a wallet: the base adapter's transport answers them.
    ...(base.transport && { transport: base.transport.bind(base) }),
    // A token send where the base sends tokens itself: through the connector's own adapter.
    ...(base.sendToken && {
      sendToken: (parameters: Parameters<NonNullable<ChainAdapter['sendToken']>>[0]) => {
        const adapter = owner(parameters.connectorId);
        return adapter.sendToken ? adapter.sendToken(parameters) : unsupported('a token send');
      },
    }),
    // Wallet requests go to the side that lists the connector.
    getAssets: (parameters) => {
      const adapter = owner(parameters.connectorId);
      return adapter.getAssets ? adapter.getAssets(parameters) : unsupported('wallet_getAssets');
    },
    request: (parameters) => {
      const adapter = owner(parameters.connectorId);
      return adapter.request ? adapter.request(parameters) : unsupported(parameters.method);
    },
    destroy() {
      side.destroy();
      base.destroy();
    },
  };
}
