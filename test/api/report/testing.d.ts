import { SolanaSignMessageFeature, SolanaSignTransactionFeature, SolanaSignAndSendTransactionFeature } from '@solana/wallet-standard-features';
import { Wallet, WalletAccount, IdentifierString, WalletIcon } from '@wallet-standard/base';
import { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features';

/** The argument of an EIP-1193 `request`. */
interface RequestArguments {
    readonly method: string;
    readonly params?: readonly unknown[] | Record<string, unknown>;
}
/** What an EIP-1193 provider sends with each event. */
interface Eip1193EventMap {
    /** The accounts the site may see; `[]` once it may see none. */
    accountsChanged: [accounts: string[]];
    /** The new chain id as a 0x-prefixed hex string. */
    chainChanged: [chainId: string];
    connect: [info: {
        chainId: string;
    }];
    disconnect: [error: {
        code: number;
        message: string;
    }];
}
type Eip1193EventName = keyof Eip1193EventMap;
type Eip1193Listener<E extends Eip1193EventName> = (...args: Eip1193EventMap[E]) => void;
/** The EIP-1193 provider interface, as a host app or an adapter sees it. */
interface Eip1193Provider {
    request(args: RequestArguments): Promise<unknown>;
    on<E extends Eip1193EventName>(event: E, listener: Eip1193Listener<E>): this;
    removeListener<E extends Eip1193EventName>(event: E, listener: Eip1193Listener<E>): this;
}
/** How a prompt (connect, sign, send, switch, add chain) answers, or an error to throw instead. */
type DevWalletOutcome = 'approve' | 'reject' | {
    code: number;
    message: string;
    data?: unknown;
};
/** The scriptable behaviour, read at the moment each prompt answers. */
interface DevWalletScript {
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
interface DevWalletChain {
    chainId: number;
    chainName: string;
    rpcUrl: string;
    nativeCurrency: {
        name: string;
        symbol: string;
        decimals: number;
    };
}
/** The wallet as a test sees it: a snapshot, never live. */
interface DevWalletState {
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
interface DevWalletControls extends DevWalletScript {
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
interface DevWallet extends Eip1193Provider {
    readonly isPorticoDevWallet: true;
    readonly controls: DevWalletControls;
}
/** An ERC-20 token the wallet watches: `wallet_getAssets` reports its balance from the chain. */
interface DevWalletAsset {
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
interface DevWalletOptions {
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

/**
 * A scriptable EIP-1193 wallet for tests and the demo: it signs with anvil's dev keys and sends
 * to local chains over their RPC URLs. Prompts (connect, sign, send, switch and add chain)
 * answer as `wallet.controls` says, after `delayMs`.
 *
 * Locked: `eth_accounts` answers `[]` and signing answers 4100, as the site may see no account.
 * `eth_requestAccounts` stays pending, as a real wallet's unlock screen does, and goes on to its
 * connect prompt once unlocked; it rejects with 4001 when `behavior` is (or becomes) `'reject'`
 * and with 4900 on `controls.disconnect()`.
 *
 * `wallet_getAssets` (EIP-7811) needs no prompt: it reads the native balance and those of the
 * tokens in `options.assets` from each asked chain, for the account the site may see (else 4100).
 *
 * Disconnected (after `controls.disconnect()`): chain reads, signing and sending answer 4900;
 * the next approved `eth_requestAccounts` reconnects and emits `connect`.
 */
declare function createDevWallet(options: DevWalletOptions): DevWallet;

/** EIP-6963 `EIP6963ProviderInfo`. */
interface Eip6963ProviderInfo {
    readonly uuid: string;
    readonly name: string;
    /** A data URI (RFC 2397), shown as the wallet's image. */
    readonly icon: string;
    /** Reverse-DNS id, stable across page loads, e.g. `dev.portico.wallet`. */
    readonly rdns: string;
}
/** The `detail` of an `eip6963:announceProvider` event. */
interface Eip6963ProviderDetail {
    readonly info: Eip6963ProviderInfo;
    readonly provider: Eip1193Provider;
}
declare const DEV_WALLET_INFO: {
    readonly name: "Portico Dev Wallet";
    readonly rdns: "dev.portico.wallet";
    readonly icon: string;
};
/**
 * Announces `provider` as an EIP-6963 wallet: once now, and again on every
 * `eip6963:requestProvider`, with a frozen detail (one uuid per call, as per page load).
 * Returns a function that stops answering requests.
 *
 * @param info name defaults to "Portico Dev Wallet", rdns to `dev.portico.wallet`, icon to an
 *   SVG data URI, uuid to a fresh v4 UUID.
 * @param target the window to announce on; defaults to the global `window`.
 */
declare function announceDevWallet(provider: Eip1193Provider, info?: Partial<Eip6963ProviderInfo>, target?: Window): () => void;

/**
 * Sets `window.ethereum` to `provider`, for hosts that still look there (pre-EIP-6963).
 * Returns a function that puts back what was there before.
 */
declare function injectDevWallet(provider: Eip1193Provider, target?: Window): () => void;

/** The mnemonic anvil and hardhat derive their default accounts from (m/44'/60'/0'/0/i). */
declare const DEV_MNEMONIC = "test test test test test test test test test test test junk";
/**
 * The first ten private keys of DEV_MNEMONIC, shipped as constants: deriving them in the
 * browser costs a PBKDF2 run per page load. Public knowledge; never hold real value with them.
 */
declare const DEV_PRIVATE_KEYS: readonly ["0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80", "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d", "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a", "0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6", "0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a", "0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba", "0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e", "0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356", "0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97", "0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6"];
/** The checksummed addresses of DEV_PRIVATE_KEYS, in the same order. */
declare const DEV_ADDRESSES: readonly ["0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266", "0x70997970C51812dc3A010C7d01b50e0d17dc79C8", "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC", "0x90F79bf6EB2c4f870365E785982E1f101E93b906", "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65", "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc", "0x976EA74026E726554dB657fA54763abd0C3a0aa9", "0x14dC79964da2C08b23698B3D3cc7Ca32193d9955", "0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f", "0xa0Ee7A142d267C1f36714E4a8F75612F20a79720"];

/**
 * The error every dev-wallet request rejects with: the EIP-1193 `ProviderRpcError` shape,
 * a numeric `code`, a `message` and optional `data`, so hosts handle it as a real wallet's.
 */
declare class DevWalletRpcError extends Error {
    readonly name = "DevWalletRpcError";
    readonly code: number;
    readonly data: unknown;
    constructor(code: number, message?: string, data?: unknown);
}

/** The default EIP-6963 icon of the dev wallet: a data URI, as EIP-6963 requires. */
declare const DEV_WALLET_ICON: string;

/** An EVM chain id as wallets exchange it (EIP-695/3326): `0x`-prefixed hex, no leading zeros. */
declare const toHexChainId: (id: number | string) => `0x${string}`;

/** The features the wallet implements, each a call `controls.calls` records by this name. */
type SolanaDevWalletMethod = 'standard:connect' | 'standard:disconnect' | 'solana:signMessage' | 'solana:signTransaction' | 'solana:signAndSendTransaction';
type SolanaDevWalletFeatures = StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature & SolanaSignMessageFeature & SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature;
/** The scriptable behaviour, read at the moment each prompt answers. */
interface SolanaDevWalletScript {
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
interface SolanaDevWalletState {
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
interface SolanaDevWalletControls extends SolanaDevWalletScript {
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
interface SolanaDevWallet extends Wallet {
    readonly features: SolanaDevWalletFeatures;
    readonly accounts: readonly WalletAccount[];
    readonly isPorticoDevWallet: true;
    readonly controls: SolanaDevWalletControls;
}
/** Where the wallet remembers which sites it authorised (localStorage by default). */
type SolanaDevWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
interface SolanaDevWalletOptions {
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

/**
 * A scriptable Solana wallet for tests and the demo, speaking the Wallet Standard as a real
 * extension does (register it with `registerSolanaDevWallet`). It signs with the local
 * cluster's dev keys (ed25519 over the raw message bytes of legacy and version 0
 * transactions, in whichever signer slot is its own) and sends to `options.rpcUrl`.
 *
 * Connect prompts, unless the site is already connected; `{ silent: true }` never prompts and
 * answers the account only when this origin authorised the wallet before (remembered in
 * storage, so a reload reconnects silently). Disconnecting, from either side, forgets that.
 * Prompts (connect, sign, send) answer as `wallet.controls` says, after `delayMs`; a refusal
 * throws `DevWalletRpcError` 4001 'User rejected the request.'. Locked: connect throws 4100,
 * a silent connect answers no account, signing throws 4100.
 */
declare function createSolanaDevWallet(options?: SolanaDevWalletOptions): SolanaDevWallet;

/**
 * Registers a Solana dev wallet with the page's Wallet Standard apps, as an extension's
 * content script does: apps already listening (`getWallets()`) get it now, apps that start
 * later get it when they announce themselves. Takes a wallet or the options to create one;
 * returns the wallet (for its `controls`). The standard has no way to unregister it.
 */
declare function registerSolanaDevWallet(walletOrOptions?: SolanaDevWallet | SolanaDevWalletOptions): SolanaDevWallet;

/**
 * The local Solana cluster's fixed identities (test/stack/solana/devAccounts.mjs holds the
 * same values for the RPC stand-in): change them in both places or nowhere.
 */
/** base58(sha256("portico-local-solana")): what the local cluster's getGenesisHash answers. */
declare const SOLANA_LOCAL_GENESIS_HASH = "G1dHUr8XxahV99RXqn3K3DnwUacUMogPwnZRvd8nx8Ar";
/** The local cluster's CAIP-2 id: the genesis hash cut to 32 characters. */
declare const SOLANA_LOCAL_CAIP_NETWORK_ID = "solana:G1dHUr8XxahV99RXqn3K3DnwUacUMogP";
/** The Wallet Standard chain of a local cluster. */
declare const SOLANA_LOCAL_CHAIN = "solana:localnet";
/** The dev SPL token on the local cluster (classic SPL Token program, 6 decimals). */
declare const SOLANA_DEV_MINT = "3f2zjYpEZiyvTsbJoLpATa5GEakAYHwrAQ8aPsVLppzJ";
/**
 * Dev accounts 0..2, funded with 100 SOL each by the local cluster (account 0 also holds 1,000
 * of the dev token, account 1 250). Account i's ed25519 seed is sha256("portico-dev-solana-" + i):
 * public knowledge, never hold real value with them.
 */
declare const SOLANA_DEV_ADDRESSES: readonly ["83DQh7nL8BxVNimzMA6f6rhKhfzY4CrVzHWjACzHiV9g", "HTHj2PCSsVRu9vuoEvqidHFiLPL3pJbVRDvGy3StNwqg", "CLh3pxiH8fyzJKWiv4nVJCzqNapqKUaXtPdkRSp8PuGF"];

/** What an address is for: `payment` (BIP84 p2wpkh here) or `ordinals` (BIP86 p2tr). */
type BitcoinAddressPurpose = 'payment' | 'ordinals';
interface BitcoinConnectInput {
    /** The addresses the site asks to use, without duplicates; answered in this order. */
    readonly purposes: readonly BitcoinAddressPurpose[];
}
interface BitcoinConnectOutput {
    /** One account per purpose asked for, in the order of `purposes`. */
    readonly accounts: readonly WalletAccount[];
}
type BitcoinConnectFeature = {
    readonly 'bitcoin:connect': {
        readonly version: '1.0.0';
        readonly connect: (input: BitcoinConnectInput) => Promise<BitcoinConnectOutput>;
    };
};
interface BitcoinSignMessageInput {
    readonly account: WalletAccount;
    /** The message, as raw bytes. */
    readonly message: Uint8Array;
}
interface BitcoinSignMessageOutput {
    /** The message bytes that were signed. */
    readonly signedMessage: Uint8Array;
    /**
     * BIP-322 "simple": the serialized witness stack of the virtual `to_sign` transaction;
     * legacy: a BIP-137 compact signature (65 bytes: header, r, s).
     */
    readonly signature: Uint8Array;
}
type BitcoinSignMessageFeature = {
    readonly 'bitcoin:signMessage': {
        readonly version: '1.0.0';
        readonly signMessage: (...inputs: readonly BitcoinSignMessageInput[]) => Promise<readonly BitcoinSignMessageOutput[]>;
    };
};
/** The PSBT inputs one account signs. */
interface BitcoinInputToSign {
    readonly account: WalletAccount;
    /** Indexes of the PSBT's inputs that account signs. */
    readonly signingIndexes: readonly number[];
    /** A SIGHASH flag; default SIGHASH_ALL (p2wpkh) or SIGHASH_DEFAULT (p2tr). */
    readonly sigHash?: number;
}
interface BitcoinSignTransactionInput {
    /** The PSBT (BIP-174), as raw bytes. */
    readonly psbt: Uint8Array;
    /** A chain the wallet serves, e.g. `bitcoin:regtest`. */
    readonly chain: IdentifierString;
    readonly inputsToSign: readonly BitcoinInputToSign[];
}
interface BitcoinSignTransactionOutput {
    /** The PSBT with the signatures added (partialSig / tapKeySig), not finalised. */
    readonly signedPsbt: Uint8Array;
}
type BitcoinSignTransactionFeature = {
    readonly 'bitcoin:signTransaction': {
        readonly version: '1.0.0';
        readonly signTransaction: (...inputs: readonly BitcoinSignTransactionInput[]) => Promise<readonly BitcoinSignTransactionOutput[]>;
    };
};
/** The features the wallet implements, each a call `controls.calls` records by this name. */
type BitcoinDevWalletMethod = 'bitcoin:connect' | 'standard:disconnect' | 'bitcoin:signMessage' | 'bitcoin:signTransaction';
type BitcoinDevWalletFeatures = BitcoinConnectFeature & StandardDisconnectFeature & StandardEventsFeature & BitcoinSignMessageFeature & BitcoinSignTransactionFeature;
/** The scriptable behaviour, read at the moment each prompt answers. */
interface BitcoinDevWalletScript {
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
interface BitcoinDevWalletState {
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
interface BitcoinDevWalletControls extends BitcoinDevWalletScript {
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
interface BitcoinDevWallet extends Wallet {
    readonly features: BitcoinDevWalletFeatures;
    /** The authorised accounts of the active dev account: payment, then ordinals. */
    readonly accounts: readonly WalletAccount[];
    readonly isPorticoDevWallet: true;
    readonly controls: BitcoinDevWalletControls;
}
/** Where the wallet remembers which sites it authorised (localStorage by default). */
type BitcoinDevWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
interface BitcoinDevWalletOptions {
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

/**
 * A scriptable Bitcoin wallet for tests and the demo, speaking the Wallet Standard's bitcoin
 * features as a real extension does (register it with `registerBitcoinDevWallet`). It holds the
 * local regtest chain's dev accounts (test/stack/bitcoin/): per account a payment address
 * (BIP84 p2wpkh) and an ordinals address (BIP86 p2tr, key path).
 *
 * `bitcoin:connect` prompts for the purposes asked, unless the site already has them all; the
 * grant is remembered in storage, and since the feature has no silent form an authorised
 * origin finds its accounts in `wallet.accounts` from the start (a reload reconnects without
 * a prompt). Disconnecting, from either side, forgets it. Messages are signed BIP-322 "simple"
 * (or, with `messageSignature: 'legacy'`, BIP-137 from the payment address); PSBTs are signed
 * (p2wpkh ECDSA, p2tr key-path Schnorr with the BIP86-tweaked key) and handed back not
 * finalised; that needs bitcoinjs-lib (7), loaded on the first PSBT.
 *
 * Prompts (connect, sign) answer as `wallet.controls` says, after `delayMs`; a refusal throws
 * `DevWalletRpcError` 4001 'User rejected the request.'. Locked: connect throws 4100,
 * `wallet.accounts` is empty, signing throws 4100. An account the site may not see is 4100, a
 * chain the wallet does not serve or a PSBT input it cannot sign -32602, all before the prompt.
 */
declare function createBitcoinDevWallet(options?: BitcoinDevWalletOptions): BitcoinDevWallet;

/**
 * Registers a Bitcoin dev wallet with the page's Wallet Standard apps, as an extension's
 * content script does: apps already listening (`getWallets()`) get it now, apps that start
 * later get it when they announce themselves. Takes a wallet or the options to create one;
 * returns the wallet (for its `controls`). The standard has no way to unregister it.
 */
declare function registerBitcoinDevWallet(walletOrOptions?: BitcoinDevWallet | BitcoinDevWalletOptions): BitcoinDevWallet;

/**
 * The local regtest chain's fixed identities (test/stack/bitcoin/devAccounts.mjs holds the same
 * values for the Esplora stand-in): change them in both places or nowhere. Plain constants, so
 * no key derivation (PBKDF2) runs in the page.
 */
/** Bitcoin Core's regtest genesis block hash. */
declare const BITCOIN_LOCAL_GENESIS_HASH = "0f9188f13cb7b2f71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206";
/** The local chain's CAIP-2 id (bip122): the first 32 hex characters of the genesis hash. */
declare const BITCOIN_LOCAL_CAIP_NETWORK_ID = "bip122:0f9188f13cb7b2f71f2a335e3a4fc328";
/** The Wallet Standard chain of the local chain. */
declare const BITCOIN_LOCAL_CHAIN = "bitcoin:regtest";
/**
 * Dev accounts 0..3: a payment address (BIP84 p2wpkh, m/84'/1'/0'/0/i) and an ordinals address
 * (BIP86 p2tr key path, m/86'/1'/0'/0/i) of the repo's dev mnemonic ("test test … junk"). The
 * stand-in funds each payment address with 0.5, 0.25 and 0.1 BTC and each ordinals address with
 * 10,000 sats.
 */
declare const BITCOIN_DEV_ADDRESSES: readonly (Readonly<{
    payment: "bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw";
    ordinals: "bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv";
}> | Readonly<{
    payment: "bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj";
    ordinals: "bcrt1p6g8r5e8jvnvukaqgdauwag8lfkzvz3dng4057kv7avnpxpkghdkszxhwd4";
}> | Readonly<{
    payment: "bcrt1qwqwxn0pae964jk3zu8zxr3lu2jyj0p7mk8hkdv";
    ordinals: "bcrt1pw4n0e9av3evnyt7j7x3wgrjrttqr4482x7kwpp78g7wnue59mvnse7srs6";
}> | Readonly<{
    payment: "bcrt1q0rvyhr5465rrdfmavlj67u7ru5vr434c08qx4e";
    ordinals: "bcrt1plafgmyp8xpy9fvljgmeaea57zsad2aqujxcqmag6u9r3zpmyg6aqek54f7";
}>)[];

/** A 0x-prefixed hex string (@polkadot/util's HexString). */
type PolkadotHex = `0x${string}`;
type PolkadotKeypairType = 'ed25519' | 'sr25519' | 'ecdsa' | 'ethereum';
/** One account as `accounts.get()` lists it. */
interface PolkadotInjectedAccount {
    /** SS58; the dev wallet uses the generic prefix 42 (a dapp re-encodes for its chain). */
    address: string;
    /** The chain the account is tied to; null or absent: any chain. */
    genesisHash?: string | null;
    name?: string;
    type?: PolkadotKeypairType;
}
/** What @polkadot/api hands `signer.signPayload`: an extrinsic's signing payload, hex fields. */
interface PolkadotSignerPayloadJSON {
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
interface PolkadotSignerPayloadRaw {
    address: string;
    data: string;
    type: 'bytes' | 'payload';
}
interface PolkadotSignerResult {
    /** This request's id, counted per wallet from 1. */
    id: number;
    /**
     * signPayload: a MultiSignature, the type byte first (`0x00…`, ed25519: 65 bytes);
     * signRaw: the bare 64-byte ed25519 signature, as polkadot-js's extension answers.
     */
    signature: PolkadotHex;
}
interface PolkadotInjectedAccounts {
    /** The accounts the site may see: none while locked or not authorised. */
    get(anyType?: boolean): Promise<PolkadotInjectedAccount[]>;
    /** Calls `listener` with the accounts now (asynchronously) and on every change. */
    subscribe(listener: (accounts: PolkadotInjectedAccount[]) => void | Promise<void>): () => void;
}
interface PolkadotInjectedSigner {
    signPayload(payload: PolkadotSignerPayloadJSON): Promise<PolkadotSignerResult>;
    signRaw(raw: PolkadotSignerPayloadRaw): Promise<PolkadotSignerResult>;
}
/** What `enable(originName)` resolves with. */
interface PolkadotInjected {
    accounts: PolkadotInjectedAccounts;
    signer: PolkadotInjectedSigner;
}
/** An entry of `window.injectedWeb3`. */
interface PolkadotInjectedExtension {
    /** The extension's display name (some extensions set one; dapps fall back to the key). */
    name?: string;
    version: string;
    enable(originName: string): Promise<PolkadotInjected>;
}
/** Where injectPolkadotDevWallet installs the wallet: `window` by default. */
interface PolkadotInjectTarget {
    injectedWeb3?: Record<string, PolkadotInjectedExtension>;
}
/** The requests `controls.calls` records and `controls.next` scripts. */
type PolkadotDevWalletMethod = 'enable' | 'signPayload' | 'signRaw';
/** The scriptable behaviour, read at the moment each prompt answers. */
interface PolkadotDevWalletScript {
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
interface PolkadotDevWalletState {
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
interface PolkadotDevWalletControls extends PolkadotDevWalletScript {
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
interface PolkadotDevWallet {
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
type PolkadotDevWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
interface PolkadotDevWalletOptions {
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

/**
 * A scriptable Polkadot wallet for tests and the demo, speaking the injected-web3 convention
 * Polkadot extensions share (install it with `injectPolkadotDevWallet`): `enable(originName)`
 * answers `{ accounts, signer }`. It holds the local chain's dev accounts
 * (test/stack/polkadot/), ed25519 keys listed with SS58 prefix 42, and signs in pure JS
 * (@noble/curves), so it works in a page whose CSP refuses WebAssembly, where sr25519 cannot.
 *
 * enable prompts unless this origin authorised the wallet before (remembered in storage, so a
 * reload enables without a prompt); a refusal throws `Error('Rejected')`, as polkadot-js's
 * extension does. The account list holds every account, the selected one first
 * (`controls.switchAccount` reorders it). `signer.signPayload` encodes the payload as
 * extensions do (@polkadot/types, loaded on first use) and answers an ed25519 MultiSignature
 * (`0x00…`); `signer.signRaw` signs the data wrapped in `<Bytes>…</Bytes>` and answers the bare
 * signature. A refused signature throws `Error('Cancelled')`. Locked: enable throws,
 * `accounts.get()` answers [], signing throws.
 */
declare function createPolkadotDevWallet(options?: PolkadotDevWalletOptions): PolkadotDevWallet;

/**
 * Installs a Polkadot dev wallet as an extension's content script does: on
 * `target.injectedWeb3[wallet.key]` (creating `injectedWeb3` when absent), where dapps
 * (@polkadot/extension-dapp's web3Enable, the Polkadot adapter) look for extensions. Takes a
 * wallet or the options to create one; returns the wallet (for its `controls`). `target` is
 * the page's window (globalThis) by default.
 */
declare function injectPolkadotDevWallet(walletOrOptions?: PolkadotDevWallet | PolkadotDevWalletOptions, target?: PolkadotInjectTarget): PolkadotDevWallet;

/**
 * The local Polkadot chain's fixed identities (test/stack/polkadot/devAccounts.mjs holds the
 * same values for the chain): change them in both places or nowhere. Plain constants, so no
 * key derivation (PBKDF2, blake2) runs in the page.
 */
/** What the local chain (chopsticks from a raw chain spec) answers for `chain_getBlockHash(0)`. */
declare const POLKADOT_LOCAL_GENESIS_HASH = "0x4545454545454545454545454545454545454545454545454545454545454545";
/** The local chain's CAIP-2 id: the genesis hash's first 32 hex characters. */
declare const POLKADOT_LOCAL_CAIP_NETWORK_ID = "polkadot:45454545454545454545454545454545";
/**
 * The local chain's SS58 prefix, 2: the runtime's `system.ss58Prefix` (statemine), which
 * @polkadot/api adopts there. The wallet lists addresses with the generic prefix 42.
 */
declare const POLKADOT_LOCAL_SS58_PREFIX = 2;
/**
 * Dev accounts 0..3, SS58 with the generic prefix 42: ed25519 keys of the repo's dev mnemonic
 * ("test test … junk") at `//0`..`//3` (@polkadot/keyring `{ type: 'ed25519' }`). The local
 * chain funds 0..2 with 1,000 ROC and 3 with 0.01 ROC.
 */
declare const POLKADOT_DEV_ADDRESSES: readonly ["5EN3N9JBocE4hwGVe1LYpvfuPFCRHtUonDBgtM8LeQ6RisJv", "5GJBNsxwgAvx5TxbmdLjyAika4J6gfENpQFWF9rrUHmptxkm", "5FCEqUutNvLMozE5vEZxwnGLtGPn9T7aSgAKM43JVN2FKFth", "5GWDQ6EFAhEFcdyrZ93FnXaJQPLrsm3E4pLYQD9pqcEKjSzt"];

interface KeplrCurrency {
    readonly coinDenom: string;
    readonly coinMinimalDenom: string;
    readonly coinDecimals: number;
    readonly coinGeckoId?: string;
    readonly coinImageUrl?: string;
}
interface KeplrFeeCurrency extends KeplrCurrency {
    readonly gasPriceStep?: {
        readonly low: number;
        readonly average: number;
        readonly high: number;
    };
}
interface KeplrBech32Config {
    readonly bech32PrefixAccAddr: string;
    readonly bech32PrefixAccPub: string;
    readonly bech32PrefixValAddr: string;
    readonly bech32PrefixValPub: string;
    readonly bech32PrefixConsAddr: string;
    readonly bech32PrefixConsPub: string;
}
/** What `experimentalSuggestChain` takes (Keplr's ChainInfo, the fields the wallet reads). */
interface KeplrChainInfo {
    readonly chainId: string;
    readonly chainName: string;
    readonly rpc: string;
    readonly rest: string;
    readonly bip44: {
        readonly coinType: number;
    };
    readonly bech32Config: KeplrBech32Config;
    readonly currencies: readonly KeplrCurrency[];
    readonly feeCurrencies: readonly KeplrFeeCurrency[];
    readonly stakeCurrency?: KeplrCurrency;
    readonly features?: readonly string[];
    readonly chainSymbolImageUrl?: string;
}
/** `getChainInfosWithoutEndpoints()`'s entries. */
type KeplrChainInfoWithoutEndpoints = Omit<KeplrChainInfo, 'rpc' | 'rest'>;
/** `getKey(chainId)`'s answer. */
interface KeplrKey {
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
type KeplrSettledResponse<T> = {
    readonly status: 'fulfilled';
    readonly value: T;
} | {
    readonly status: 'rejected';
    readonly error: Error;
};
interface CosmosCoin {
    readonly denom: string;
    readonly amount: string;
}
/** An amino message: `type` and its JSON `value`. */
interface AminoMsg {
    readonly type: string;
    readonly value: any;
}
interface StdFee {
    readonly amount: readonly CosmosCoin[];
    readonly gas: string;
    readonly granter?: string;
    readonly payer?: string;
}
/** The amino JSON sign doc (SIGN_MODE_LEGACY_AMINO_JSON, and ADR-36). */
interface StdSignDoc {
    readonly chain_id: string;
    readonly account_number: string;
    readonly sequence: string;
    readonly timeout_height?: string;
    readonly fee: StdFee;
    readonly msgs: readonly AminoMsg[];
    readonly memo: string;
}
/** A signature with its key, as Keplr and cosmjs hand them back. */
interface StdSignature {
    readonly pub_key: {
        readonly type: 'tendermint/PubKeySecp256k1';
        readonly value: string;
    };
    /** base64 of the 64-byte r‖s (low S). */
    readonly signature: string;
}
/** The SIGN_MODE_DIRECT sign doc (cosmjs-types' SignDoc). */
interface CosmosSignDoc {
    bodyBytes: Uint8Array;
    authInfoBytes: Uint8Array;
    chainId: string;
    accountNumber: bigint;
}
interface DirectSignResponse {
    readonly signed: CosmosSignDoc;
    readonly signature: StdSignature;
}
interface AminoSignResponse {
    readonly signed: StdSignDoc;
    readonly signature: StdSignature;
}
/** cosmjs' AccountData. */
interface CosmosAccountData {
    readonly address: string;
    readonly algo: 'secp256k1';
    readonly pubkey: Uint8Array;
}
/** cosmjs' OfflineAminoSigner. */
interface CosmosOfflineAminoSigner {
    getAccounts(): Promise<readonly CosmosAccountData[]>;
    signAmino(signerAddress: string, signDoc: StdSignDoc): Promise<AminoSignResponse>;
}
/** cosmjs' OfflineDirectSigner, plus signAmino as Keplr's getOfflineSigner has it. */
interface CosmosOfflineSigner extends CosmosOfflineAminoSigner {
    signDirect(signerAddress: string, signDoc: CosmosSignDoc): Promise<DirectSignResponse>;
}
/** Keplr's sign options: accepted and ignored (the dev wallet never edits fee or memo). */
interface KeplrSignOptions {
    readonly preferNoSetFee?: boolean;
    readonly preferNoSetMemo?: boolean;
    readonly disableBalanceCheck?: boolean;
}
/** The Keplr-compatible object the wallet installs as `window.keplr` (or `leap` …). */
interface CosmosDevWalletProvider {
    /** The wallet's name (real Keplr has none; hosts that read one show it instead of 'Keplr'). */
    readonly name: string;
    /** A data: URL image, like `name` a dev-wallet extra. */
    readonly icon: string;
    readonly version: string;
    readonly mode: 'extension';
    defaultOptions: {
        sign?: KeplrSignOptions;
    };
    readonly isPorticoDevWallet: true;
    ping(): Promise<void>;
    enable(chainIds: string | readonly string[]): Promise<void>;
    disable(chainIds?: string | readonly string[]): Promise<void>;
    experimentalSuggestChain(chainInfo: KeplrChainInfo): Promise<void>;
    getKey(chainId: string): Promise<KeplrKey>;
    getKeysSettled(chainIds: readonly string[]): Promise<KeplrSettledResponse<KeplrKey>[]>;
    getChainInfosWithoutEndpoints(): Promise<KeplrChainInfoWithoutEndpoints[]>;
    signDirect(chainId: string, signer: string, signDoc: CosmosSignDoc, signOptions?: KeplrSignOptions): Promise<DirectSignResponse>;
    signAmino(chainId: string, signer: string, signDoc: StdSignDoc, signOptions?: KeplrSignOptions): Promise<AminoSignResponse>;
    signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>;
    verifyArbitrary(chainId: string, signer: string, data: string | Uint8Array, signature: StdSignature): Promise<boolean>;
    getOfflineSigner(chainId: string, signOptions?: KeplrSignOptions): CosmosOfflineSigner;
    getOfflineSignerOnlyAmino(chainId: string, signOptions?: KeplrSignOptions): CosmosOfflineAminoSigner;
    getOfflineSignerAuto(chainId: string, signOptions?: KeplrSignOptions): Promise<CosmosOfflineSigner | CosmosOfflineAminoSigner>;
}
/** The prompts a test can script ahead with `controls.next`. */
type CosmosDevWalletPrompt = 'enable' | 'suggestChain' | 'signDirect' | 'signAmino' | 'signArbitrary';
/** The calls `controls.calls` records (the offline signers' count as getKey and sign*). */
type CosmosDevWalletMethod = CosmosDevWalletPrompt | 'disable' | 'getKey' | 'verifyArbitrary' | 'getChainInfosWithoutEndpoints';
/** The scriptable behaviour, read at the moment each prompt answers. */
interface CosmosDevWalletScript {
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
interface CosmosDevWalletState {
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
interface CosmosDevWalletControls extends CosmosDevWalletScript {
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
interface CosmosDevWallet {
    /** Default 'Portico Cosmos Wallet'. */
    readonly name: string;
    readonly provider: CosmosDevWalletProvider;
    readonly controls: CosmosDevWalletControls;
    /** Calls `listener` on every key change (what injection turns into `keplr_keystorechange`). */
    onKeystoreChange(listener: () => void): () => void;
    readonly isPorticoDevWallet: true;
}
/** Where the wallet remembers enabled and suggested chains (localStorage by default). */
type CosmosDevWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
interface CosmosDevWalletOptions {
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

/**
 * A scriptable Cosmos wallet for tests and the demo, speaking Keplr's provider interface as the
 * extension's injected `window.keplr` does (install it with `injectCosmosDevWallet`). It holds
 * the local chain's dev accounts (test/stack/cosmos/: m/44'/118'/0'/0/i of the dev mnemonic) and
 * signs with @noble/curves, so it needs no cosmjs; its signers are structurally cosmjs'
 * OfflineDirectSigner / OfflineAminoSigner, so `SigningStargateClient.connectWithSigner(url,
 * provider.getOfflineSigner(chainId))` works as with Keplr.
 *
 * Knows `portico-local-1` and `cosmoshub-4` at start; any other chain id is Keplr's 'There is
 * no chain info for …' until `experimentalSuggestChain` adds it (after a prompt). `enable`
 * prompts unless the origin enabled those chains before (remembered in storage); getKey and
 * signing on a chain not enabled prompt for it first, as Keplr does. Signing prompts (direct,
 * amino, ADR-36 signArbitrary) answer as `controls` says, after `delayMs`; a refusal throws
 * Keplr's Error 'Request rejected'. Locked, everything waits for `unlock()`.
 */
declare function createCosmosDevWallet(options?: CosmosDevWalletOptions): CosmosDevWallet;

/**
 * Installs a Cosmos dev wallet's Keplr-compatible provider in a page as an extension's content
 * script does: `target.keplr` by default, `target.leap` with key 'leap', or
 * `target.cosmostation.providers.keplr` with key 'cosmostation' (Cosmostation's Keplr
 * compatibility object). An account switch then dispatches that wallet's key-change event
 * (`keplr_keystorechange` …) on `target`. Takes a wallet or the options to create one; returns
 * the wallet (for its `controls`).
 */
declare function injectCosmosDevWallet(walletOrOptions?: CosmosDevWallet | CosmosDevWalletOptions, target?: EventTarget, key?: string): CosmosDevWallet;

/**
 * What the Cosmos dev wallet throws, shaped as Keplr's errors reach a page: a message in
 * Keplr's own words ('Request rejected', 'There is no chain info for …', 'Signer mismatched'),
 * plus Keplr's `module` and numeric `code` where Keplr throws a KeplrError (e.g. 'chains' 411)
 * and none where it throws a plain Error. Hosts match Keplr by message, so they match this.
 */
declare class KeplrDevWalletError extends Error {
    readonly name = "KeplrDevWalletError";
    /** KeplrError's module ('chains', 'keyring' …), when Keplr throws a KeplrError. */
    readonly module: string | undefined;
    /** KeplrError's code, when Keplr throws a KeplrError. */
    readonly code: number | undefined;
    readonly data: unknown;
    constructor(message: string, details?: {
        module?: string;
        code?: number;
        data?: unknown;
    });
}

/**
 * Keplr's chain info for the local chain (test/stack/cosmos/): what a dapp suggests and what
 * the dev wallet knows from the start. The stand-in has no REST (LCD) API: `rest` is CometBFT's
 * REST port by convention, for hosts that only check that it is set.
 */
declare function cosmosLocalChainInfo(rpcUrl?: string): KeplrChainInfo;
/** Cosmos Hub mainnet, as Keplr ships it: known from the start, for realism (never called). */
declare const COSMOS_HUB_CHAIN_INFO: KeplrChainInfo;

/**
 * The local Cosmos chain's fixed identities (test/stack/cosmos/devAccounts.mjs holds the same
 * values for the CometBFT stand-in): change them in both places or nowhere. Plain constants, so
 * no key derivation (PBKDF2) runs in the page.
 */
/** The local chain's id. */
declare const COSMOS_LOCAL_CHAIN_ID = "portico-local-1";
/** Its CAIP-2 id (cosmos namespace: the chain id itself). */
declare const COSMOS_LOCAL_CAIP_NETWORK_ID = "cosmos:portico-local-1";
/** Account addresses' bech32 prefix. */
declare const COSMOS_LOCAL_BECH32_PREFIX = "cosmos";
/** The staking and fee denom; shown as ATOM with 6 decimals. */
declare const COSMOS_LOCAL_DENOM = "uatom";
declare const COSMOS_LOCAL_DECIMALS = 6;
/** The node's minimum gas price, as cosmjs' GasPrice.fromString reads it. */
declare const COSMOS_LOCAL_GAS_PRICE = "0.025uatom";
/** CometBFT's RPC port on this machine: where `npm start` runs the stand-in by default. */
declare const COSMOS_LOCAL_RPC_URL = "http://127.0.0.1:26657";
/**
 * Dev accounts 0..3 of the repo's dev mnemonic ("test test … junk") at m/44'/118'/0'/0/i. The
 * stand-in funds 0-2 with 1,000 ATOM each and 3 with 2,000 uatom (less than one send's fee).
 */
declare const COSMOS_DEV_ADDRESSES: readonly ["cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7", "cosmos1erxf3sa9q2j4vgseu7jq4a258ckmk7cy076t8z", "cosmos1htamarexaxhgdsp0xu6sppeyx7avtvqrdf6t5g", "cosmos19tkvgvwht3n8pcqydrcq4cxwhr8rp2gela5v9y"];

export { BITCOIN_DEV_ADDRESSES, BITCOIN_LOCAL_CAIP_NETWORK_ID, BITCOIN_LOCAL_CHAIN, BITCOIN_LOCAL_GENESIS_HASH, COSMOS_DEV_ADDRESSES, COSMOS_HUB_CHAIN_INFO, COSMOS_LOCAL_BECH32_PREFIX, COSMOS_LOCAL_CAIP_NETWORK_ID, COSMOS_LOCAL_CHAIN_ID, COSMOS_LOCAL_DECIMALS, COSMOS_LOCAL_DENOM, COSMOS_LOCAL_GAS_PRICE, COSMOS_LOCAL_RPC_URL, DEV_ADDRESSES, DEV_MNEMONIC, DEV_PRIVATE_KEYS, DEV_WALLET_ICON, DEV_WALLET_INFO, DevWalletRpcError, KeplrDevWalletError, POLKADOT_DEV_ADDRESSES, POLKADOT_LOCAL_CAIP_NETWORK_ID, POLKADOT_LOCAL_GENESIS_HASH, POLKADOT_LOCAL_SS58_PREFIX, SOLANA_DEV_ADDRESSES, SOLANA_DEV_MINT, SOLANA_LOCAL_CAIP_NETWORK_ID, SOLANA_LOCAL_CHAIN, SOLANA_LOCAL_GENESIS_HASH, announceDevWallet, cosmosLocalChainInfo, createBitcoinDevWallet, createCosmosDevWallet, createDevWallet, createPolkadotDevWallet, createSolanaDevWallet, injectCosmosDevWallet, injectDevWallet, injectPolkadotDevWallet, registerBitcoinDevWallet, registerSolanaDevWallet, toHexChainId };
export type { BitcoinAddressPurpose, BitcoinDevWallet, BitcoinDevWalletControls, BitcoinDevWalletFeatures, BitcoinDevWalletMethod, BitcoinDevWalletOptions, BitcoinDevWalletScript, BitcoinDevWalletState, BitcoinDevWalletStorage, CosmosDevWallet, CosmosDevWalletControls, CosmosDevWalletMethod, CosmosDevWalletOptions, CosmosDevWalletPrompt, CosmosDevWalletProvider, CosmosDevWalletScript, CosmosDevWalletState, CosmosDevWalletStorage, CosmosOfflineAminoSigner, CosmosOfflineSigner, DevWallet, DevWalletAsset, DevWalletChain, DevWalletControls, DevWalletOptions, DevWalletOutcome, DevWalletScript, DevWalletState, Eip1193EventMap, Eip1193EventName, Eip1193Listener, Eip1193Provider, Eip6963ProviderDetail, Eip6963ProviderInfo, KeplrChainInfo, KeplrKey, PolkadotDevWallet, PolkadotDevWalletControls, PolkadotDevWalletMethod, PolkadotDevWalletOptions, PolkadotDevWalletScript, PolkadotDevWalletState, PolkadotDevWalletStorage, PolkadotInjectTarget, PolkadotInjected, PolkadotInjectedAccount, PolkadotInjectedExtension, PolkadotSignerPayloadJSON, PolkadotSignerPayloadRaw, PolkadotSignerResult, RequestArguments, SolanaDevWallet, SolanaDevWalletControls, SolanaDevWalletFeatures, SolanaDevWalletMethod, SolanaDevWalletOptions, SolanaDevWalletScript, SolanaDevWalletState, SolanaDevWalletStorage, StdSignature };
