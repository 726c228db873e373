import { ChainModule, CaipNetwork, ChainAdapter } from '../index.js';
import { SignInRules, VerifySignature } from '../index.js';
import { PorticoError } from '../index.js';

/**
 * Cosmos: what the rest of the product asks of the namespace. Balances, fees and sends go to a
 * chain's CometBFT RPC through @cosmjs, which only the adapter loads; so no RPC-taking reads
 * here (the adapter adds its fee reads, `cosmosFees`). A relay (WalletConnect) signs a message with `cosmos_signAmino` of its ADR-36 sign doc
 * and answers `{ signature: StdSignature, signed }`; sends are not relayed (a direct sign doc
 * needs the account's number and sequence, which only the adapter reads).
 */
declare const cosmosChain: ChainModule;

/**
 * What Portico needs of a Cosmos chain besides its `CaipNetwork`: its account prefix, its fee
 * currency and gas price, and what a Keplr-style wallet is told when it does not know the chain
 * (`experimentalSuggestChain`). Plain data. The adapter knows Cosmos Hub's and Osmosis's; any
 * other chain's is handed to it: `cosmosAdapter({ chains: [info] })`.
 */
interface CosmosChainInfo {
    /** The chain id, the CAIP-2 reference (`cosmoshub-4`). */
    chainId: string;
    /** Its name as wallets show it. */
    chainName: string;
    /** A CometBFT RPC URL: what a wallet is told; reads use the network's `rpcUrls` first. */
    rpc: string;
    /** A REST (LCD) URL for the wallet's own reads; Portico does not use it. Default: `rpc`. */
    rest?: string;
    /** The accounts' bech32 prefix (`cosmos`); the other prefixes follow the SDK's rule. */
    bech32Prefix: string;
    /** BIP-44 coin type of the chain's keys. Default 118 (the Cosmos Hub's). */
    coinType?: number;
    /** The native (fee and staking) currency: its base denom, symbol and decimals. */
    denom: string;
    symbol: string;
    decimals: number;
    /** The gas price fees are paid at, amount and denom: `0.025uatom`. */
    gasPrice: string;
    /** Wallets' low, average and high gas prices, in `denom`. Default: half, one and two times `gasPrice`. */
    gasPriceStep?: {
        low: number;
        average: number;
        high: number;
    };
    /** The currency's CoinGecko id, for wallets that show prices. */
    coinGeckoId?: string;
    /** A test network. */
    testnet?: boolean;
    /** A block explorer, for the network. */
    explorer?: {
        name: string;
        url: string;
    };
}
/** A currency as Keplr's chain info writes it. */
interface KeplrCurrency {
    coinDenom: string;
    coinMinimalDenom: string;
    coinDecimals: number;
    coinGeckoId?: string;
}
/** The chain info Keplr's `experimentalSuggestChain` takes (Leap and Cosmostation take it too). */
interface KeplrChainInfo {
    chainId: string;
    chainName: string;
    rpc: string;
    rest: string;
    bip44: {
        coinType: number;
    };
    bech32Config: {
        bech32PrefixAccAddr: string;
        bech32PrefixAccPub: string;
        bech32PrefixValAddr: string;
        bech32PrefixValPub: string;
        bech32PrefixConsAddr: string;
        bech32PrefixConsPub: string;
    };
    currencies: KeplrCurrency[];
    feeCurrencies: (KeplrCurrency & {
        gasPriceStep: {
            low: number;
            average: number;
            high: number;
        };
    })[];
    stakeCurrency: KeplrCurrency;
    features: string[];
}

/**
 * Sign-in on Cosmos (CAIP-122, "… wants you to sign in with your Cosmos account:"): the bech32
 * address in lower case; two addresses are one account when their data is the same (the prefix
 * names a chain, the key is one). The signature is the `StdSignature` JSON the adapter's
 * `signMessage` returns: an ADR-36 signature and the key that made it.
 */
declare const cosmosSignIn: SignInRules;

