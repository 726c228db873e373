import type {
  Account,
  AdapterContext,
  AdapterEvent,
  ChainAdapter,
  ConnectResult,
} from '../../src/adapter/ChainAdapter';
import type { CaipNetwork, CaipNetworkId } from '../../src/adapter/CaipNetwork';
import type { ChainNamespace } from '../../src/adapter/chainNamespace';
import type { ConnectorInfo } from '../../src/adapter/ConnectorInfo';
import { PorticoError } from '../../src/adapter/PorticoError';
import { toProviderError } from '../../src/adapter/providerErrors';
import {
  createFallbackTransport,
  type FallbackTransport,
} from '../../src/adapter/rpc/createFallbackTransport';
import { createHttpTransport } from '../../src/adapter/rpc/createHttpTransport';
import { isEvmAddress } from '../eip155/evmAddress';
import { formatUnits, parseUnits } from '../eip155/units';
import { pairWithUri, type PairingRun } from './pairWithUri';
import { relayUnreachable } from './toPairingError';
import { buildNamespaces } from './universalNamespaces';
import {
  loadUniversalProvider,
  type UniversalProviderLike,
  type UniversalProviderLoader,
} from './UniversalProviderLike';
import { sessionAccounts, utf8ToHex } from './sessionAccounts';
import { subscribeSession } from './subscribeSession';

export type {
  UniversalProviderInitOptions,
  UniversalProviderLike,
  UniversalProviderLoader,
} from './UniversalProviderLike';

export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect';

export interface UniversalAdapterOptions {
  /** The namespace this adapter serves (one adapter per namespace). Default `eip155`. */
  namespace?: ChainNamespace;
  /** The relay, e.g. `ws://127.0.0.1:8787`. Default the SDK's own relay. */
  relayUrl?: string;
  /** App metadata shown in the wallet. Default the config's `metadata`. */
  metadata?: { name: string; description: string; url: string; icons: string[] };
  /**
   * SDK telemetry. Default false; true only takes effect while the config's
   * `features.analytics` is on, so the host opts in twice and never by accident.
   */
  telemetryEnabled?: boolean;
  /** Keeps this client's storage apart from another WalletConnect client in the page. */
  customStoragePrefix?: string;
  /** Methods and events to ask the wallet for. Default per namespace (eip155, solana). */
  methods?: string[];
  events?: string[];
  /** How long to wait for the relay to give a pairing URI. Default 15000 ms. */
  relayTimeoutMs?: number;
  /** Loads the provider. Default: a dynamic import of `@walletconnect/universal-provider`. */
  loadProvider?: UniversalProviderLoader;
}

/**
 * Pairing (WalletConnect v2) on `@walletconnect/universal-provider`. `setup` only announces
 * the `walletConnect` connector; the SDK is imported on the first connect or reconnect.
 */
