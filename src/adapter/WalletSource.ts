import type { AdapterCapabilities, ChainAdapter } from './ChainAdapter';
import type { ChainNamespace } from './chainNamespace';
import type { UserOperationReceipt } from './UserOperationReceipt';

/** The sources Portico knows: a pairing protocol's wallets, the embedded wallet. */
export type WalletSourceKind = 'pairing' | 'embeddedWallet';

/** The modal's own services, lent to a source when a modal starts it. */
export interface WalletSourceContext {
  /** The modal's storage (the host's `storage`, guarded): a source keeps its login here. */
  storage: {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
    removeItem(key: string): void;
  };
  /** Config `debug`. */
  debug: boolean;
  /** The modal's last used chain (CAIP-2), read when needed. */
  lastUsedChain(): string | null;
  /** Config `defaultAccountTypes`. */
  defaultAccountTypes: Readonly<Partial<Record<ChainNamespace, string>>>;
  /**
   * `eth_getUserOperationReceipt` through the product API's bundler (its answer checked
   * there): present only with an `apiUrl`.
   */
  getUserOperationReceipt?(
    caipNetworkId: string,
    userOpHash: string,
  ): Promise<UserOperationReceipt | null>;
}

/** A source as one modal runs it: the adapter of its connectors, and what else it keeps. */
export interface RunningWalletSource {
  /** Listed beside each served namespace's own wallets; handles its own connectors' calls. */
  readonly adapter: ChainAdapter;
}

/**
 * Wallets that come from elsewhere than one namespace's adapter and serve several
 * namespaces: a pairing protocol, the embedded wallet. Registered in the config's `sources`;
 * the modal joins each to the adapter of every namespace it serves that has one.
 */
export interface WalletSource<Running extends RunningWalletSource = RunningWalletSource> {
  readonly kind: WalletSourceKind;
  /** The namespaces it can serve, as declared; it serves those with a registered adapter. */
  readonly namespaces: readonly ChainNamespace[];
  /** What a served namespace's adapter can do besides its own (pairing: `walletConnect`). */
  readonly capabilities?: Partial<AdapterCapabilities>;
  /** The page it frames, if any (the embedded wallet's secure site): a strict CSP's frame-src. */
  readonly frameUrl?: string;
  /** Once per modal, at its creation: no network, no prompt, no heavy import. */
  start(context: WalletSourceContext): Running;
}
