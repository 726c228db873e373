import {
  connect,
  disconnect,
  getBalance,
  reconnect,
  sendTransaction,
  signMessage,
  switchChain,
  watchConnectors,
  type Config,
  type Connector,
} from '@wagmi/core';
import type { AdapterContext, ChainAdapter, ConnectResult } from '../../src/adapter/ChainAdapter';
import { PorticoError } from '../../src/adapter/PorticoError';
import type { RpcRequestArguments } from '../../src/adapter/rpc/RpcTransport';
import { ProviderRpcError, toProviderError } from '../../src/adapter/providerErrors';
import { toHexChainId } from '../../src/adapter/hexChainId';
import { eip155Chain } from '../eip155/eip155Chain';
import { networksMismatch } from './networksMismatch';
import { addedWithoutSwitching, nodeErrorIn, toWagmiError } from './toWagmiError';
import { createWagmiBridge, toConnectResult, type WagmiBridge } from './wagmiBridge';
import { wagmiConnectorInfo, WAGMI_WALLETCONNECT_TYPE } from './wagmiConnectorInfo';
import { settledConnection } from './settledConnection';
import { forwardPairingUri } from './forwardPairingUri';

export { wagmiNetworks } from './wagmiNetworks';
/** Sign-in on EVM chains: the same rules whichever eip155 adapter connected the account. */
export { eip155SignIn } from '../eip155/eip155SignIn';

export interface WagmiAdapterOptions {
  /** The host's own `@wagmi/core` 3 config (`createConfig`), shared with its wagmi hooks. */
  config: Config;
}

type Hex = `0x${string}`;

/**
 * The eip155 adapter on the host's wagmi config: its connectors are the modal's wallets, and
 * connect, reconnect, disconnect, switch chain, balance, sign and send are wagmi actions, so
 * the host's `useConnection`/`useChainId` and the modal always see the same connection. The
 * modal owns reconnecting (docs/architecture.md, "wagmi: one owner"): with wagmi's own
 * reconnect on, the modal waits for it and adopts what it found rather than racing it.
 */
