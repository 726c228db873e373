import type {
  Account,
  AdapterContext,
  ChainAdapter,
  ConnectResult,
} from '../../src/adapter/ChainAdapter';
import type { CaipNetwork, CaipNetworkId } from '../../src/adapter/CaipNetwork';
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../src/adapter/chainNamespace';
import type { ChainModule } from '../../src/adapter/ChainModule';
import type { ConnectorInfo } from '../../src/adapter/ConnectorInfo';
import { PorticoError } from '../../src/adapter/PorticoError';
import { ProviderRpcError, toProviderError } from '../../src/adapter/providerErrors';
import {
  createFallbackTransport,
  type FallbackTransport,
} from '../../src/adapter/rpc/createFallbackTransport';
import { createHttpTransport } from '../../src/adapter/rpc/createHttpTransport';
import { pairWithUri, type PairingRun } from './pairWithUri';
import { relayUnreachable } from './toPairingError';
import { relayerOf, whileRelayReachable } from './whileRelayReachable';
import { buildNamespaces } from './universalNamespaces';
import {
  loadUniversalProvider,
  type UniversalProviderLike,
  type UniversalProviderLoader,
} from './UniversalProviderLike';
import { sessionAccounts } from './sessionAccounts';
import { subscribeSession } from './subscribeSession';

export type {
  UniversalProviderInitOptions,
  UniversalProviderLike,
  UniversalProviderLoader,
} from './UniversalProviderLike';

export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect';

export interface UniversalAdapterOptions {
  /** The namespace it answers for when used alone (not through `withPairing`). Default `eip155`. */
  namespace?: ChainNamespace;
  /**
   * Chain modules for a universal adapter used alone (`portico/adapters/eip155`'s
   * `eip155Chain`, …): how to sign, send and read on each chain. Through `withPairing` each
   * namespace's own adapter gives its module. Without one, a namespace still pairs and
   * connects, but signing, sending and reads throw 'The wallet does not support this method'.
   */
  chains?: readonly ChainModule[];
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
  /** Methods and events to ask the wallet for, for every namespace. Default per namespace. */
  methods?: string[];
  events?: string[];
  /**
   * How long to wait for the relay to give a pairing URI, and how long a request may wait for
   * the wallet while the relay stays disconnected. Default 15000 ms.
   */
  relayTimeoutMs?: number;
  /** Loads the provider. Default: a dynamic import of `@walletconnect/universal-provider`. */
  loadProvider?: UniversalProviderLoader;
}

/**
 * Pairing (WalletConnect v2) on `@walletconnect/universal-provider`. `setup` only announces
 * the `walletConnect` connector; the SDK is imported on the first connect or reconnect. One
 * instance may be the pairing of several namespaces' adapters (`withPairing`): it is set up
 * once per namespace and proposes ONE session covering all of them (one QR, one approval).
 * What differs by chain comes from each namespace's chain module, never from its name.
 */
