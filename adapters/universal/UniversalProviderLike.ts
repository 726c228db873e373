/**
 * The part of `@walletconnect/universal-provider`'s `UniversalProvider` the adapter uses. Typed
 * here so the SDK stays an optional peer (its types are not needed to build) and so tests can
 * script a fake.
 */
export interface UniversalSessionNamespace {
  /** CAIP-10 ids, `namespace:reference:address`. */
  accounts: string[];
  chains?: string[];
  methods: string[];
  events: string[];
}

export interface UniversalSession {
  topic: string;
  namespaces: Record<string, UniversalSessionNamespace>;
}

export interface UniversalNamespaceRequest {
  chains: string[];
  methods: string[];
  events: string[];
  rpcMap?: Record<string, string>;
  defaultChain?: string;
}

export type UniversalListener = (...args: never[]) => void;

export interface UniversalProviderLike {
  session?: UniversalSession | undefined;
  connect(params: {
    optionalNamespaces: Record<string, UniversalNamespaceRequest>;
  }): Promise<unknown>;
  disconnect(): Promise<void>;
  request(args: { method: string; params?: unknown }, chain?: string): Promise<unknown>;
  setDefaultChain?(chain: string, rpcUrl?: string): void;
  on(event: string, listener: UniversalListener): void;
  removeListener(event: string, listener: UniversalListener): void;
}

/** The options the adapter gives `UniversalProvider.init`. */
export interface UniversalProviderInitOptions {
  projectId: string;
  relayUrl?: string;
  metadata?: { name: string; description: string; url: string; icons: string[] };
  telemetryEnabled: boolean;
  customStoragePrefix?: string;
}

export type UniversalProviderLoader = (
  options: UniversalProviderInitOptions,
) => Promise<UniversalProviderLike>;

/**
 * The real SDK, loaded with a dynamic `import()` so it is its own chunk and never part of
 * startup: only a visitor picking WalletConnect, or a stored session to restore, loads it.
 */
export const loadUniversalProvider: UniversalProviderLoader = async (options) => {
  const { UniversalProvider } = await import('@walletconnect/universal-provider');
  return (await UniversalProvider.init(options)) as unknown as UniversalProviderLike;
};
