import type { DevWalletOutcome } from '../types';

/*
 * Keplr's provider interface (@keplr-wallet/types 0.13, the part Cosmos dapps use), declared
 * here: neither Keplr's types nor cosmjs are dependencies. The signer shapes are structurally
 * cosmjs' (OfflineDirectSigner, OfflineAminoSigner), so SigningStargateClient takes them.
 */

export interface KeplrCurrency {
  readonly coinDenom: string;
  readonly coinMinimalDenom: string;
  readonly coinDecimals: number;
  readonly coinGeckoId?: string;
  readonly coinImageUrl?: string;
}

export interface KeplrFeeCurrency extends KeplrCurrency {
  readonly gasPriceStep?: { readonly low: number; readonly average: number; readonly high: number };
}

export interface KeplrBech32Config {
  readonly bech32PrefixAccAddr: string;
  readonly bech32PrefixAccPub: string;
  readonly bech32PrefixValAddr: string;
  readonly bech32PrefixValPub: string;
  readonly bech32PrefixConsAddr: string;
  readonly bech32PrefixConsPub: string;
}

/** What `experimentalSuggestChain` takes (Keplr's ChainInfo, the fields the wallet reads). */
export interface KeplrChainInfo {
  readonly chainId: string;
  readonly chainName: string;
  readonly rpc: string;
  readonly rest: string;
  readonly bip44: { readonly coinType: number };
  readonly bech32Config: KeplrBech32Config;
  readonly currencies: readonly KeplrCurrency[];
  readonly feeCurrencies: readonly KeplrFeeCurrency[];
  readonly stakeCurrency?: KeplrCurrency;
  readonly features?: readonly string[];
  readonly chainSymbolImageUrl?: string;
}

/** `getChainInfosWithoutEndpoints()`'s entries. */
export type KeplrChainInfoWithoutEndpoints = Omit<KeplrChainInfo, 'rpc' | 'rest'>;

/** `getKey(chainId)`'s answer. */
export interface KeplrKey {
  /** The key's name in the wallet. */
  readonly name: string;
  readonly algo: 'secp256k1';
  /** 33-byte compressed secp256k1 key. */
  readonly pubKey: Uint8Array;
  /** 20 bytes: RIPEMD160(SHA256(pubKey)). */
  readonly address: Uint8Array;
  /** The address with the chain's bech32 prefix. */
  readonly bech32Address: string;
  /** The same 20 bytes as an EIP-55 hex address (Keplr always answers it). */
  readonly ethereumHexAddress: string;
  readonly isNanoLedger: false;
  readonly isKeystone: false;
}

export type KeplrSettledResponse<T> =
  | { readonly status: 'fulfilled'; readonly value: T }
  | { readonly status: 'rejected'; readonly error: Error };

export interface CosmosCoin {
  readonly denom: string;
  readonly amount: string;
}

/** An amino message: `type` and its JSON `value`. */
export interface AminoMsg {
  readonly type: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- cosmjs' AminoMsg, whose value is any
  readonly value: any;
}

export interface StdFee {
  readonly amount: readonly CosmosCoin[];
  readonly gas: string;
  readonly granter?: string;
  readonly payer?: string;
}

/** The amino JSON sign doc (SIGN_MODE_LEGACY_AMINO_JSON, and ADR-36). */
export interface StdSignDoc {
  readonly chain_id: string;
  readonly account_number: string;
  readonly sequence: string;
  readonly timeout_height?: string;
  readonly fee: StdFee;
  readonly msgs: readonly AminoMsg[];
  readonly memo: string;
}

/** A signature with its key, as Keplr and cosmjs hand them back. */
export interface StdSignature {
  readonly pub_key: { readonly type: 'tendermint/PubKeySecp256k1'; readonly value: string };
  /** base64 of the 64-byte r‖s (low S). */
  readonly signature: string;
}

/** The SIGN_MODE_DIRECT sign doc (cosmjs-types' SignDoc). */
export interface CosmosSignDoc {
  bodyBytes: Uint8Array;
  authInfoBytes: Uint8Array;
  chainId: string;
  accountNumber: bigint;
}

