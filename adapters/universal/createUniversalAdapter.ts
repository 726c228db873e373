import type { Account, AdapterContext, ChainAdapter } from '../../src/adapter/ChainAdapter';
import type { CaipNetwork, CaipNetworkId } from '../../src/adapter/CaipNetwork';
import { CHAIN_NAMESPACES, type ChainNamespace } from '../../src/adapter/chainNamespace';
import type { ChainModule } from '../../src/adapter/ChainModule';
import { PorticoError } from '../../src/adapter/PorticoError';
import { ProviderRpcError, toProviderError } from '../../src/adapter/providerErrors';
import { httpTransports } from './httpTransports';
import { noChainModule, pairingOnlyChain } from './noChainModule';
import { pairingConnector } from './pairingConnector';
import { pairWithUri, type PairingRun } from './pairWithUri';
import { relayerOf, whileRelayReachable } from './whileRelayReachable';
import { proposalNamespaces } from './proposalNamespaces';
import { providerOnce } from './providerOnce';
import type { UniversalProviderLike, UniversalProviderLoader } from './UniversalProviderLike';
import { sessionAccounts } from './sessionAccounts';
import { sessionChainOf } from './sessionChainOf';
import { sessionConnectResult } from './sessionConnectResult';
import { subscribeSession } from './subscribeSession';
import { universalCapabilities } from './universalCapabilities';

export type {
  UniversalProviderInitOptions,
  UniversalProviderLike,
  UniversalProviderLoader,
} from './UniversalProviderLike';

export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect';

export interface UniversalAdapterOptions {
  /** The namespace it answers for when used alone (not as a `pairing` source). Default `eip155`. */
  namespace?: ChainNamespace;
  /**
   * Chain modules for a universal adapter used alone (`portico/adapters/eip155`'s
   * `eip155Chain`, …): how to sign, send and read on each chain. As a `pairing` source each
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
 * instance may pair several namespaces (`pairing(universalAdapter())` in `sources`): it is set up
 * once per namespace and proposes ONE session covering all of them (one QR, one approval).
 * What differs by chain comes from each namespace's chain module, never from its name.
 */
export function universalAdapter(options: UniversalAdapterOptions = {}): ChainAdapter {
  const primary = options.namespace ?? 'eip155';
  const connectorId = WALLETCONNECT_CONNECTOR_ID;
  const contexts = new Map<ChainNamespace, AdapterContext>();
  const relayTimeoutMs = options.relayTimeoutMs ?? 15_000;
  const ownChains = new Map((options.chains ?? []).map((chain) => [chain.namespace, chain]));
  const unsubscribes: (() => void)[] = [];
  const transports = httpTransports();
  const transportFor = transports.of;
  const info = (namespace: ChainNamespace) => pairingConnector(connectorId, namespace);
  const chainOf = (namespace: ChainNamespace) =>
    contexts.get(namespace)?.chain ?? ownChains.get(namespace);
  const anyContext = () => contexts.get(primary) ?? [...contexts.values()][0];

  const providers = providerOnce(options, anyContext);
  const provider = providers.get;

  /** Session events of each namespace go to that namespace's adapter. */
  const subscribe = (p: UniversalProviderLike) => {
    while (unsubscribes.length > 0) unsubscribes.pop()!();
    for (const [namespace, context] of contexts)
      unsubscribes.push(subscribeSession(p, namespace, connectorId, context.emit));
  };

  /** The session's accounts on `network`, its events followed from now on (null: none). */
  const resultOf = (p: UniversalProviderLike, network: CaipNetwork) => {
    const result = sessionConnectResult(p.session, network, contexts.keys());
    if (result) subscribe(p);
    return result;
  };

  let pairing: PairingRun | null = null;

  /** One proposal for every namespace this adapter was set up for, the asked one's chain first. */
  const pair = async (p: UniversalProviderLike, network: CaipNetwork) => {
    pairing?.stop(); // a refresh or retry supersedes the pairing still on screen
    const overrides = {
      ...(options.methods ? { methods: options.methods } : {}),
      ...(options.events ? { events: options.events } : {}),
    };
    const namespaces = proposalNamespaces(contexts, network, overrides, chainOf);
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

  const adapter: ChainAdapter = {
    namespace: primary,
    namespaces: CHAIN_NAMESPACES,
    // Used alone: its namespace's module (option `chains`); through `withPairing`, the base's.
    get chain() {
      return chainOf(primary) ?? pairingOnlyChain(primary);
    },
    get capabilities() {
      return universalCapabilities([...contexts.keys(), primary].map(chainOf));
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
      const loaded = providers.loaded();
      if (!loaded) return;
      const p = await loaded;
      if (!p.session) return; // one session for every namespace: ended once
      try {
        await p.disconnect();
      } catch {
        // The relay may be gone: the session is forgotten locally and expires on the wallet.
      }
    },

    async getAccounts() {
      const loaded = providers.loaded();
      if (!loaded) return [];
      const p = await loaded;
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
      if (!chain?.getNativeBalance) throw noChainModule('getBalance', network.chainNamespace);
      const value = await chain.getNativeBalance(transportFor(network), address);
      return { value, ...network.nativeCurrency };
    },

    // The chain module's fee estimates read over the network's RPC URLs.
    transport: async (network) => transportFor(network),

    async signMessage({ address, message }) {
      const loaded = providers.loaded();
      const p = loaded ? await loaded : null;
      const { namespace, caipNetworkId } = sessionChainOf(
        p?.session,
        contexts.keys(),
        address,
        anyContext()?.networks[0],
      );
      const chain = chainOf(namespace);
      if (!chain) throw noChainModule('signMessage', namespace);
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
      if (!chain || !sending) throw noChainModule('sendTransaction', network.chainNamespace);
      const hash = await request(sending.method, sending.params, network.caipNetworkId).catch(
        async (error: unknown) => {
          // The chain module types a node's refusal (insufficient funds, revert, …).
          throw (await chain.toTransactionError?.(error)) ?? error;
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

    destroy() {
      pairing?.stop();
      while (unsubscribes.length > 0) unsubscribes.pop()!();
      transports.destroy();
      contexts.clear();
    },
  };
  return adapter;
}
