import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features';
import type { DevWalletOutcome } from '../types';

/** The features the wallet implements, each a call `controls.calls` records by this name. */
export type SolanaDevWalletMethod =
  | 'standard:connect'
  | 'standard:disconnect'
  | 'solana:signMessage'
  | 'solana:signTransaction'
  | 'solana:signAndSendTransaction';

export type SolanaDevWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature;

/** The scriptable behaviour, read at the moment each prompt answers. */
export interface SolanaDevWalletScript {
  /** How connect and signing prompts answer: `'reject'` throws 4001. Default `'approve'`. */
  behavior: 'approve' | 'reject';
  /** How long each prompt "thinks" before it answers, in ms. Default 0. */
  delayMs: number;
  /**
   * A locked wallet shows the site no account: connect throws 4100, a silent connect answers
   * none, signing throws 4100. Default false.
   */
  locked: boolean;
}

/** The wallet as a test sees it: a snapshot, never live. */
export interface SolanaDevWalletState {
  /** This origin authorised the wallet (remembered in storage: a silent connect answers). */
  authorized: boolean;
  /** The site has a connection (an approved or silent connect, not yet disconnected). */
  connected: boolean;
  locked: boolean;
  /** The active account's address, whether or not the site may see it. */
  account: string;
  /** The active account's dev index. */
  accountIndex: number;
  /** The addresses of every account the wallet holds, in `accountIndices` order. */
  addresses: readonly string[];
  chains: readonly IdentifierString[];
}

/** Drives the wallet from a test or the demo's host controls, as its user would. */
export interface SolanaDevWalletControls extends SolanaDevWalletScript {
  /** Prompts answer with approval from now on (`behavior = 'approve'`). */
  approve(): void;
  /** Prompts throw 4001 'User rejected the request.' from now on (`behavior = 'reject'`). */
  reject(): void;
  /** Locks the wallet; the site sees `change` with no accounts if it was connected. */
  lock(): void;
  /** Unlocks it; a connected site sees its account again. */
  unlock(): void;
  /** Scripts the next call of `method` only, ahead of `behavior`. */
  next(method: SolanaDevWalletMethod, outcome: DevWalletOutcome): void;
  /** Makes dev account `index` (one the wallet holds) active; emits `change` when visible. */
  switchAccount(index: number): void;
  /** Replaces the wallet's chains; emits `change` with the chains (and accounts, if visible). */
  setChains(chains: readonly IdentifierString[]): void;
  /** Disconnects the site from the wallet's side and forgets its authorisation. */
  disconnect(): void;
  /** The features called so far, oldest first (a silent connect too). */
  readonly calls: readonly SolanaDevWalletMethod[];
  clearCalls(): void;
  /** How often since this page load the wallet asked its user to connect (a silent connect never asks). */
  readonly connectPrompts: number;
  getState(): SolanaDevWalletState;
}

export interface SolanaDevWallet extends Wallet {
  readonly features: SolanaDevWalletFeatures;
  readonly accounts: readonly WalletAccount[];
  readonly isPorticoDevWallet: true;
  readonly controls: SolanaDevWalletControls;
}

/** Where the wallet remembers which sites it authorised (localStorage by default). */
export type SolanaDevWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SolanaDevWalletOptions {
  /** Default 'Portico Dev Wallet'; also names its storage key. */
  name?: string;
  /** Default the dev wallet's SVG icon. */
  icon?: WalletIcon;
  /** The cluster's JSON-RPC URL, where signAndSendTransaction sends (base64 sendTransaction). */
  rpcUrl?: string;
  /** Default `['solana:localnet']`. */
  chains?: readonly IdentifierString[];
  /** The dev accounts the wallet holds, by index; default `[0, 1, 2]`. */
  accountIndices?: readonly number[];
  /** The dev account active at start; default the first of `accountIndices`. */
  accountIndex?: number;
  /**
   * Start as authorised by this origin (a returning visitor, whatever storage says); default:
   * what storage remembers.
   */
  authorized?: boolean;
  /** Initial script; change it later through `wallet.controls`. */
  script?: Partial<SolanaDevWalletScript>;
  /** Default `localStorage` when the page has one; null remembers nothing across reloads. */
  storage?: SolanaDevWalletStorage | null;
  /** Timeout of each RPC call, in ms; default 10 000. */
  rpcTimeoutMs?: number;
  /** The fetch to reach `rpcUrl` with; defaults to the global one at call time. */
  fetch?: typeof fetch;
}
