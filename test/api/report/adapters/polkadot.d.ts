import { ChainModule, CaipNetwork, ChainAdapter } from '../index.js';
import { SignInRules, VerifySignature } from '../index.js';
import { PorticoError } from '../index.js';

/** What discovery reads: the page's window (or a stand-in with the same properties). */
type InjectedWeb3Host = Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
    injectedWeb3?: unknown;
    walletExtension?: unknown;
};

/**
 * Polkadot: what the rest of the product asks of the polkadot namespace.
 * Reads and sends go through @polkadot/api over the network's WebSocket, which the adapter
 * loads itself, so the RPC-taking reads of the ChainModule are not here (the adapter adds its
 * fee reads over that connection, `polkadotFees`).
 */
declare const polkadotChain: ChainModule;

/**
 * Sign-in on Polkadot (CAIP-122, "… wants you to sign in with your Polkadot account:"): the
 * SS58 address as the wallet gave it (the adapter gives it in the connected network's
 * form; not re-encoded here, where the network is not known, so the signed text is the one
 * shown); two addresses are one account when they carry the same key, whatever their
 * prefixes. The signature is `signRaw`'s, 0x hex, of the message wrapped in `<Bytes>…</Bytes>`
 * or not; sr25519, ed25519 or ecdsa, checked without WebAssembly.
 */
declare const polkadotSignIn: SignInRules;

/**
 * Genesis hashes; a polkadot CAIP-2 reference is the first 32 hex characters of one, without
 * its 0x (CAIP-13, as WalletConnect names these chains).
 */
declare const POLKADOT_GENESIS_HASH = "0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3";
declare const KUSAMA_GENESIS_HASH = "0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe";
declare const WESTEND_GENESIS_HASH = "0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e";
/** The Polkadot relay chain: DOT, 10 decimals, SS58 prefix 0. */
declare const polkadot: CaipNetwork;
/** The Kusama relay chain: KSM, 12 decimals, SS58 prefix 2. */
declare const kusama: CaipNetwork;
/** The Westend test relay chain: WND, 12 decimals, the generic SS58 prefix 42. */
declare const westend: CaipNetwork;
interface PolkadotLocalOptions {
    /** The chain's genesis hash (0x + 64 hex): its CAIP-2 reference is the first 32 digits. */
    genesisHash: string;
    symbol: string;
    decimals: number;
    /** The chain's SS58 prefix (`system_properties.ss58Format`); 42 for most dev chains. */
    ss58Prefix: number;
    /** Default 'Polkadot Local'. */
    name?: string;
}
/**
 * A local Substrate chain at the WebSocket URL `wsUrl` (the chopsticks chain of `npm start`
 * and the suites: `test/stack/polkadot/cli.mjs` prints its URL, genesis hash, symbol,
 * decimals and prefix). `rpcUrls.default.http` is the same endpoint over HTTP, which a
 * Substrate node (and chopsticks) serves on the same port; reads and sends use the WebSocket.
 */
declare function polkadotLocal(wsUrl: string, options: PolkadotLocalOptions): CaipNetwork;

/**
 * Resolves when `signature` (0x hex, as `signRaw` answers it) is `address`'s signature of the
 * UTF-8 `message`, wrapped in `<Bytes>…</Bytes>` as wallets sign it or as it is; throws saying
 * why not. ed25519, sr25519 (what most extensions use) and ecdsa accounts, each checked in
 * plain JavaScript (@noble/curves, @scure/sr25519): no WebAssembly, so it works under the
 * product's strict CSP. The curves load with the first check.
 */
declare const verifyPolkadotSignature: VerifySignature;

/**
 * A send the chain would refuse for its existential deposit (ED), the least an account must
 * hold to exist: to an account that does not exist yet, below the ED (`EXISTENTIAL_DEPOSIT`),
 * or leaving the sender with less than the ED (`EXISTENTIAL_DEPOSIT_REMAINDER`: sends are
 * `transferKeepAlive`, which never reaps the sender's account). `params.minimum` is the ED
 * with its symbol, e.g. `0.0000033333 ROC`.
 */
