import type { AdapterCapabilities } from '../../src/adapter/ChainAdapter';
import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import type { ChainNamespace } from '../../src/adapter/chainNamespace';
import type { Connector } from '../../src/features/connectors/types';
import type { StoryState } from './storyModal';

/** A browser wallet of one namespace, as its adapter lists it. */
export function walletOf(namespace: ChainNamespace, id: string, name: string): Connector {
  return {
    id,
    name,
    namespaces: [namespace],
    kind: 'injected',
    group: 'injected',
    installed: true,
  };
}

/** `connector`'s wallet connected on `network` with `address`, the networks slice following it. */
export function namespaceConnectedState(
  network: CaipNetwork,
  connector: Connector,
  address: string,
  capabilities: AdapterCapabilities,
): StoryState {
  const namespace = network.chainNamespace;
  return {
    connections: {
      byNamespace: {
        [namespace]: {
          status: 'connected',
          connectorId: connector.id,
          kind: 'injected',
          capabilities,
          caipAddress: `${network.caipNetworkId}:${address}`,
          addresses: [address],
        },
      },
      activeNamespace: namespace,
      attempt: null,
      reconnecting: false,
      stored: [],
    },
    connectors: { list: [connector], recent: [{ id: connector.id, namespaces: [namespace] }] },
    networks: {
      activeChain: namespace,
      activeByNamespace: { [namespace]: network.caipNetworkId },
      switch: { status: 'idle' },
    },
  };
}

/** The native balance of `address` on `network`, fetched, priced by the product API at `usd`. */
export function nativeBalanceState(
  network: CaipNetwork,
  address: string,
  amount: string,
  usd: number,
): StoryState {
  const caipAddress = `${network.caipNetworkId}:${address}`;
  const { symbol, name, decimals } = network.nativeCurrency;
  return {
    balance: {
      byCaipAddress: {
        [caipAddress]: { caipAddress, balance: amount, symbol, timestamp: Date.now() },
      },
      status: 'idle',
    },
    tokens: {
      byCaipAddress: {
        [caipAddress]: {
          caipAddress,
          status: 'loaded',
          balances: [
            {
              name,
              symbol,
              chainId: network.caipNetworkId,
              value: Number(amount) * usd,
              price: usd,
              quantity: { decimals: String(decimals), numeric: amount },
            },
          ],
          timestamp: Date.now(),
          lastFailureAt: null,
        },
      },
    },
  };
}