export function wagmiAdapter({ config }: WagmiAdapterOptions): ChainAdapter {
  let context: AdapterContext | null = null;
  let bridge: WagmiBridge | null = null;
  let stopConnectors: (() => void) | null = null;
  const stopPairing = new Map<string, () => void>();

  const connectorOf = (connectorId: string): Connector => {
    const found = config.connectors.find((c) => c.id === connectorId);
    if (!found)
      throw new PorticoError('CONNECTOR_NOT_FOUND', 'Wallet not found', { details: connectorId });
    return found;
  };

  const own = <T>(action: () => Promise<T>) => (bridge ? bridge.own(action) : action());

  const hasWalletConnect = () => config.connectors.some((c) => c.type === WAGMI_WALLETCONNECT_TYPE);

  const announce = () => {
    const connectors = config.connectors;
    for (const connector of connectors) {
      if (connector.type === WAGMI_WALLETCONNECT_TYPE && !stopPairing.has(connector.uid))
        stopPairing.set(
          connector.uid,
          forwardPairingUri(connector, (e) => context?.emit(e)),
        );
    }
    context?.emit({ type: 'connectorsChanged', connectors: connectors.map(wagmiConnectorInfo) });
  };

  return {
    namespace: 'eip155',
    chain: eip155Chain,
    get capabilities() {
      return {
        send: true,
        signTypedData: true,
        switchNetwork: true,
        walletConnect: hasWalletConnect(),
        smartAccount: false,
        names: true,
        activity: true,
      };
    },

    checkNetworks: (networks) => networksMismatch(config.chains, networks),

    setup(ctx) {
      context = ctx;
      bridge = createWagmiBridge(config, (event) => context?.emit(event));
      // EIP-6963 wallets reach wagmi's list as they announce themselves: no network, no prompt.
      stopConnectors = watchConnectors(config, { onChange: announce });
      announce();
    },

    getConnectors: () => config.connectors.map(wagmiConnectorInfo),

    async connect({ connectorId }) {
      const connector = connectorOf(connectorId);
      const result = await own(async () => {
        const existing = settledConnection(config, connector);
        if (existing) return existing;
        // No chainId: the wallet stays on its chain, as with every adapter; the modal decides.
        const { accounts, chainId } = await connect(config, { connector }).catch((error) => {
          throw toWagmiError(error);
        });
        return toConnectResult(accounts, chainId);
      });
      bridge?.settle();
      return result;
    },

    async reconnect({ connectorId }) {
      const connector = config.connectors.find((c) => c.id === connectorId);
      if (!connector) return null;
      const result = await own(async (): Promise<ConnectResult | null> => {
        // wagmi's own reconnect (a host's WagmiProvider) may be running: adopt what it finds.
        await wagmiIdle(config);
        const adopted = settledConnection(config, connector);
        if (adopted) return adopted;
        await reconnect(config, { connectors: [connector] }).catch(() => []);
        await wagmiIdle(config);
        return settledConnection(config, connector);
      });
      bridge?.settle();
      return result;
    },

    async disconnect({ connectorId }) {
      const connector = config.connectors.find((c) => c.id === connectorId);
      if (!connector) return;
      await own(() => disconnect(config, { connector }).catch(() => undefined));
      bridge?.settle();
    },

    async getAccounts({ connectorId }) {
      const connection = config.state.connections.get(connectorOf(connectorId).uid);
      return (connection?.accounts ?? []).map((address) => ({
        namespace: 'eip155' as const,
        address,
        type: 'eoa' as const,
      }));
    },

    async switchNetwork({ connectorId, network }) {
      const parameters = { chainId: Number(network.id), connector: connectorOf(connectorId) };
      try {
        await switchChain(config, parameters);
      } catch (error) {
        if (!addedWithoutSwitching(error)) throw toWagmiError(error);
        // The wallet knows the chain now (it added it without moving): ask once more.
        await switchChain(config, parameters).catch((again: unknown) => {
          throw toWagmiError(again);
        });
      }
    },

    async getBalance({ address, network }) {
      return getBalance(config, { address: address as Hex, chainId: Number(network.id) }).catch(
        (error: unknown) => {
          throw toWagmiError(error);
        },
      );
    },

    async signMessage({ connectorId, address, message }) {
      const signature = await signMessage(config, {
        message,
        account: address as Hex,
        connector: connectorOf(connectorId),
      }).catch((error: unknown) => {
        throw toWagmiError(error);
      });
      if (!eip155Chain.requests.isSignature(signature))
        throw new PorticoError('INVALID_SIGNATURE', 'Error signing message', {
          details: String(signature),
        });
      return signature;
    },

    async sendTransaction({ connectorId, network, from, to, value, data }) {
      const hash = await sendTransaction(config, {
        connector: connectorOf(connectorId),
        account: from as Hex,
        chainId: Number(network.id),
        to: to as Hex,
        value,
        ...(data ? { data } : {}),
      }).catch(async (error: unknown) => {
        // A rejection stays 4001; a node's refusal becomes its typed node error.
        throw await eip155Chain.toTransactionError!(toWagmiErrorKeepingCause(error));
      });
      if (!eip155Chain.requests.isTransactionHash(hash))
        throw new PorticoError(
          'INVALID_TRANSACTION_HASH',
          'The wallet returned an invalid transaction hash',
          { details: String(hash) },
        );
      return hash;
    },

    // The config's client of the network's chain (its transports), for the chain module's
    // reads; the node's error is taken out of viem's wrappers.
    async transport(network) {
      const client = config.getClient({ chainId: Number(network.id) });
      return {
        request: (args: RpcRequestArguments) =>
          client.request(args as never).catch((error: unknown) => {
            throw nodeErrorIn(error);
          }),
      };
    },

    async getAssets({ connectorId, address, network }) {
      return request(connectorOf(connectorId), 'wallet_getAssets', [
        { account: address, chainFilter: [toHexChainId(network.id)] },
      ]);
    },

    request: ({ connectorId, method, params }) => request(connectorOf(connectorId), method, params),

    destroy() {
      stopConnectors?.();
      stopConnectors = null;
      for (const stop of stopPairing.values()) stop();
      stopPairing.clear();
      bridge?.stop();
      bridge = null;
      context = null;
    },
  };
}

/** A wallet rejection keeps its 4001; anything else is the node's error for the node parser. */
function toWagmiErrorKeepingCause(error: unknown): unknown {
  const normalised = toWagmiError(error);
  return normalised instanceof ProviderRpcError && normalised.rpcCode === 4001
    ? normalised
    : nodeErrorIn(error);
}

/** Any other wallet request, straight to the connector's EIP-1193 provider. */
async function request(connector: Connector, method: string, params: unknown[]) {
  const provider = (await connector.getProvider()) as {
    request(args: { method: string; params?: unknown[] }): Promise<unknown>;
  };
  try {
    return await provider.request({ method, params });
  } catch (error) {
    throw toProviderError(error);
  }
}

/** How long the modal waits for someone else's wagmi connect or reconnect to land. */
const WAGMI_BUSY_TIMEOUT_MS = 5000;

/** Resolves once wagmi is neither connecting nor reconnecting (someone else's attempt). */
function wagmiIdle(config: Config): Promise<void> {
  const busy = () => config.state.status === 'connecting' || config.state.status === 'reconnecting';
  if (!busy()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const timer = setTimeout(done, WAGMI_BUSY_TIMEOUT_MS);
    const stop = config.subscribe(
      (state) => state.status,
      () => {
        if (!busy()) done();
      },
    );
  });
}