export interface DirectSignResponse {
  readonly signed: CosmosSignDoc;
  readonly signature: StdSignature;
}

export interface AminoSignResponse {
  readonly signed: StdSignDoc;
  readonly signature: StdSignature;
}

/** cosmjs' AccountData. */
export interface CosmosAccountData {
  readonly address: string;
  readonly algo: 'secp256k1';
  readonly pubkey: Uint8Array;
}

/** cosmjs' OfflineAminoSigner. */
export interface CosmosOfflineAminoSigner {
  getAccounts(): Promise<readonly CosmosAccountData[]>;
  signAmino(signerAddress: string, signDoc: StdSignDoc): Promise<AminoSignResponse>;
}

/** cosmjs' OfflineDirectSigner, plus signAmino as Keplr's getOfflineSigner has it. */
export interface CosmosOfflineSigner extends CosmosOfflineAminoSigner {
  signDirect(signerAddress: string, signDoc: CosmosSignDoc): Promise<DirectSignResponse>;
}

/** Keplr's sign options: accepted and ignored (the dev wallet never edits fee or memo). */
export interface KeplrSignOptions {
  readonly preferNoSetFee?: boolean;
  readonly preferNoSetMemo?: boolean;
  readonly disableBalanceCheck?: boolean;
}

/** The Keplr-compatible object the wallet installs as `window.keplr` (or `leap` …). */
export interface CosmosDevWalletProvider {
  /** The wallet's name (real Keplr has none; hosts that read one show it instead of 'Keplr'). */
  readonly name: string;
  /** A data: URL image, like `name` a dev-wallet extra. */
  readonly icon: string;
  readonly version: string;
  readonly mode: 'extension';
  defaultOptions: { sign?: KeplrSignOptions };
  readonly isPorticoDevWallet: true;
  ping(): Promise<void>;
  enable(chainIds: string | readonly string[]): Promise<void>;
  disable(chainIds?: string | readonly string[]): Promise<void>;
  experimentalSuggestChain(chainInfo: KeplrChainInfo): Promise<void>;
  getKey(chainId: string): Promise<KeplrKey>;
  getKeysSettled(chainIds: readonly string[]): Promise<KeplrSettledResponse<KeplrKey>[]>;
  getChainInfosWithoutEndpoints(): Promise<KeplrChainInfoWithoutEndpoints[]>;
  signDirect(
    chainId: string,
    signer: string,
    signDoc: CosmosSignDoc,
    signOptions?: KeplrSignOptions,
  ): Promise<DirectSignResponse>;
  signAmino(
    chainId: string,
    signer: string,
    signDoc: StdSignDoc,
    signOptions?: KeplrSignOptions,
  ): Promise<AminoSignResponse>;
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>;
  verifyArbitrary(
    chainId: string,
    signer: string,
    data: string | Uint8Array,
    signature: StdSignature,
  ): Promise<boolean>;
  getOfflineSigner(chainId: string, signOptions?: KeplrSignOptions): CosmosOfflineSigner;
  getOfflineSignerOnlyAmino(
    chainId: string,
    signOptions?: KeplrSignOptions,
  ): CosmosOfflineAminoSigner;
  getOfflineSignerAuto(
    chainId: string,
    signOptions?: KeplrSignOptions,
  ): Promise<CosmosOfflineSigner | CosmosOfflineAminoSigner>;
}

/** The prompts a test can script ahead with `controls.next`. */
export type CosmosDevWalletPrompt =
  'enable' | 'suggestChain' | 'signDirect' | 'signAmino' | 'signArbitrary';

/** The calls `controls.calls` records (the offline signers' count as getKey and sign*). */
export type CosmosDevWalletMethod =
  | CosmosDevWalletPrompt
  | 'disable'
  | 'getKey'
  | 'verifyArbitrary'
  | 'getChainInfosWithoutEndpoints';

