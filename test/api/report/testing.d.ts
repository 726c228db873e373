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

export { BITCOIN_DEV_ADDRESSES, BITCOIN_LOCAL_CAIP_NETWORK_ID, BITCOIN_LOCAL_CHAIN, BITCOIN_LOCAL_GENESIS_HASH, DEV_ADDRESSES, DEV_MNEMONIC, DEV_PRIVATE_KEYS, DEV_WALLET_ICON, DEV_WALLET_INFO, DevWalletRpcError, SOLANA_DEV_ADDRESSES, SOLANA_DEV_MINT, SOLANA_LOCAL_CAIP_NETWORK_ID, SOLANA_LOCAL_CHAIN, SOLANA_LOCAL_GENESIS_HASH, announceDevWallet, createBitcoinDevWallet, createDevWallet, createSolanaDevWallet, injectDevWallet, registerBitcoinDevWallet, registerSolanaDevWallet, toHexChainId };
export type { BitcoinAddressPurpose, BitcoinDevWallet, BitcoinDevWalletControls, BitcoinDevWalletFeatures, BitcoinDevWalletMethod, BitcoinDevWalletOptions, BitcoinDevWalletScript, BitcoinDevWalletState, BitcoinDevWalletStorage, DevWallet, DevWalletAsset, DevWalletChain, DevWalletControls, DevWalletOptions, DevWalletOutcome, DevWalletScript, DevWalletState, Eip1193EventMap, Eip1193EventName, Eip1193Listener, Eip1193Provider, Eip6963ProviderDetail, Eip6963ProviderInfo, RequestArguments, SolanaDevWallet, SolanaDevWalletControls, SolanaDevWalletFeatures, SolanaDevWalletMethod, SolanaDevWalletOptions, SolanaDevWalletScript, SolanaDevWalletState, SolanaDevWalletStorage };
