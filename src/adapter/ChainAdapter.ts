import type { AccountType, CaipNetwork } from './CaipNetwork';
import type { ChainNamespace } from './chainNamespace';
import type { ChainModule, FeeSpeed, TokenRef } from './ChainModule';
import type { ConnectorInfo } from './ConnectorInfo';

/** What differs between chains. Views and sagas branch on these, never on a namespace name. */
export interface AdapterCapabilities {
  send: boolean;
  signTypedData: boolean;
  switchNetwork: boolean;
  walletConnect: boolean;
  smartAccount: boolean;
  names: boolean;
  /** The product API indexes the chain: the account's activity and NFTs (EVM only). */
  activity: boolean;
}

/** An account of a connection. */
export interface Account {
  namespace: ChainNamespace;
  address: string;
  type: AccountType;
  publicKey?: string;
  path?: string;
}

export interface ConnectResult {
  /** The accounts the wallet authorised; a session across namespaces lists each one's. */
  accounts: Account[];
  /** CAIP-2 id of the chain the wallet is on; may be one the app did not configure. */
  caipNetworkId: `${string}:${string}`;
  /**
   * A session that covers other namespaces too (a pairing or embedded wallet): the chain of
   * each of those, for their accounts in `accounts`.
   */
  chains?: Partial<Record<ChainNamespace, `${string}:${string}`>>;
}

/** Events an adapter reports; a saga turns them into store events. */
export type AdapterEvent =
  | { type: 'connectorsChanged'; connectors: ConnectorInfo[] }
  | {
      type: 'accountsChanged';
      connectorId: string;
      addresses: string[];
      /**
       * The same accounts with their types, from a wallet with several kinds (bip122: payment
       * and ordinals): the modal then stays on the kind in use.
       */
      accounts?: Account[];
    }
  | { type: 'chainChanged'; connectorId: string; caipNetworkId: `${string}:${string}` }
  | { type: 'disconnected'; connectorId: string }
  /**
   * A pairing-protocol connector (capability `walletConnect`) made a pairing URI for the
   * visitor to scan; `expiresAt` is ms since the epoch (valid 4 minutes).
   */
  | { type: 'pairingUri'; connectorId: string; uri: string; expiresAt: number }
  /**
   * A connection made outside the modal (the host's own wagmi hooks, say): the modal takes it
   * as its namespace's connection, as if the visitor had connected through it.
   */
  | { type: 'connected'; connectorId: string; result: ConnectResult };

/** Injected by Portico when the adapter is set up. */
export interface AdapterContext {
  projectId: string;
  /** The namespace being set up (a pairing adapter is set up once per namespace it serves). */
  namespace?: ChainNamespace;
  /** The configured networks of this adapter's namespace. */
  networks: CaipNetwork[];
  /** The host's app metadata (config `metadata`), for pairing protocols. */
  metadata?: { name: string; description: string; url: string; icons: readonly string[] };
  /** Config `features.analytics`: an adapter sends telemetry only when this is true. */
  analytics?: boolean;
  /**
   * What differs by chain in the namespace being set up (its adapter's `chain`): a pairing
   * protocol speaks to that namespace's wallets with it. Absent for a namespace no chain
   * adapter describes.
   */
  chain?: ChainModule<unknown>;
  /** Config `safeAppHosts`: framed by one of these Safe web apps, the Safe connector shows. */
  safeAppHosts?: readonly string[];
  emit(event: AdapterEvent): void;
}

export interface ConnectParameters {
  connectorId: string;
  network: CaipNetwork;
}

/**
 * The plain-object contract every namespace adapter implements (docs/architecture.md, "The adapter
 * contract"). Methods throw `PorticoError`s; wallet errors are normalised with
 * `toProviderError`. `Transport` is what its chain module's fee estimates read through.
 */
export interface ChainAdapter<Transport = unknown> {
  readonly namespace: ChainNamespace;
  readonly capabilities: AdapterCapabilities;
  /**
   * What differs by chain in this namespace: the address rule, units, the wallet requests
   * and the reads a relay makes over JSON-RPC. Core asks units, addresses and fees only here
   * (fees through `transport`).
   */
  readonly chain: ChainModule<Transport>;
  /**
   * A source's adapter shared by several namespaces' adapters (`pairing`) is set up once per
   * namespace; it lists here which it can serve. Default: `[namespace]`.
   */
  readonly namespaces?: readonly ChainNamespace[];
  /**
   * What is wrong with the configured networks of this namespace for this adapter (one that
   * brings its own chain list, such as a wagmi config), or undefined. Asked by
   * `createWalletModal`, which refuses the config with this message. Optional.
   */
  checkNetworks?(networks: readonly CaipNetwork[]): string | undefined;
  /** Called once at startup (per namespace it serves). Must not prompt or touch the network. */
  setup(context: AdapterContext): void;
  getConnectors(): ConnectorInfo[];
  connect(parameters: ConnectParameters): Promise<ConnectResult>;
  /** Silent: returns null rather than prompting when the wallet has not authorised us. */
  reconnect(parameters: ConnectParameters): Promise<ConnectResult | null>;
  disconnect(parameters: { connectorId: string }): Promise<void>;
  getAccounts(parameters: { connectorId: string }): Promise<Account[]>;
  switchNetwork(parameters: ConnectParameters): Promise<void>;
  /** Native balance in the smallest unit, with the decimals and symbol to show it. */
  getBalance(parameters: {
    address: string;
    network: CaipNetwork;
  }): Promise<{ value: bigint; decimals: number; symbol: string }>;
  signMessage(parameters: {
    connectorId: string;
    address: string;
    message: string;
  }): Promise<string>;
  sendTransaction(parameters: {
    connectorId: string;
    network: CaipNetwork;
    from: string;
    to: string;
    value: bigint;
    data?: `0x${string}`;
    /** Where the chain prices speed (its module's send cost gave a `speed`): the one picked. */
    speed?: FeeSpeed;
  }): Promise<string>;
  /**
   * What the chain module's fee estimates read `network` through (a JSON-RPC transport over
   * the network's RPC URLs, or the adapter's own client of the chain). Optional: without it a
   * send shows no fee estimate.
   */
  transport?(network: CaipNetwork): Promise<Transport>;
  /**
   * Sends `amount` smallest units of `token` from `from` to `to` through the connector;
   * resolves with the transaction's id once the chain has it. Optional: without it a token
   * send goes through `sendTransaction` with the chain module's `tokenTransferData`.
   */
  sendToken?(parameters: {
    connectorId: string;
    network: CaipNetwork;
    from: string;
    to: string;
    token: TokenRef;
    amount: bigint;
  }): Promise<string>;
  /**
   * The wallet's own asset discovery (EIP-7811 `wallet_getAssets`) for `address` on `network`,
   * as the wallet answered it: callers check the shape.
   * Optional: only a wallet that can list assets has it, and only the auth connector's
   * balances come from it, so the connection's kind decides whether it is asked.
   */
  getAssets?(parameters: {
    connectorId: string;
    address: string;
    network: CaipNetwork;
  }): Promise<unknown>;
  /**
   * Any other wallet request (typed data, a wallet's own methods) through the connector, as
   * the wallet answered it. Optional: without it such requests are refused with 4200.
   */
  request?(parameters: {
    connectorId: string;
    method: string;
    params: unknown[];
  }): Promise<unknown>;
  destroy(): void;
}
