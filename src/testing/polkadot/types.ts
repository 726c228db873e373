import type { DevWalletOutcome } from '../types';

/*
 * The injected-web3 convention Polkadot extensions share (polkadot-js, Talisman, SubWallet…;
 * @polkadot/extension-inject's types), declared here: no package of it is a dependency. The
 * signer's shapes are @polkadot/api's `Signer`, `SignerPayloadJSON` and `SignerResult`, so
 * `{ signer: injected.signer }` is a signer @polkadot/api takes as it is.
 */

/** A 0x-prefixed hex string (@polkadot/util's HexString). */
export type PolkadotHex = `0x${string}`;

export type PolkadotKeypairType = 'ed25519' | 'sr25519' | 'ecdsa' | 'ethereum';

/** One account as `accounts.get()` lists it. */
export interface PolkadotInjectedAccount {
  /** SS58; the dev wallet uses the generic prefix 42 (a dapp re-encodes for its chain). */
  address: string;
  /** The chain the account is tied to; null or absent: any chain. */
  genesisHash?: string | null;
  name?: string;
  type?: PolkadotKeypairType;
}

/** What @polkadot/api hands `signer.signPayload`: an extrinsic's signing payload, hex fields. */
export interface PolkadotSignerPayloadJSON {
  /** The signer's SS58 address (any prefix). */
  address: string;
  /** The fee asset (ChargeAssetTxPayment), hex. */
  assetId?: string;
  blockHash: string;
  blockNumber: string;
  era: string;
  genesisHash: string;
  /** CheckMetadataHash's hash, hex, when the runtime has it. */
  metadataHash?: string;
  /** The SCALE-encoded call, hex. */
  method: string;
  /** CheckMetadataHash's mode. */
  mode?: number;
  nonce: string;
  specVersion: string;
  tip: string;
  transactionVersion: string;
  /** The runtime's signed extensions, in order: they decide the payload's layout. */
  signedExtensions: string[];
  /** The extrinsic version (4). */
  version: number;
  withSignedTransaction?: boolean;
}

/** What `signer.signRaw` signs: `data` (hex, else taken as UTF-8), wrapped in <Bytes>…</Bytes>. */
export interface PolkadotSignerPayloadRaw {
  address: string;
  data: string;
  type: 'bytes' | 'payload';
}

export interface PolkadotSignerResult {
  /** This request's id, counted per wallet from 1. */
  id: number;
  /**
   * signPayload: a MultiSignature, the type byte first (`0x00…`, ed25519: 65 bytes);
   * signRaw: the bare 64-byte ed25519 signature, as polkadot-js's extension answers.
   */
  signature: PolkadotHex;
}

export interface PolkadotInjectedAccounts {
  /** The accounts the site may see: none while locked or not authorised. */
  get(anyType?: boolean): Promise<PolkadotInjectedAccount[]>;
  /** Calls `listener` with the accounts now (asynchronously) and on every change. */
  subscribe(listener: (accounts: PolkadotInjectedAccount[]) => void | Promise<void>): () => void;
}

export interface PolkadotInjectedSigner {
  signPayload(payload: PolkadotSignerPayloadJSON): Promise<PolkadotSignerResult>;
  signRaw(raw: PolkadotSignerPayloadRaw): Promise<PolkadotSignerResult>;
}

/** What `enable(originName)` resolves with. */
export interface PolkadotInjected {
  accounts: PolkadotInjectedAccounts;
  signer: PolkadotInjectedSigner;
}

/** An entry of `window.injectedWeb3`. */
export interface PolkadotInjectedExtension {
  /** The extension's display name (some extensions set one; dapps fall back to the key). */
  name?: string;
  version: string;
  enable(originName: string): Promise<PolkadotInjected>;
}

/** Where injectPolkadotDevWallet installs the wallet: `window` by default. */
export interface PolkadotInjectTarget {
  injectedWeb3?: Record<string, PolkadotInjectedExtension>;
}

/** The requests `controls.calls` records and `controls.next` scripts. */
export type PolkadotDevWalletMethod = 'enable' | 'signPayload' | 'signRaw';