export function universalAdapter(options: UniversalAdapterOptions = {}): ChainAdapter {
  const namespace = options.namespace ?? 'eip155';
  const connectorId = WALLETCONNECT_CONNECTOR_ID;
  const info: ConnectorInfo = {
    id: connectorId,
    name: 'WalletConnect',
    namespace,
    kind: 'pairing',
    group: 'walletConnect',
    installed: false,
  };
  let context: AdapterContext | null = null;
  let providerPromise: Promise<UniversalProviderLike> | null = null;
  let unsubscribe: (() => void) | null = null;
  const transports = new Map<string, FallbackTransport>();
  const emit = (event: AdapterEvent) => context?.emit(event);

  const provider = (): Promise<UniversalProviderLike> => {
    if (!context)
      return Promise.reject(new PorticoError('ADAPTER_NOT_SET_UP', 'Failed to connect'));
    const { projectId, analytics } = context;
    const metadata = options.metadata ?? context.metadata;
    providerPromise ??= (options.loadProvider ?? loadUniversalProvider)({
      projectId,
      telemetryEnabled: options.telemetryEnabled === true && analytics === true,
      ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
      ...(metadata ? { metadata: { ...metadata, icons: [...metadata.icons] } } : {}),
      ...(options.customStoragePrefix ? { customStoragePrefix: options.customStoragePrefix } : {}),
    }).catch((error: unknown) => {
      providerPromise = null; // a later attempt may load it
      throw relayUnreachable(error);
    });
    return providerPromise;
  };

  const subscribe = (p: UniversalProviderLike) => {
    unsubscribe?.();
    unsubscribe = subscribeSession(p, namespace, connectorId, emit);
  };

  const resultOf = (p: UniversalProviderLike, network: CaipNetwork): ConnectResult | null => {
    const accounts = p.session ? sessionAccounts(p.session, namespace) : [];
    if (accounts.length === 0) return null;
    // The wallet's chain for the first account; the requested one when it approved that.
    const chains = accounts.map((a) => a.caipNetworkId);
    const caipNetworkId = chains.includes(network.caipNetworkId)
      ? network.caipNetworkId
      : chains[0]!;
    subscribe(p);
    return {
      accounts: accounts.filter((a) => a.caipNetworkId === caipNetworkId).map((a) => a.account),
      caipNetworkId,
    };
  };

  let pairing: PairingRun | null = null;

  const pair = async (p: UniversalProviderLike, network: CaipNetwork) => {
    pairing?.stop(); // a refresh or retry supersedes the pairing still on screen
    const overrides = {
      ...(options.methods ? { methods: options.methods } : {}),
      ...(options.events ? { events: options.events } : {}),
    };
    const namespaces = buildNamespaces(
      namespace,
      context?.networks ?? [],
      overrides,
      network.caipNetworkId,
    );
    const run = pairWithUri(p, namespaces, emit, {
      connectorId,
      relayTimeoutMs: options.relayTimeoutMs ?? 15_000,
    });
    pairing = run;
    try {
      await run.done;
    } finally {
      if (pairing === run) pairing = null;
    }
  };

  const transportFor = (network: CaipNetwork): FallbackTransport => {
    let transport = transports.get(network.caipNetworkId);
    if (!transport) {
      transport = createFallbackTransport(
        network.rpcUrls.default.http.map((url) => createHttpTransport(url)),
        { rank: false },
      );
      transports.set(network.caipNetworkId, transport);
    }
    return transport;
  };

  const request = async (method: string, params: unknown[], chain: CaipNetworkId) => {
    try {
      return await (await provider()).request({ method, params }, chain);
    } catch (error) {
      throw toProviderError(error);
    }
  };

  const requireEip155 = (what: string) => {
    if (namespace !== 'eip155')
      throw new PorticoError('UNSUPPORTED_METHOD', 'The wallet does not support this method', {
        details: `${what} on ${namespace}`,
      });
  };

  const activeChain = (): CaipNetworkId => {
    const first = context?.networks[0];
    if (!first) throw new PorticoError('NETWORK_NOT_FOUND', 'Network not found');
    return first.caipNetworkId;
  };

  return {
    namespace,
    adapterType: 'universal',
    capabilities: {
      send: namespace === 'eip155',
      signTypedData: namespace === 'eip155',
      switchNetwork: true,
      walletConnect: true,
      smartAccount: false,
      names: false,
    },

    setup(ctx) {
      context = ctx;
      // Announce only: no import, no socket, no storage read until the visitor picks it.
      ctx.emit({ type: 'connectorsChanged', connectors: [info] });
    },

    getConnectors: () => [info],

    async connect({ network }) {
      const p = await provider();
      await pair(p, network);
      const result = resultOf(p, network);
      if (!result) throw new PorticoError('NO_ACCOUNTS', 'The wallet returned no account');
      return result;
    },

    async reconnect({ network }) {
      // Called only for a stored connection: restoring it is worth loading the SDK.
      return resultOf(await provider(), network);
    },

    async disconnect() {
      unsubscribe?.();
      if (!providerPromise) return;
      const p = await providerPromise;
      if (!p.session) return;
      try {
        await p.disconnect();
      } catch {
        // The relay may be gone: the session is forgotten locally and expires on the wallet.
      }
    },

    async getAccounts() {
      if (!providerPromise) return [];
      const p = await providerPromise;
      return p.session ? sessionAccounts(p.session, namespace).map((a): Account => a.account) : [];
    },

    async switchNetwork({ network }) {
      const p = await provider();
      if (namespace === 'eip155') {
        await request(
          'wallet_switchEthereumChain',
          [{ chainId: `0x${BigInt(network.id).toString(16)}` }],
          network.caipNetworkId,
        );
      }
      p.setDefaultChain?.(network.caipNetworkId);
    },

    async getBalance({ address, network }) {
      requireEip155('getBalance');
      const hex = await transportFor(network).request({
        method: 'eth_getBalance',
        params: [address, 'latest'],
      });
      if (typeof hex !== 'string' || !/^0x[0-9a-fA-F]*$/.test(hex))
        throw new PorticoError('INVALID_BALANCE', 'The node returned an invalid balance', {
          details: String(hex),
        });
      return { value: BigInt(hex === '0x' ? 0 : hex), ...network.nativeCurrency };
    },

    async signMessage({ address, message }) {
      requireEip155('signMessage');
      const signature = await request(
        'personal_sign',
        [utf8ToHex(message), address],
        activeChain(),
      );
      if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]{62,}$/.test(signature))
        throw new PorticoError('INVALID_SIGNATURE', 'Error signing message', {
          details: String(signature),
        });
      return signature;
    },

    async sendTransaction({ network, from, to, value, data }) {
      requireEip155('sendTransaction');
      const hash = await request(
        'eth_sendTransaction',
        [{ from, to, value: `0x${value.toString(16)}`, ...(data ? { data } : {}) }],
        network.caipNetworkId,
      ).catch((error: unknown) => {
        // The namespace's chain module (given through withPairing) types a node's refusal.
        throw context?.chain?.toTransactionError?.(error) ?? error;
      });
      if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash))
        throw new PorticoError(
          'INVALID_TRANSACTION_HASH',
          'The wallet returned an invalid transaction hash',
          { details: String(hash) },
        );
      return hash;
    },

    parseUnits,
    formatUnits,
    isAddress: (address) =>
      namespace === 'eip155' ? isEvmAddress(address) : address.trim().length > 0,

    destroy() {
      pairing?.stop();
      unsubscribe?.();
      for (const transport of transports.values()) transport.destroy();
      transports.clear();
      context = null;
    },
  };
}
