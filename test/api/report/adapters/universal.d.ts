import { ChainNamespace, ChainModule, ChainAdapter } from '../index.js';

/**
 * The part of `@walletconnect/universal-provider`'s `UniversalProvider` the adapter uses. Typed
 * here so the SDK stays an optional peer (its types are not needed to build) and so tests can
 * script a fake.
 */
interface UniversalSessionNamespace {
    /** CAIP-10 ids, `namespace:reference:address`. */
    accounts: string[];
    chains?: string[];
    methods: string[];
    events: string[];
}
interface UniversalSession {
    topic: string;
    namespaces: Record<string, UniversalSessionNamespace>;
}
interface UniversalNamespaceRequest {
    chains: string[];
    methods: string[];
    events: string[];
    rpcMap?: Record<string, string>;
    defaultChain?: string;
}
type UniversalListener = (...args: never[]) => void;
interface UniversalProviderLike {
    session?: UniversalSession | undefined;
    connect(params: {
        optionalNamespaces: Record<string, UniversalNamespaceRequest>;
    }): Promise<unknown>;
    disconnect(): Promise<void>;
    request(args: {
        method: string;
        params?: unknown;
    }, chain?: string): Promise<unknown>;
    setDefaultChain?(chain: string, rpcUrl?: string): void;
    on(event: string, listener: UniversalListener): void;
    removeListener(event: string, listener: UniversalListener): void;
}
/** The options the adapter gives `UniversalProvider.init`. */
interface UniversalProviderInitOptions {
    projectId: string;
    relayUrl?: string;
    metadata?: {
        name: string;
        description: string;
        url: string;
        icons: string[];
    };
    telemetryEnabled: boolean;
    customStoragePrefix?: string;
}
type UniversalProviderLoader = (options: UniversalProviderInitOptions) => Promise<UniversalProviderLike>;

declare const WALLETCONNECT_CONNECTOR_ID = "walletConnect";
interface UniversalAdapterOptions {
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
    metadata?: {
        name: string;
        description: string;
        url: string;
        icons: string[];
    };
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
declare function universalAdapter(options?: UniversalAdapterOptions): ChainAdapter;

export { WALLETCONNECT_CONNECTOR_ID, universalAdapter };
export type { UniversalAdapterOptions, UniversalProviderInitOptions, UniversalProviderLike, UniversalProviderLoader };