/** The Cosmos Hub's chain info (ATOM). */
declare const COSMOSHUB_CHAIN_INFO: CosmosChainInfo;
/** Osmosis's chain info (OSMO). */
declare const OSMOSIS_CHAIN_INFO: CosmosChainInfo;
/** The `CaipNetwork` of a Cosmos chain (`cosmos:<chain id>`), its RPC the info's. */
declare function cosmosNetwork(info: CosmosChainInfo): CaipNetwork;
/** Cosmos Hub mainnet (`cosmos:cosmoshub-4`), read through publicnode's CometBFT RPC. */
declare const cosmoshub: CaipNetwork;
/** Osmosis mainnet (`cosmos:osmosis-1`). */
declare const osmosis: CaipNetwork;
/** What a local chain differs by; every field has the local stand-in's value as its default. */
interface CosmosLocalOptions {
    chainId?: string;
    chainName?: string;
    denom?: string;
    symbol?: string;
    decimals?: number;
    bech32Prefix?: string;
    gasPrice?: string;
    /** A REST (LCD) URL for the wallet; default the RPC URL (the stand-in has none). */
    rest?: string;
}
/** A network with the chain info the adapter needs for it. */
interface CosmosNetworkWithInfo {
    network: CaipNetwork;
    info: CosmosChainInfo;
}
/**
 * A local chain behind the CometBFT RPC at `rpcUrl` (default: the local stand-in of
 * `npm start`, on CometBFT's usual port), as a network and its chain info. Both are handed
 * over, explicitly: the network to the modal's `networks`, the info to the adapter.
 *
 * ```ts
 * const local = cosmosLocal('http://127.0.0.1:26657');
 * createWalletModal({ networks: [local.network], adapters: [cosmosAdapter({ chains: [local.info] })] });
 * ```
 */
declare function cosmosLocal(rpcUrl?: string, options?: CosmosLocalOptions): CosmosNetworkWithInfo;
/**
 * The Keplr chain info of `info`, for `experimentalSuggestChain`: the SDK's derived prefixes
 * (`cosmosvaloper`, …), one currency that pays fees and is staked.
 */
declare function toKeplrChainInfo(info: CosmosChainInfo): KeplrChainInfo;

/**
 * A Keplr-style injected provider (`window.keplr`, `window.leap`,
 * `window.cosmostation.providers.keplr`), as far as Portico uses it. Answers are the page's
 * script's: the adapter checks them before it believes them.
 */
interface KeplrProvider {
    /** Asks (a prompt, unless the page is approved) for access to the chains; throws on refusal. */
    enable(chainIds: string | string[]): Promise<unknown>;
    /** The key of the chain: `{ name, algo, pubKey, address, bech32Address, … }`. */
    getKey(chainId: string): Promise<unknown>;
    /** A cosmjs `OfflineDirectSigner` (usually amino too) of the chain. */
    getOfflineSigner?(chainId: string): unknown;
    /** A cosmjs `OfflineAminoSigner` of the chain, for wallets (Ledger) that sign amino only. */
    getOfflineSignerOnlyAmino?(chainId: string): unknown;
    /** ADR-36: signs `data` as `signer`, answering a `StdSignature`. */
    signArbitrary?(chainId: string, signer: string, data: string | Uint8Array): Promise<unknown>;
    /** Adds a chain the wallet does not know (a prompt). */
    experimentalSuggestChain?(chainInfo: KeplrChainInfo): Promise<unknown>;
    /** Forgets the page's access (newer Keplr). */
    disable?(chainIds?: string | string[]): Promise<unknown>;
    /** A name some providers carry (dev wallets); shown instead of the convention's. */
    name?: unknown;
    /** An icon some providers carry; shown only when it is a `data:image/…` URL. */
    icon?: unknown;
}

/**
 * Resolves when `signature` (the `StdSignature` JSON `signMessage` returns) is `address`'s
 * ADR-36 signature of `message`; throws saying why not. The key it carries must be the
 * address's (RIPEMD-160 of SHA-256 of the key, with the address's prefix), and the 64-byte
 * signature (r‖s, low S as the SDK requires) must verify over SHA-256 of the ADR-36 sign doc.
 */
declare const verifyCosmosSignature: VerifySignature;

