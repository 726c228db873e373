import { RpcChainModule, CaipNetwork, ChainAdapter } from '../index.js';
import { SignInRules } from '../index.js';
import { PorticoError } from '../index.js';

/** Solana: what the rest of the product asks of the solana namespace. */
declare const solanaChain: RpcChainModule;

/**
 * Sign-in on Solana (CAIP-122, "… wants you to sign in with your Solana account:"): the
 * base58 address as it is, compared exactly; an ed25519 signature, base58 as the adapter's
 * `signMessage` returns it, of the message's UTF-8 bytes by the address's key.
 */
declare const solanaSignIn: SignInRules;

/** Solana mainnet-beta (SOL, 9 decimals). */
declare const solana: CaipNetwork;
declare const solanaDevnet: CaipNetwork;
declare const solanaTestnet: CaipNetwork;
/** The genesis hash of Portico's local cluster (the stand-in of `npm start` and the suites). */
declare const SOLANA_LOCALNET_GENESIS_HASH = "G1dHUr8XxahV99RXqn3K3DnwUacUMogPwnZRvd8nx8Ar";
/**
 * A local cluster at `rpcUrl`. `wsUrl` is its WebSocket endpoint (confirmations subscribe
 * there); default web3.js' rule, the HTTP port plus one, as `solana-test-validator` listens.
 * Its CAIP-2 reference is the first 32 characters of `genesisHash` (default the stand-in's).
 */
declare function solanaLocalnet(rpcUrl: string, wsUrl?: string, genesisHash?: string): CaipNetwork;

/**
 * A SOL send the chain would refuse for rent: to an account that does not exist yet, below
 * the least an account must hold (`RENT_EXEMPT_MINIMUM`), or leaving the sender's account
 * with less than that and more than nothing (`RENT_EXEMPT_REMAINDER`).
 */
declare class RentExemptMinimumError extends PorticoError {
    readonly name = "RentExemptMinimumError";
    /** Whose account is short: the receiver's new one, or what the sender keeps. */
    readonly account: 'receiver' | 'sender';
    /** The rent-exempt minimum, in lamports. */
    readonly minimum: bigint;
    constructor(account: 'receiver' | 'sender', minimum: bigint);
}

interface SolanaAdapterOptions {
    /** Rank a network's RPC URLs by periodic pings. Default true when it has several. */
    rankRpcUrls?: boolean;
    /** How long a send waits for its confirmation, in ms. Default 60 000. */
    confirmTimeoutMs?: number;
}
/**
 * The solana adapter: Wallet Standard discovery (`getWallets()`), and the legacy injected
 * provider only where no wallet speaks the standard. Reads go to the network's own RPC URLs
 * through a fallback transport, never through the wallet; web3.js loads with the first send.
 */
declare function solanaAdapter(options?: SolanaAdapterOptions): ChainAdapter;

export { RentExemptMinimumError, SOLANA_LOCALNET_GENESIS_HASH, solana, solanaAdapter, solanaChain, solanaDevnet, solanaLocalnet, solanaSignIn, solanaTestnet };
export type { SolanaAdapterOptions };