declare class ExistentialDepositError extends PorticoError {
    readonly name = "ExistentialDepositError";
    /** Whose account is short: the receiver's new one, or what the sender keeps. */
    readonly account: 'receiver' | 'sender';
    /** The existential deposit, in the smallest unit (planck). */
    readonly minimum: bigint;
    constructor(account: 'receiver' | 'sender', minimum: bigint, currency: {
        symbol: string;
        decimals: number;
    });
}

/**
 * The sender's usable balance (free, less what locks and freezes hold) cannot pay the amount
 * and the fee. `params.needed` and `params.available` are decimal strings with the symbol;
 * the fields are in the smallest unit (planck).
 */
declare class PolkadotInsufficientFundsError extends PorticoError {
    readonly name = "PolkadotInsufficientFundsError";
    /** The amount plus the fee, in planck. */
    readonly needed: bigint;
    /** What the sender can move, in planck. */
    readonly available: bigint;
    constructor({ needed, available, currency, }: {
        needed: bigint;
        available: bigint;
        currency: {
            symbol: string;
            decimals: number;
        };
    });
}

/**
 * The chain refused a send, or ran it and it failed: `stage` says which. `reason` names the
 * failure for developers and the catalogue (`params.reason`): a dispatch error as
 * `<pallet>.<Error>` (`balances.InsufficientBalance`) or its kind (`Token.FundsUnavailable`),
 * a refusal by the transaction pool as the node said it (`1010: Invalid Transaction: …`).
 */
declare class PolkadotTransactionError extends PorticoError {
    readonly name = "PolkadotTransactionError";
    /** `pool`: refused before it was in a block (nothing was charged); `dispatch`: failed in one. */
    readonly stage: 'pool' | 'dispatch';
    readonly reason: string;
    /** The extrinsic's hash, for a failure in a block. */
    readonly transactionHash: string | undefined;
    constructor({ code, shortMessage, stage, reason, docs, transactionHash, cause, }: {
        code: string;
        shortMessage: string;
        stage: 'pool' | 'dispatch';
        reason: string;
        docs?: string;
        transactionHash?: string;
        cause?: unknown;
    });
}

interface PolkadotAdapterOptions {
    /** How long a send waits for its block's finality once signed, in ms. Default 120 000. */
    confirmTimeoutMs?: number;
    /** How long connecting to a network's node may take, in ms. Default 10 000. */
    connectTimeoutMs?: number;
    /**
     * How long a silent reconnect waits for the extension (to inject, then to answer `enable`),
     * in ms, before giving up quietly. Default 3 000.
     */
    reconnectTimeoutMs?: number;
    /**
     * The page to find extensions on (its `injectedWeb3`). Default `window`; a test passes its
     * own stand-in.
     */
    host?: InjectedWeb3Host;
}
/**
 * The Polkadot adapter: browser extensions found in `window.injectedWeb3` (the
 * @polkadot/extension-inject convention: Polkadot{.js}, Talisman, SubWallet, …), connected
 * with `enable(appName)`; their sr25519, ed25519 and ecdsa accounts, in the network's SS58
 * form (one key is one account on every network). Balances, fees and sends go to the
 * network's node over WebSocket through @polkadot/api, loaded with the first read or send
 * (never at startup) and run without WebAssembly; a send is `balances.transferKeepAlive`,
 * signed by the extension and followed until its block is finalised.
 */
declare function polkadotAdapter(options?: PolkadotAdapterOptions): ChainAdapter;

export { ExistentialDepositError, KUSAMA_GENESIS_HASH, POLKADOT_GENESIS_HASH, PolkadotInsufficientFundsError, PolkadotTransactionError, WESTEND_GENESIS_HASH, kusama, polkadot, polkadotAdapter, polkadotChain, polkadotLocal, polkadotSignIn, verifyPolkadotSignature, westend };
export type { PolkadotAdapterOptions, PolkadotLocalOptions };