/**
 * The sender's balance cannot pay the amount and the network fee. `params.needed` and
 * `params.available` are decimal strings of `params.symbol` (without the unit); the fields are
 * in the smallest unit.
 */
declare class CosmosInsufficientFundsError extends PorticoError {
    readonly name = "CosmosInsufficientFundsError";
    /** The amount plus the fee, in the smallest unit. */
    readonly needed: bigint;
    /** The sender's balance, in the smallest unit. */
    readonly available: bigint;
    constructor({ needed, available, symbol, decimals, denom, }: {
        needed: bigint;
        available: bigint;
        symbol: string;
        decimals: number;
        denom: string;
    });
}

/**
 * The chain refused or failed a transaction: at broadcast (CheckTx) or in its block (DeliverTx).
 * `code` says what, from the SDK's error code (`txCode`, codespace `sdk`):
 * 5 `INSUFFICIENT_FUNDS`, 13 `FEE_TOO_LOW`, 32 `SEQUENCE_MISMATCH`, 4 `SIGNATURE_REJECTED`,
 * anything else `TRANSACTION_FAILED` (the node's log in `details`).
 */
declare class CosmosTransactionError extends PorticoError {
    readonly name = "CosmosTransactionError";
    /** The ABCI result code (non-zero). */
    readonly txCode: number;
    /** The module whose error it is (`sdk`), when the node said. */
    readonly codespace: string | undefined;
    /** The node's log: why, in its words. */
    readonly log: string | undefined;
    /** The transaction's hash, when it was broadcast. */
    readonly transactionHash: string | undefined;
    constructor(code: string, shortMessage: string, fields: {
        txCode: number;
        codespace?: string;
        log?: string;
        transactionHash?: string;
    });
}

/** For cosmos: a bech32 account address of 20 or 32 bytes, whatever its prefix. */
declare const isCosmosAddress: (address: unknown) => address is string;

interface CosmosAdapterOptions {
    /**
     * Chain infos of the cosmos networks the modal is configured with, besides the built-in
     * Cosmos Hub and Osmosis ones (one with the same chain id replaces the built-in one).
     */
    chains?: readonly CosmosChainInfo[];
    /** How often a send asks whether its transaction is in a block, in ms. Default 500. */
    broadcastPollIntervalMs?: number;
    /** How long a send waits for its transaction to be in a block, in ms. Default 60 000. */
    confirmTimeoutMs?: number;
    /** Timeout of each CometBFT RPC request, in ms. Default 10 000. */
    requestTimeoutMs?: number;
    /** The simulated gas of a send is multiplied by this for its gas limit. Default 1.4. */
    gasMultiplier?: number;
}
/**
 * The cosmos adapter: Keplr-compatible browser wallets (`window.keplr`, then `window.leap`,
 * then `window.cosmostation.providers.keplr`), one account per chain (its address carries
 * the chain's bech32 prefix). A chain the wallet does not know is suggested to it
 * (`experimentalSuggestChain`). Balances, fees and sends go to the network's CometBFT RPC
 * (`rpcUrls.default.http[0]`) through @cosmjs/stargate (an optional peer), which loads with
 * the first read, never at startup. A send is a bank `MsgSend` of the native denom, signed by
 * the wallet's offline signer with a fee simulated beforehand, and resolves with its hash once
 * it is in a block. Messages are signed ADR-36 (`signArbitrary`) and checked before they are
 * returned.
 */
declare function cosmosAdapter(options?: CosmosAdapterOptions): ChainAdapter;

export { COSMOSHUB_CHAIN_INFO, CosmosInsufficientFundsError, CosmosTransactionError, OSMOSIS_CHAIN_INFO, cosmosAdapter, cosmosChain, cosmosLocal, cosmosNetwork, cosmosSignIn, cosmoshub, isCosmosAddress, osmosis, toKeplrChainInfo, verifyCosmosSignature };
export type { CosmosAdapterOptions, CosmosChainInfo, CosmosLocalOptions, CosmosNetworkWithInfo, KeplrChainInfo, KeplrCurrency, KeplrProvider };
