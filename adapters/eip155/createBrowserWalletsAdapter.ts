import type {
  Account,
  AdapterContext,
  ChainAdapter,
  ConnectParameters,
  ConnectResult,
} from '../../src/adapter/ChainAdapter';
import { toHexChainId } from '../../src/adapter/hexChainId';
import { PorticoError } from '../../src/adapter/PorticoError';
import { discoverEip6963 } from './discoverEip6963';
import type { Eip155AdapterOptions } from './Eip155AdapterOptions';
import type { Eip1193Provider, Eip6963ProviderDetail } from './Eip1193Provider';
import { eip155Chain } from './eip155Chain';
import { isEvmAddress } from './evmAddress';
import type { EvmToolkit } from './EvmToolkit';
import { listConnectors, type ResolvedConnector } from './injectedConnectors';
import { tokenSends, withTokenSendCost } from './tokenSends';
import { toTransactionHash } from './toTransactionHash';

type Listener = (...args: unknown[]) => void;

const toCaipNetworkId = (hex: unknown): `eip155:${string}` => {
  if (typeof hex !== 'string' || !/^0x[0-9a-fA-F]+$/.test(hex)) {
    throw new PorticoError('INVALID_CHAIN_ID', 'The wallet returned an invalid chain id', {
      details: String(hex),
    });
  }
  return `eip155:${BigInt(hex).toString(10)}`;
};

const toAddresses = (value: unknown): string[] => {
  if (!Array.isArray(value) || !value.every((a) => typeof a === 'string' && isEvmAddress(a))) {
    throw new PorticoError('INVALID_ACCOUNTS', 'The wallet returned invalid accounts', {
      details: JSON.stringify(value),
    });
  }
  return value as string[];
};

/**
 * An eip155 adapter on EIP-1193 wallets: EIP-6963 discovery plus the legacy
 * `window.ethereum`, and the host's custom connectors; connection, events and switching as
 * plain wallet requests. What an EVM library does differently (reads, signing, sending,
 * units) comes from `toolkit`; the answers' shapes are checked here, whichever library it is.
 */
export function createBrowserWalletsAdapter(
  options: Eip155AdapterOptions,
  toolkit: EvmToolkit,
): ChainAdapter {
  return browserWalletsAdapter(options, toolkit);
}