/** The scriptable behaviour, read at the moment each prompt answers. */
export interface CosmosDevWalletScript {
  /** How prompts answer: `'reject'` throws 'Request rejected'. Default `'approve'`. */
  behavior: 'approve' | 'reject';
  /** How long each prompt "thinks" before it answers, in ms. Default 0. */
  delayMs: number;
  /**
   * A locked wallet answers nothing until it is unlocked, as Keplr's unlock popup does: enable,
   * getKey and signing wait for `unlock()`; with behavior 'reject' they throw 'Request
   * rejected' (the user closed the popup). Default false.
   */
  locked: boolean;
}

/** The wallet as a test sees it: a snapshot, never live. */
export interface CosmosDevWalletState {
  /** The chains this origin enabled (remembered in storage). */
  enabledChains: readonly string[];
  /** Every chain the wallet has chain info for, built-in first, then suggested ones. */
  chains: readonly string[];
  /** The chains added by experimentalSuggestChain (remembered in storage). */
  suggestedChains: readonly string[];
  locked: boolean;
  /** The active account's dev index. */
  accountIndex: number;
  /** The active account's `cosmos1…` address. */
  address: string;
  /** The `cosmos1…` addresses of every account the wallet holds, in `accountIndices` order. */
  addresses: readonly string[];
}

/** Drives the wallet from a test or the demo's host controls, as its user would. */
export interface CosmosDevWalletControls extends CosmosDevWalletScript {
  /** Prompts answer with approval from now on (`behavior = 'approve'`). */
  approve(): void;
  /** Prompts throw 'Request rejected' from now on; pending unlocks too. */
  reject(): void;
  /** Locks the wallet: requests wait for unlock(). */
  lock(): void;
  /** Unlocks it; waiting requests go on. */
  unlock(): void;
  /** Scripts the next `prompt` only, ahead of `behavior` (an error object throws at the call). */
  next(prompt: CosmosDevWalletPrompt, outcome: DevWalletOutcome): void;
  /** Makes dev account `index` active and dispatches `keplr_keystorechange` (Keplr's event). */
  switchAccount(index: number): void;
  /** Forgets every chain this origin enabled, as removing the site in Keplr's settings does. */
  disconnect(): void;
  /** The calls so far, oldest first. */
  readonly calls: readonly CosmosDevWalletMethod[];
  clearCalls(): void;
  /** How often since this page load the wallet asked its user to enable chains (an origin that enabled them is never asked). */
  readonly connectPrompts: number;
  getState(): CosmosDevWalletState;
}

export interface CosmosDevWallet {
  /** Default 'Portico Cosmos Wallet'. */
  readonly name: string;
  readonly provider: CosmosDevWalletProvider;
  readonly controls: CosmosDevWalletControls;
  /** Calls `listener` on every key change (what injection turns into `keplr_keystorechange`). */
  onKeystoreChange(listener: () => void): () => void;
  readonly isPorticoDevWallet: true;
}

/** Where the wallet remembers enabled and suggested chains (localStorage by default). */
export type CosmosDevWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface CosmosDevWalletOptions {
  /** Default 'Portico Cosmos Wallet'; also names its storage key. */
  name?: string;
  /** A data: URL; default the dev wallet's SVG icon. */
  icon?: string;
  /** The RPC of `portico-local-1` in the wallet's chain info; default http://127.0.0.1:26657. */
  rpcUrl?: string;
  /**
   * The chain infos the wallet knows from the start; default `portico-local-1` and
   * `cosmoshub-4`. Others are added by `experimentalSuggestChain` only.
   */
  chains?: readonly KeplrChainInfo[];
  /** The dev accounts the wallet holds, by index (0..3); default `[0, 1, 2, 3]`. */
  accountIndices?: readonly number[];
  /** The dev account active at start; default the first of `accountIndices`. */
  accountIndex?: number;
  /** Start with these chains enabled (`true`: every known chain), whatever storage says. */
  authorized?: boolean | readonly string[];
  /** Initial script; change it later through `controls`. */
  script?: Partial<CosmosDevWalletScript>;
  /** Default `localStorage` when the page has one; null remembers nothing across reloads. */
  storage?: CosmosDevWalletStorage | null;
}