/** The scriptable behaviour, read at the moment each prompt answers. */
export interface PolkadotDevWalletScript {
  /**
   * How prompts answer: `'reject'` makes enable throw `Error('Rejected')` and signing
   * `Error('Cancelled')`, the messages polkadot-js's extension rejects with. Default 'approve'.
   */
  behavior: 'approve' | 'reject';
  /** How long each prompt "thinks" before it answers, in ms. Default 0. */
  delayMs: number;
  /**
   * A locked wallet shows the site no account: enable throws, `accounts.get()` answers [],
   * the subscription gets [], signing throws. Default false.
   */
  locked: boolean;
}

/** The wallet as a test sees it: a snapshot, never live. */
export interface PolkadotDevWalletState {
  /** This origin authorised the wallet (remembered in storage: enable answers at once). */
  authorized: boolean;
  locked: boolean;
  /** The originName of the last enable call, null before one. */
  origin: string | null;
  /** The selected account's dev index: first in the list. */
  accountIndex: number;
  /** The selected account's address (prefix 42), whether or not the site may see it. */
  address: string;
  /** Every account the wallet holds, in list order (the selected one first). */
  addresses: readonly string[];
}

/** Drives the wallet from a test or the demo's host controls, as its user would. */
export interface PolkadotDevWalletControls extends PolkadotDevWalletScript {
  /** Prompts answer with approval from now on (`behavior = 'approve'`). */
  approve(): void;
  /** Prompts refuse from now on (`behavior = 'reject'`). */
  reject(): void;
  /** Locks the wallet; subscribers get [] if the site could see accounts. */
  lock(): void;
  /** Unlocks it; subscribers of an authorised site get the accounts again. */
  unlock(): void;
  /** Scripts the next call of `method` only, ahead of `behavior`. */
  next(method: PolkadotDevWalletMethod, outcome: DevWalletOutcome): void;
  /**
   * Selects dev account `index` (one the wallet holds): the list keeps every account and moves
   * that one first; subscribers get the new order when the site may see it.
   */
  switchAccount(index: number): void;
  /** Forgets this origin's authorisation; subscribers get []. The next enable prompts. */
  disconnect(): void;
  /** The requests so far, oldest first (an enable answered without a prompt too). */
  readonly calls: readonly PolkadotDevWalletMethod[];
  clearCalls(): void;
  /** How often since this page load the wallet asked its user to enable the site (an authorised origin is never asked). */
  readonly connectPrompts: number;
  getState(): PolkadotDevWalletState;
}

export interface PolkadotDevWallet {
  /** Its key in `window.injectedWeb3`. */
  readonly key: string;
  /** A display name for hosts (the convention itself carries none). */
  readonly name: string;
  /** The `window.injectedWeb3[key]` entry. */
  readonly injected: PolkadotInjectedExtension;
  readonly isPorticoDevWallet: true;
  readonly controls: PolkadotDevWalletControls;
}

/** Where the wallet remembers that this origin authorised it (localStorage by default). */
export type PolkadotDevWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PolkadotDevWalletOptions {
  /** The `window.injectedWeb3` key; default 'portico-dev'. Also names its storage key. */
  key?: string;
  /** Default 'Portico Polkadot Wallet'. */
  name?: string;
  /** The entry's `version`; default '1.0.0'. */
  version?: string;
  /** The dev accounts the wallet holds, by index (0..3); default `[0, 1, 2, 3]`. */
  accountIndices?: readonly number[];
  /** The account selected (listed first) at start; default the first of `accountIndices`. */
  accountIndex?: number;
  /** Ties every account to this chain (`genesisHash` in the list); default null: any chain. */
  genesisHash?: string | null;
  /**
   * Start as authorised by this origin (a returning visitor, whatever storage says); default:
   * what storage remembers.
   */
  authorized?: boolean;
  /** Initial script; change it later through `wallet.controls`. */
  script?: Partial<PolkadotDevWalletScript>;
  /** Default `localStorage` when the page has one; null remembers nothing across reloads. */
  storage?: PolkadotDevWalletStorage | null;
}