export function universalAdapter(options: UniversalAdapterOptions = {}): ChainAdapter {
  const primary = options.namespace ?? 'eip155';
  const connectorId = WALLETCONNECT_CONNECTOR_ID;
  const contexts = new Map<ChainNamespace, AdapterContext>();
  const relayTimeoutMs = options.relayTimeoutMs ?? 15_000;
  const ownChains = new Map((options.chains ?? []).map((chain) => [chain.namespace, chain]));
  let providerPromise: Promise<UniversalProviderLike> | null = null;
  const unsubscribes: (() => void)[] = [];
  const transports = new Map<string, FallbackTransport>();
  const info = (namespace: ChainNamespace): ConnectorInfo => ({
    id: connectorId,
    name: 'WalletConnect',
    namespace,
    kind: 'pairing',
    group: 'walletConnect',
    installed: false,
  });
  const chainOf = (namespace: ChainNamespace) =>
    contexts.get(namespace)?.chain ?? ownChains.get(namespace);
  const anyContext = () => contexts.get(primary) ?? [...contexts.values()][0];

  const provider = (): Promise<UniversalProviderLike> => {
    const context = anyContext();
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

  /** Session events of each namespace go to that namespace's adapter. */
  const subscribe = (p: UniversalProviderLike) => {
    while (unsubscribes.length > 0) unsubscribes.pop()!();
    for (const [namespace, context] of contexts)
      unsubscribes.push(subscribeSession(p, namespace, connectorId, context.emit));
  };

  /** The session's accounts: the asked namespace's chain first, and every other namespace's. */
  const resultOf = (p: UniversalProviderLike, network: CaipNetwork): ConnectResult | null => {
    const namespace = network.chainNamespace;
    const own = p.session ? sessionAccounts(p.session, namespace) : [];
    if (own.length === 0) return null;
    // The wallet's chain for the first account; the requested one when it approved that.
    const chains = own.map((a) => a.caipNetworkId);
    const caipNetworkId = chains.includes(network.caipNetworkId)
      ? network.caipNetworkId
      : chains[0]!;
    const accounts: Account[] = own
      .filter((a) => a.caipNetworkId === caipNetworkId)
      .map((a) => a.account);
    const others: Partial<Record<ChainNamespace, CaipNetworkId>> = {};
    for (const other of contexts.keys()) {
      if (other === namespace || !p.session) continue;
      const theirs = sessionAccounts(p.session, other);
      if (theirs.length === 0) continue;
      others[other] = theirs[0]!.caipNetworkId;
      accounts.push(
        ...theirs.filter((a) => a.caipNetworkId === theirs[0]!.caipNetworkId).map((a) => a.account),
      );
    }
    subscribe(p);
    return {
      accounts,
      caipNetworkId,
      ...(Object.keys(others).length > 0 ? { chains: others } : {}),
    };
  };

  let pairing: PairingRun | null = null;

  /** One proposal for every namespace this adapter was set up for, the asked one's chain first. */
  const pair = async (p: UniversalProviderLike, network: CaipNetwork) => {
    pairing?.stop(); // a refresh or retry supersedes the pairing still on screen
    const overrides = {
      ...(options.methods ? { methods: options.methods } : {}),
      ...(options.events ? { events: options.events } : {}),
    };
    const namespaces = Object.assign(
      {},
      ...[...contexts].map(([namespace, context]) =>
        buildNamespaces(
          namespace,
          context.networks,
          overrides,
          namespace === network.chainNamespace ? network.caipNetworkId : undefined,
          chainOf(namespace),
        ),
      ),
    );
    const run = pairWithUri(p, namespaces, anyContext()?.emit ?? (() => undefined), {
      connectorId,
      relayTimeoutMs,
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

  const request = async (
    method: string,
    params: unknown[] | Readonly<Record<string, unknown>>,
    chain: CaipNetworkId,
  ) => {
    try {
      const p = await provider();
      // Bounded like pairing: a relay down for relayTimeoutMs fails it ('Relay unreachable').
      return await whileRelayReachable(
        p.request({ method, params }, chain),
        relayerOf(p),
        relayTimeoutMs,
      );
    } catch (error) {
      throw toProviderError(error);
    }
  };

  const unsupported = (what: string, namespace: string) =>
    new PorticoError('UNSUPPORTED_METHOD', 'The wallet does not support this method', {
      details: `${what} on ${namespace}: no chain module`,
    });

  /** Hex addresses match whatever their case (EIP-55); base58 and others only exactly. */
  const sameAddress = (a: string, b: string) =>
    a === b || (a.startsWith('0x') && a.toLowerCase() === b.toLowerCase());

  /** The namespace and chain of the session account `address` (a sign carries no network). */
  const sessionChainOf = async (address: string) => {
    const p = providerPromise ? await providerPromise : null;
    for (const namespace of contexts.keys()) {
      const found = p?.session
        ? sessionAccounts(p.session, namespace).find((a) => sameAddress(a.account.address, address))
        : undefined;
      if (found) return { namespace, caipNetworkId: found.caipNetworkId };
    }
    const first = anyContext()?.networks[0];
    if (!first) throw new PorticoError('NETWORK_NOT_FOUND', 'Network not found');
    return { namespace: first.chainNamespace, caipNetworkId: first.caipNetworkId };
  };

  const capabilities = () => {
    const chains = [...contexts.keys(), primary].map(chainOf);
    return {
      send: chains.some((chain) => chain?.requests.sendTransaction !== undefined),
      signTypedData: false,
      switchNetwork: true,
      walletConnect: true,
      smartAccount: false,
      names: false,
      activity: false,
    };
  };

  const adapter: ChainAdapter = {
    namespace: primary,
    namespaces: CHAIN_NAMESPACES,
    adapterType: 'universal',
    get capabilities() {
      return capabilities();
    },

    setup(context) {
      const namespace = context.namespace ?? primary;
      contexts.set(namespace, context);
      // Announce only: no import, no socket, no storage read until the visitor picks it.
      context.emit({ type: 'connectorsChanged', connectors: [info(namespace)] });
    },

    getConnectors: () => [...(contexts.size > 0 ? contexts.keys() : [primary])].map(info),

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
      while (unsubscribes.length > 0) unsubscribes.pop()!();
      if (!providerPromise) return;
      const p = await providerPromise;
      if (!p.session) return; // one session for every namespace: ended once
      try {
        await p.disconnect();
      } catch {
        // The relay may be gone: the session is forgotten locally and expires on the wallet.
      }
    },

    async getAccounts() {
      if (!providerPromise) return [];
      const p = await providerPromise;
      if (!p.session) return [];
      return [...contexts.keys()].flatMap((namespace) =>
        sessionAccounts(p.session!, namespace).map((a): Account => a.account),
      );
    },

    async switchNetwork({ network }) {
      const p = await provider();
      const switching = chainOf(network.chainNamespace)?.requests.switchChain?.(network);
      if (switching) await request(switching.method, switching.params, network.caipNetworkId);
      p.setDefaultChain?.(network.caipNetworkId);
    },

    async getBalance({ address, network }) {
      const chain = chainOf(network.chainNamespace);
      if (!chain?.getNativeBalance) throw unsupported('getBalance', network.chainNamespace);
      const value = await chain.getNativeBalance(transportFor(network), address);
      return { value, ...network.nativeCurrency };
    },

    async estimateFee({ network, ...tx }) {
      const chain = chainOf(network.chainNamespace);
      if (!chain?.estimateFee) throw unsupported('estimateFee', network.chainNamespace);
      return chain.estimateFee(transportFor(network), tx).catch((error: unknown) => {
        throw chain.toTransactionError?.(error) ?? error;
      });
    },

    async signMessage({ address, message }) {
      const { namespace, caipNetworkId } = await sessionChainOf(address);
      const chain = chainOf(namespace);
      if (!chain) throw unsupported('signMessage', namespace);
      // Some chains' wallets take named params and wrap the signature (solana_signMessage).
      const { method, params } =
        chain.requests.signMessageWithNamedParams?.(address, message) ??
        chain.requests.signMessage(address, message);
      const answer = await request(method, params, caipNetworkId);
      const signature = chain.requests.signatureOf ? chain.requests.signatureOf(answer) : answer;
      if (!chain.requests.isSignature(signature))
        throw new PorticoError('INVALID_SIGNATURE', 'Error signing message', {
          details: String(signature),
        });
      return signature;
    },

    async sendTransaction({ network, from, to, value, data }) {
      const chain = chainOf(network.chainNamespace);
      const sending = chain?.requests.sendTransaction?.({
        from,
        to,
        value,
        ...(data ? { data } : {}),
      });
      if (!chain || !sending) throw unsupported('sendTransaction', network.chainNamespace);
      const hash = await request(sending.method, sending.params, network.caipNetworkId).catch(
        (error: unknown) => {
          // Spec §8: the chain module types a node's refusal (insufficient funds, revert, …).
          throw chain.toTransactionError?.(error) ?? error;
        },
      );
      if (!chain.requests.isTransactionHash(hash))
        throw new PorticoError(
          'INVALID_TRANSACTION_HASH',
          'The wallet returned an invalid transaction hash',
          { details: String(hash) },
        );
      return hash;
    },

    // A wallet's own methods (e.g. wallet_grantPermissions) only where the session lists them.
    async request({ method, params }) {
      const session = (await provider()).session;
      const namespace = [...contexts.keys()].find((ns) =>
        session?.namespaces[ns]?.methods.includes(method),
      );
      const chain = namespace && sessionAccounts(session!, namespace)[0]?.caipNetworkId;
      if (!chain) throw new ProviderRpcError(4200, `The wallet does not support ${method}`);
      return request(method, params, chain);
    },

    parseUnits(value, decimals) {
      const chain = chainOf(primary);
      if (!chain) throw unsupported('parseUnits', primary);
      return chain.parseUnits(value, decimals);
    },
    formatUnits(value, decimals) {
      const chain = chainOf(primary);
      if (!chain) throw unsupported('formatUnits', primary);
      return chain.formatUnits(value, decimals);
    },
    isAddress: (address) => chainOf(primary)?.isAddress(address) ?? address.trim().length > 0,

    destroy() {
      pairing?.stop();
      while (unsubscribes.length > 0) unsubscribes.pop()!();
      for (const transport of transports.values()) transport.destroy();
      transports.clear();
      contexts.clear();
    },
  };
  return adapter;
}
