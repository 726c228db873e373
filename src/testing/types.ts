/** The argument of an EIP-1193 `request`. */
export interface RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | Record<string, unknown>;
}

/** What an EIP-1193 provider sends with each event. */
export interface Eip1193EventMap {
  /** The accounts the site may see; `[]` once it may see none. */
  accountsChanged: [accounts: string[]];
  /** The new chain id as a 0x-prefixed hex string. */
  chainChanged: [chainId: string];
  connect: [info: { chainId: string }];
  disconnect: [error: { code: number; message: string }];
}

export type Eip1193EventName = keyof Eip1193EventMap;

export type Eip1193Listener<E extends Eip1193EventName> = (...args: Eip1193EventMap[E]) => void;

/** The EIP-1193 provider interface, as a host app or an adapter sees it. */
export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>;
  on<E extends Eip1193EventName>(event: E, listener: Eip1193Listener<E>): this;
  removeListener<E extends Eip1193EventName>(event: E, listener: Eip1193Listener<E>): this;
}

/** How a prompt (connect, sign, send, switch, add chain) answers, or an error to throw instead. */
export type DevWalletOutcome =
  'approve' | 'reject' | { code: number; message: string; data?: unknown };

/** The scriptable behaviour, read at the moment each prompt answers. */
export interface DevWalletScript {
  /** How connect, sign and send prompts answer: `'reject'` throws 4001. Default `'approve'`. */
  behavior: 'approve' | 'reject';
  /** How long each prompt "thinks" before it answers, in ms. Default 0. */
  delayMs: number;
  /**
   * A locked wallet exposes no accounts (`eth_accounts` → `[]`, signing → 4100) and keeps
   * `eth_requestAccounts` pending until it is unlocked; see `createDevWallet`. Default false.
   */
  locked: boolean;
  /** Every `wallet_switchEthereumChain` prompt answers 4001. Default false. */
  refuseChainSwitch: boolean;
  /**
   * EIP-5792 atomic batches: the address of a contract with Simple7702Account's
   * `executeBatch((address,uint256,bytes)[])` deployed on the chain, which the account delegates
   * to (EIP-7702) with its first batch. Set, the wallet answers `wallet_getCapabilities`,
   * `wallet_sendCalls` (one prompt for the whole batch) and `wallet_getCallsStatus`; null, it
   * refuses them (4200) as a wallet without EIP-5792 does. Default null.
   */
  batchImplementation: string | null;
}

/** A chain the wallet can switch to. */
export interface DevWalletChain {
  chainId: number;
  chainName: string;
  rpcUrl: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
}

/** The wallet as a test sees it: a snapshot, never live. */
export interface DevWalletState {
  /** The site may see the active account (it connected and has not been revoked). */
  authorized: boolean;
  locked: boolean;
  /** False after `controls.disconnect()` until the next approved connect. */
  connected: boolean;
  chainId: number;
  /** The active account, whether or not the site may see it. */
  account: string;
  accountIndex: number;
  /** Every account the wallet holds. */
  addresses: readonly string[];
  chains: readonly DevWalletChain[];
}

/** Drives the wallet from a test or the demo's host controls, as its user would. */
export interface DevWalletControls extends DevWalletScript {
  /** Prompts answer with approval from now on (`behavior = 'approve'`). */
  approve(): void;
  /** Prompts answer 4001 from now on (`behavior = 'reject'`); pending locked connects reject. */
  reject(): void;
  /** Locks the wallet; the site sees `accountsChanged []` if it was connected. */
  lock(): void;
  /** Unlocks the wallet: pending connects go on to their prompt; the site sees its account again. */
  unlock(): void;
  /** Scripts the next call of `method` only, ahead of `behavior` and `refuseChainSwitch`. */
  next(method: string, outcome: DevWalletOutcome): void;
  /** Makes account `index` active; emits `accountsChanged` when the site may see it. */
  switchAccount(index: number): void;
  /** Switches chain from the wallet side (a known chain id); emits `chainChanged`. */
  setChain(chainId: number): void;
  /** Drops the connection: emits `disconnect` (4900) and `accountsChanged []`. */
  disconnect(): void;
  getState(): DevWalletState;
}

export interface DevWallet extends Eip1193Provider {
  readonly isPorticoDevWallet: true;
  readonly controls: DevWalletControls;
}

/** An ERC-20 token the wallet watches: `wallet_getAssets` reports its balance from the chain. */
export interface DevWalletAsset {
  /** The token contract. */
  address: string;
  name: string;
  symbol: string;
  /** Reported as they are (the contract is not asked). */
  decimals: number;
  /** The USD price reported with it; default none. */
  price?: number;
  iconUrl?: string;
  /** Only on this chain; default every chain where a contract is at `address`. */
  chainId?: number;
}

export interface DevWalletOptions {
  /** The chains the wallet knows: chain id → JSON-RPC URL. At least one. */
  chains: Readonly<Record<number, string>>;
  /** The chain it starts on; defaults to the lowest chain id of `chains`. */
  chainId?: number;
  /** The keys it signs with; defaults to anvil's ten dev keys. */
  privateKeys?: readonly string[];
  /** The account active at start; default 0. */
  accountIndex?: number;
  /** Start already connected to the site (a returning visitor); default false. */
  authorized?: boolean;
  /** Initial script; change it later through `wallet.controls`. */
  script?: Partial<DevWalletScript>;
  /** Timeout of each call to a chain's RPC, in ms; default 10 000. */
  rpcTimeoutMs?: number;
  /** The fetch to reach RPC URLs with; defaults to the global one at call time. */
  fetch?: typeof fetch;
  /**
   * The tokens `wallet_getAssets` (EIP-7811) reports beside the native currency, each with
   * its balance read from the chain (`balanceOf`). Default none.
   */
  assets?: readonly DevWalletAsset[];
  /** The USD price `wallet_getAssets` gives the native currency; default none. */
  nativePrice?: number;
}
