import { ChainModule, CaipNetwork, ChainAdapter } from '../index.js';
export { F as FeeSpeed } from '../types/ChainAdapter.js';
import { SignInRules, VerifySignature } from '../index.js';
import { PorticoError } from '../index.js';

/**
 * Bitcoin (bip122): what the rest of the product asks of the namespace. Balances, fees and
 * sends go through Esplora's REST API, not a JSON-RPC transport, so the RPC-taking reads of
 * the ChainModule are not here: the adapter adds its fee reads over Esplora (`bitcoinFees`).
 */
declare const bitcoinChain: ChainModule;

/**
 * Sign-in on Bitcoin (CAIP-122, "… wants you to sign in with your Bitcoin account:"): the
 * address as the wallet gave it; a signature, base64, in either form wallets answer with —
 * BIP-322 "simple" (p2wpkh, p2tr) or legacy BIP-137 (p2pkh, p2sh-p2wpkh, p2wpkh).
 */
declare const bitcoinSignIn: SignInRules;

/** Genesis block hashes; a bip122 CAIP-2 reference is the first 32 hex characters of one. */
declare const BITCOIN_MAINNET_GENESIS_HASH = "000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f";
/** testnet3's. */
declare const BITCOIN_TESTNET_GENESIS_HASH = "000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943";
/** The default signet's. */
declare const BITCOIN_SIGNET_GENESIS_HASH = "00000008819873e925422c1ff0f99f7cc9bbb232af63a077a480a3633bee1ef6";
/** Bitcoin Core's regtest (every regtest chain, the local stand-in's too). */
declare const BITCOIN_REGTEST_GENESIS_HASH = "0f9188f13cb7b2f71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206";
/** Bitcoin mainnet, read through mempool.space's Esplora API. */
declare const bitcoin: CaipNetwork;
/** testnet3. */
declare const bitcoinTestnet: CaipNetwork;
/** The default signet. */
declare const bitcoinSignet: CaipNetwork;
/**
 * A regtest chain behind the Esplora API at `esploraUrl` (default: the local stand-in of
 * `npm start`, on Esplora's usual regtest port). No explorer: nothing public shows it.
 */
declare function bitcoinRegtest(esploraUrl?: string): CaipNetwork;

/**
 * Resolves when `signature` (base64) is `address`'s signature of `message`; throws an Error
 * saying why not. Takes both forms wallets answer `signMessage` with: legacy BIP-137 compact
 * signatures (p2pkh, p2sh-p2wpkh, p2wpkh) and BIP-322 "simple" ones (p2wpkh, p2tr key path).
 * bitcoinjs-lib loads for a BIP-322 check (its transaction hashing), the first time.
 */
declare const verifyBitcoinSignature: VerifySignature;

/**
 * The sender's UTXOs cannot pay the amount and the fee of spending them. `params.needed` and
 * `params.available` are BTC decimal strings (without the unit); the fields are sats.
 */
declare class BitcoinInsufficientFundsError extends PorticoError {
    readonly name = "BitcoinInsufficientFundsError";
    /** The amount plus the fee of a send spending every UTXO, in sats. */
    readonly needed: bigint;
    /** The sum of the sender's UTXOs, in sats. */
    readonly available: bigint;
    constructor({ needed, available }: {
        needed: bigint;
        available: bigint;
    });
}

/**
 * A send of less than the receiver's output type's dust threshold: the network would refuse
 * to relay it. `params.minimum` is the threshold with its unit (`0.00000294 BTC`), as the
 * catalog's `error.AMOUNT_BELOW_DUST` names it.
 */
declare class BitcoinAmountBelowDustError extends PorticoError {
    readonly name = "BitcoinAmountBelowDustError";
    /** The least the receiver's output may carry, in sats. */
    readonly minimum: bigint;
    constructor(minimum: bigint);
}

/**
 * The node refused a transaction at broadcast (Esplora's 400 `sendrawtransaction RPC error:
 * {"code":…,"message":…}`): a spent input, dust, a fee below the relay minimum, a bad
 * signature. `reason` is the node's reject reason, for developers.
 */
declare class BitcoinBroadcastError extends PorticoError {
    readonly name = "BitcoinBroadcastError";
    /** bitcoind's reject reason, e.g. `min relay fee not met, 100 < 141`. */
    readonly reason: string;
    /** bitcoind's RPC error code (-25 missing or spent inputs, -26 rejected, …) when it gave one. */
    readonly rpcCode: number | undefined;
    constructor({ reason, rpcCode }: {
        reason: string;
        rpcCode?: number;
    });
}

/**
 * The PSBT a wallet signed is not the transaction it was asked to sign (an output swapped, an
 * input added, the amounts or the version changed): it is not broadcast. `details` says what
 * differs.
 */
declare class BitcoinPsbtMismatchError extends PorticoError {
    readonly name = "BitcoinPsbtMismatchError";
    constructor(difference: string);
}

interface BitcoinAdapterOptions {
    /** Timeout of each Esplora request, in ms. Default 10 000. */
    requestTimeoutMs?: number;
}
/**
 * The bitcoin adapter (bip122): browser wallets found through the Wallet Standard's `bitcoin:`
 * features, then sats-connect's `window.btc_providers`, then `window.unisat`; a payment and
 * an ordinals address per wallet (payment is the default type). Balances, fee rates
 * and broadcasts go to the network's Esplora REST API (`rpcUrls.default.http[0]`); a send is a
 * PSBT built here (coin selection, change, the picked fee rate, dust respected), signed by the
 * wallet and broadcast. bitcoinjs-lib (an optional peer) loads with the first send or BIP-322
 * check, never at startup.
 */
declare function bitcoinAdapter(options?: BitcoinAdapterOptions): ChainAdapter;

export { BITCOIN_MAINNET_GENESIS_HASH, BITCOIN_REGTEST_GENESIS_HASH, BITCOIN_SIGNET_GENESIS_HASH, BITCOIN_TESTNET_GENESIS_HASH, BitcoinAmountBelowDustError, BitcoinBroadcastError, BitcoinInsufficientFundsError, BitcoinPsbtMismatchError, bitcoin, bitcoinAdapter, bitcoinChain, bitcoinRegtest, bitcoinSignIn, bitcoinSignet, bitcoinTestnet, verifyBitcoinSignature };
export type { BitcoinAdapterOptions };
