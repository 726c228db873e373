import type { IdentifierString, Wallet, WalletAccount, WalletIcon } from '@wallet-standard/base';
import type { StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features';
import type { DevWalletOutcome } from '../types';

/*
 * The Wallet Standard's bitcoin features (ExodusMovement/bitcoin-wallet-standard, v1.0.0 of
 * each), declared here: no package of them is a dependency.
 */

/** What an address is for: `payment` (BIP84 p2wpkh here) or `ordinals` (BIP86 p2tr). */
export type BitcoinAddressPurpose = 'payment' | 'ordinals';

export interface BitcoinConnectInput {
  /** The addresses the site asks to use, without duplicates; answered in this order. */
  readonly purposes: readonly BitcoinAddressPurpose[];
}
export interface BitcoinConnectOutput {
  /** One account per purpose asked for, in the order of `purposes`. */
  readonly accounts: readonly WalletAccount[];
}
export type BitcoinConnectFeature = {
  readonly 'bitcoin:connect': {
    readonly version: '1.0.0';
    readonly connect: (input: BitcoinConnectInput) => Promise<BitcoinConnectOutput>;
  };
};

export interface BitcoinSignMessageInput {
  readonly account: WalletAccount;
  /** The message, as raw bytes. */
  readonly message: Uint8Array;
}
export interface BitcoinSignMessageOutput {
  /** The message bytes that were signed. */
  readonly signedMessage: Uint8Array;
  /**
   * BIP-322 "simple": the serialized witness stack of the virtual `to_sign` transaction;
   * legacy: a BIP-137 compact signature (65 bytes: header, r, s).
   */
  readonly signature: Uint8Array;
}
export type BitcoinSignMessageFeature = {
  readonly 'bitcoin:signMessage': {
    readonly version: '1.0.0';
    readonly signMessage: (
      ...inputs: readonly BitcoinSignMessageInput[]
    ) => Promise<readonly BitcoinSignMessageOutput[]>;
  };
};

/** The PSBT inputs one account signs. */
export interface BitcoinInputToSign {
  readonly account: WalletAccount;
  /** Indexes of the PSBT's inputs that account signs. */
  readonly signingIndexes: readonly number[];
  /** A SIGHASH flag; default SIGHASH_ALL (p2wpkh) or SIGHASH_DEFAULT (p2tr). */
  readonly sigHash?: number;
}
export interface BitcoinSignTransactionInput {
  /** The PSBT (BIP-174), as raw bytes. */
  readonly psbt: Uint8Array;
  /** A chain the wallet serves, e.g. `bitcoin:regtest`. */
  readonly chain: IdentifierString;
  readonly inputsToSign: readonly BitcoinInputToSign[];
}
export interface BitcoinSignTransactionOutput {
  /** The PSBT with the signatures added (partialSig / tapKeySig), not finalised. */
  readonly signedPsbt: Uint8Array;
}
export type BitcoinSignTransactionFeature = {
  readonly 'bitcoin:signTransaction': {
    readonly version: '1.0.0';
    readonly signTransaction: (
      ...inputs: readonly BitcoinSignTransactionInput[]
    ) => Promise<readonly BitcoinSignTransactionOutput[]>;
  };
};

/** The features the wallet implements, each a call `controls.calls` records by this name. */
export type BitcoinDevWalletMethod =
  'bitcoin:connect' | 'standard:disconnect' | 'bitcoin:signMessage' | 'bitcoin:signTransaction';

export type BitcoinDevWalletFeatures = BitcoinConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  BitcoinSignMessageFeature &
  BitcoinSignTransactionFeature;

/** The scriptable behaviour, read at the moment each prompt answers. */
export interface BitcoinDevWalletScript {
  /** How connect and signing prompts answer: `'reject'` throws 4001. Default `'approve'`. */
  behavior: 'approve' | 'reject';
  /** How long each prompt "thinks" before it answers, in ms. Default 0. */
  delayMs: number;
  /**
   * A locked wallet shows the site no account: connect throws 4100, `wallet.accounts` is
   * empty, signing throws 4100. Default false.
   */
  locked: boolean;
  /**
   * How `bitcoin:signMessage` signs: `'bip322'` (BIP-322 "simple", both addresses) or
   * `'legacy'` (BIP-137 compact, the payment address only). Default `'bip322'`.
   */
  messageSignature: 'bip322' | 'legacy';
}

/** The wallet as a test sees it: a snapshot, never live. */
export interface BitcoinDevWalletState {
  /** This origin authorised the wallet (remembered in storage): the purposes it granted. */
  authorized: boolean;
  /** The site has a connection (authorised at start or by an approved connect). */
  connected: boolean;
  locked: boolean;
  /** The active account's dev index. */
  accountIndex: number;
  /** The active account's payment address (BIP84 p2wpkh), whether or not the site sees it. */
  payment: string;
  /** The active account's ordinals address (BIP86 p2tr), whether or not the site sees it. */
  ordinals: string;
  /** The purposes the site may see (empty when not authorised). */
  purposes: readonly BitcoinAddressPurpose[];
  chains: readonly IdentifierString[];
}

/** Drives the wallet from a test or the demo's host controls, as its user would. */
export interface BitcoinDevWalletControls extends BitcoinDevWalletScript {
  /** Prompts answer with approval from now on (`behavior = 'approve'`). */
  approve(): void;
  /** Prompts throw 4001 'User rejected the request.' from now on (`behavior = 'reject'`). */
  reject(): void;
  /** Locks the wallet; the site sees `change` with no accounts if it was connected. */
  lock(): void;
  /** Unlocks it; a connected site sees its accounts again. */
  unlock(): void;
  /** Scripts the next call of `method` only, ahead of `behavior`. */
  next(method: BitcoinDevWalletMethod, outcome: DevWalletOutcome): void;
  /** Makes dev account `index` (one the wallet holds) active; emits `change` when visible. */
  switchAccount(index: number): void;
  /** Replaces the wallet's chains; emits `change` with the chains (and accounts, if visible). */
  setChains(chains: readonly IdentifierString[]): void;
  /** Disconnects the site from the wallet's side and forgets its authorisation. */
  disconnect(): void;
  /** The features called so far, oldest first. */
  readonly calls: readonly BitcoinDevWalletMethod[];
  clearCalls(): void;
  /** How often since this page load the wallet asked its user to connect (an origin granted the purposes is never asked). */
  readonly connectPrompts: number;
  getState(): BitcoinDevWalletState;
}

export interface BitcoinDevWallet extends Wallet {
  readonly features: BitcoinDevWalletFeatures;
  /** The authorised accounts of the active dev account: payment, then ordinals. */
  readonly accounts: readonly WalletAccount[];
  readonly isPorticoDevWallet: true;
  readonly controls: BitcoinDevWalletControls;
}

/** Where the wallet remembers which sites it authorised (localStorage by default). */
export type BitcoinDevWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface BitcoinDevWalletOptions {
  /** Default 'Portico Dev Wallet'; also names its storage key. */
  name?: string;
  /** Default the dev wallet's SVG icon. */
  icon?: WalletIcon;
  /** The Wallet Standard chains it serves; default `['bitcoin:regtest']`. */
  chains?: readonly IdentifierString[];
  /** The dev accounts the wallet holds, by index (0..3); default `[0, 1, 2, 3]`. */
  accountIndices?: readonly number[];
  /** The dev account active at start; default the first of `accountIndices`. */
  accountIndex?: number;
  /**
   * Start as authorised by this origin (a returning visitor, whatever storage says): `true`
   * grants both purposes, a list those. Default: what storage remembers.
   */
  authorized?: boolean | readonly BitcoinAddressPurpose[];
  /** Initial script; change it later through `wallet.controls`. */
  script?: Partial<BitcoinDevWalletScript>;
  /** Default `localStorage` when the page has one; null remembers nothing across reloads. */
  storage?: BitcoinDevWalletStorage | null;
}