function browserWalletsAdapter(options: Eip155AdapterOptions, toolkit: EvmToolkit): ChainAdapter {
  let context: AdapterContext | null = null;
  let connectors: ResolvedConnector[] = [];
  let stopDiscovery: (() => void) | null = null;
  const subscriptions = new Map<string, () => void>();
  let announcedNow: Eip6963ProviderDetail[] = [];
  // The Safe app's connector, listed first: detected by a lazy module when the page is framed.
  let safe: ResolvedConnector[] = [];
  let safeDetected: Promise<unknown> | undefined;

  const refresh = (announced = announcedNow) => {
    announcedNow = announced;
    const legacy =
      typeof window === 'undefined'
        ? undefined
        : (window as { ethereum?: Eip1193Provider }).ethereum;
    connectors = [...safe, ...listConnectors(announced, legacy, options.customConnectors ?? [])];
    context?.emit({ type: 'connectorsChanged', connectors: connectors.map((c) => c.info) });
  };

  const providerOf = (connectorId: string): Eip1193Provider => {
    const found = connectors.find((c) => c.info.id === connectorId);
    if (!found)
      throw new PorticoError('CONNECTOR_NOT_FOUND', 'Wallet not found', { details: connectorId });
    return found.provider;
  };

  const request = async (provider: Eip1193Provider, method: string, params?: unknown[]) => {
    try {
      return await provider.request(params ? { method, params } : { method });
    } catch (error) {
      // The error table loads with the first refusal, not at startup.
      const { toProviderError } = await import('../../src/adapter/providerErrors');
      throw toProviderError(error);
    }
  };

  const subscribe = (connectorId: string, provider: Eip1193Provider) => {
    subscriptions.get(connectorId)?.();
    const emit = (event: Parameters<AdapterContext['emit']>[0]) => context?.emit(event);
    const onAccounts: Listener = (accounts) => {
      const addresses = Array.isArray(accounts)
        ? accounts.filter((a): a is string => typeof a === 'string' && isEvmAddress(a))
        : [];
      emit({ type: 'accountsChanged', connectorId, addresses });
    };
    const onChain: Listener = (chainId) => {
      try {
        emit({ type: 'chainChanged', connectorId, caipNetworkId: toCaipNetworkId(chainId) });
      } catch {
        console.warn('[portico] ignored a chainChanged event with an invalid chain id');
      }
    };
    const onDisconnect: Listener = () => emit({ type: 'disconnected', connectorId });
    provider.on?.('accountsChanged', onAccounts);
    provider.on?.('chainChanged', onChain);
    provider.on?.('disconnect', onDisconnect);
    subscriptions.set(connectorId, () => {
      provider.removeListener?.('accountsChanged', onAccounts);
      provider.removeListener?.('chainChanged', onChain);
      provider.removeListener?.('disconnect', onDisconnect);
      subscriptions.delete(connectorId);
    });
  };

  const finishConnect = async (
    connectorId: string,
    provider: Eip1193Provider,
    addresses: string[],
  ): Promise<ConnectResult> => {
    const caipNetworkId = toCaipNetworkId(await request(provider, 'eth_chainId'));
    subscribe(connectorId, provider);
    const accounts: Account[] = addresses.map((address) => ({
      namespace: 'eip155',
      address,
      type: 'eoa',
    }));
    return { accounts, caipNetworkId };
  };

  return {
    namespace: 'eip155',
    chain: toolkit.sendToken ? withTokenSendCost(toolkit.chain) : toolkit.chain,
    capabilities: {
      send: true,
      signTypedData: true,
      switchNetwork: true,
      walletConnect: false,
      smartAccount: false,
      names: true,
      activity: true,
    },

    setup(ctx) {
      context = ctx;
      // Legacy and custom connectors first; announcements (answered synchronously) then add to them.
      refresh([]);
      // Discovery is local to the page (DOM events): no network, no prompt.
      if (typeof window !== 'undefined') stopDiscovery = discoverEip6963(window, refresh);
      if (typeof window !== 'undefined' && window.parent !== window)
        safeDetected = import('./safe/safeConnector')
          .then(({ safeConnector }) => {
            const found = safeConnector(window, ctx.safeAppHosts);
            if (!found || !context) return;
            safe = [found];
            refresh();
          })
          .catch((error: unknown) => console.warn('[portico] the Safe connector failed', error));
    },

    getConnectors: () => connectors.map((c) => c.info),

    async connect({ connectorId }: ConnectParameters) {
      const provider = providerOf(connectorId);
      const addresses = toAddresses(await request(provider, 'eth_requestAccounts'));
      if (addresses.length === 0)
        throw new PorticoError('NO_ACCOUNTS', 'The wallet returned no account');
      return finishConnect(connectorId, provider, addresses);
    },

    async reconnect({ connectorId }: ConnectParameters) {
      // A reload inside the Safe app: its connector is being detected still.
      await safeDetected;
      const found = connectors.find((c) => c.info.id === connectorId);
      if (!found) return null;
      // eth_accounts never prompts: an empty answer means "not authorised", so stay silent.
      const addresses = toAddresses(await request(found.provider, 'eth_accounts'));
      return addresses.length === 0 ? null : finishConnect(connectorId, found.provider, addresses);
    },

    async disconnect({ connectorId }) {
      subscriptions.get(connectorId)?.();
      const found = connectors.find((c) => c.info.id === connectorId);
      if (!found) return;
      try {
        await found.provider.request({
          method: 'wallet_revokePermissions',
          params: [{ eth_accounts: {} }],
        });
      } catch {
        // Wallets without EIP-2255 revocation: forgetting the connection locally is all we can do.
      }
    },

    async getAccounts({ connectorId }) {
      const addresses = toAddresses(await request(providerOf(connectorId), 'eth_accounts'));
      return addresses.map((address) => ({
        namespace: 'eip155' as const,
        address,
        type: 'eoa' as const,
      }));
    },

    // Switching (and adding a chain the wallet lacks) loads with the first switch.
    async switchNetwork({ connectorId, network }) {
      const provider = providerOf(connectorId);
      const { switchEthereumChain } = await import('./switchEthereumChain');
      return switchEthereumChain(provider, network);
    },

    async getBalance({ address, network }) {
      const value = await toolkit.getBalance(network, address);
      const { decimals, symbol } = network.nativeCurrency;
      return { value, decimals, symbol };
    },

    async signMessage({ connectorId, address, message }) {
      const signature = await toolkit.signMessage(providerOf(connectorId), address, message);
      if (!eip155Chain.requests.isSignature(signature)) {
        throw new PorticoError('INVALID_SIGNATURE', 'Error signing message', {
          details: String(signature),
        });
      }
      return signature;
    },

    async sendTransaction({ connectorId, from, to, value, data }) {
      const wallet = providerOf(connectorId);
      return toTransactionHash(
        await toolkit.sendTransaction(wallet, { from, to, value, ...(data ? { data } : {}) }),
      );
    },

    transport: toolkit.transport,

    async getAssets({ connectorId, address, network }) {
      // EIP-7811: one account, only the asked chain; the answer is keyed by hex chain id.
      return request(providerOf(connectorId), 'wallet_getAssets', [
        { account: address, chainFilter: [toHexChainId(network.id)] },
      ]);
    },

    request: ({ connectorId, method, params }) => request(providerOf(connectorId), method, params),

    destroy() {
      stopDiscovery?.();
      for (const unsubscribe of [...subscriptions.values()]) unsubscribe();
      toolkit.destroy();
      context = null;
    },

    ...(toolkit.sendToken && tokenSends(toolkit.sendToken, providerOf)),
  };
}
