import { ProviderRpcError } from './providerErrors';
import type { AdapterContext, AdapterEvent, ChainAdapter } from './ChainAdapter';
import { PorticoError } from './PorticoError';

/**
 * One adapter for a namespace out of two: `base` (e.g. the eip155 adapter's browser wallets)
 * and `pairing` (the universal adapter's WalletConnect connector). The registry holds one
 * adapter per namespace, so this is how a namespace offers both. Calls about a connector go to
 * the adapter that lists it; reads and units stay with `base`; the connector list the modal
 * sees is always both lists together.
 */
export function withPairing(base: ChainAdapter, pairing: ChainAdapter): ChainAdapter {
  if (!(pairing.namespaces ?? [pairing.namespace]).includes(base.namespace)) {
    throw new PorticoError('ADAPTER_INVALID', 'Invalid adapter', {
      details: `withPairing: ${pairing.namespace} pairing for a ${base.namespace} adapter`,
    });
  }
  const owner = (connectorId: string): ChainAdapter =>
    pairing.getConnectors().some((c) => c.id === connectorId) ? pairing : base;
  const connectors = () => [...pairing.getConnectors(), ...base.getConnectors()];

  return {
    namespace: base.namespace,
    adapterType: base.adapterType,
    ...(base.chain ? { chain: base.chain } : {}),
    capabilities: { ...base.capabilities, walletConnect: true },
    setup(context: AdapterContext) {
      // Either side's list change replaces the namespace's whole list: send both.
      const emit = (event: AdapterEvent) =>
        context.emit(
          event.type === 'connectorsChanged' ? { ...event, connectors: connectors() } : event,
        );
      // The pairing protocol speaks to this namespace's wallets with the base's chain module.
      pairing.setup({ ...context, ...(base.chain ? { chain: base.chain } : {}), emit });
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
    ...(base.estimateFee && { estimateFee: base.estimateFee.bind(base) }),
    // Asset discovery goes to the side that lists the connector, as every wallet request does.
    getAssets: (parameters) => {
      const side = owner(parameters.connectorId);
      return side.getAssets
        ? side.getAssets(parameters)
        : Promise.reject(
            new ProviderRpcError(4200, 'The wallet does not support wallet_getAssets'),
          );
    },
    parseUnits: (value, decimals) => base.parseUnits(value, decimals),
    formatUnits: (value, decimals) => base.formatUnits(value, decimals),
    isAddress: (address) => base.isAddress(address),
    destroy() {
      pairing.destroy();
      base.destroy();
    },
  };
}
