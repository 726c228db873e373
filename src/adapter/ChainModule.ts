import type { CaipNetwork } from './CaipNetwork';
import type { ChainNamespace } from './chainNamespace';
import type { RpcTransport } from './rpc/RpcTransport';

/** A transaction as a wallet is asked to send it. */
export interface TransactionRequest {
  from: string;
  to: string;
  value: bigint;
  data?: `0x${string}`;
}

/** How `ChainModule.waitForTransaction` waits. */
export interface WaitForTransactionOptions {
  /** Give up after this long, in ms. Default 120 000. */
  timeoutMs?: number;
  /** Ask the node this often, in ms. Default 500. */
  pollMs?: number;
}

/** A fungible token, by its address (contract on eip155, mint on solana) and decimals. */
export interface TokenRef {
  address: string;
  decimals: number;
}

/** A fungible token an account holds, as the chain reports it (zero balances left out). */
export interface TokenBalance {
  /** The token's address: its contract on eip155, its mint on solana. */
  address: string;
  /** In the token's smallest unit. */
  amount: bigint;
  decimals: number;
}

/**
 * How soon a send should confirm, where the chain prices that (bip122: the fee rate, from the
 * network's estimates for about 144, 6 and 1 blocks).
 */
export type FeeSpeed = 'low' | 'medium' | 'high';

/**
 * A send to price: of the native currency (`value`), or `amount` smallest units of `token`;
 * at `speed` where the chain prices speed (default `medium`).
 */
export type SendCostRequest = { from: string; to: string; speed?: FeeSpeed } & (
  { value: bigint } | { token: TokenRef; amount: bigint }
);

/** Why a send costs more than its amount and fee: solana's rent for the receiver's new token account. */
export type SendExtraCostReason = 'newTokenAccount';

/** What a send costs the sender besides its amount, in the native currency's smallest unit. */
export interface SendCost {
  /** The network fee. */
  fee: bigint;
  /** Other costs, each with its reason (e.g. the rent of an account the send creates). */
  extras: readonly { amount: bigint; reason: SendExtraCostReason }[];
  /**
   * Where the fee follows a chosen speed (bip122): the speed priced and its fee rate, so the
   * user can pick another. Absent where the fee has no such choice.
   */
  speed?: { picked: FeeSpeed; rate: number; rateUnit: 'sat/vB' };
}

/**
 * What differs by chain, exported by each `adapters/<namespace>/` folder: the rest of the
 * product (sagas, views, a pairing protocol speaking to a wallet of that chain) asks this
 * rather than compare namespace strings. Pure: no wallet, no state; reads take the RPC.
 *
 * `Transport` is what the fee estimates read the chain through: a JSON-RPC transport on most
 * chains, the adapter's own client where the chain's reads are not JSON-RPC (an Esplora REST
 * API, a Substrate or CometBFT client). Its adapter gives it for a network (`transport`).
 */
export interface ChainModule<Transport = RpcTransport> {
  readonly namespace: ChainNamespace;
  /** The address rule of the namespace. */
  isAddress(address: string): boolean;
  /**
   * `address` as a transaction's receiver: written the way the chain wants it (eip155: with
   * its 0x), or why it may not receive funds: `'invalid'` by the address rule, `'checksum'`
   * for a mixed-case EVM address whose EIP-55 checksum is wrong (a typo). Async so the
   * check's code (Keccak on eip155) loads only when a send needs it.
   */
  checkReceiver?(
    address: string,
  ): Promise<{ address: string } | { problem: 'invalid' | 'checksum' }>;
  /**
   * The call data of a fungible token's transfer of `amount` smallest units to `to` (ERC-20
   * `transfer(address,uint256)` on eip155). Absent where tokens are not sent this way.
   */
  tokenTransferData?(to: string, amount: bigint): `0x${string}`;
  /**
   * The network fee of `tx` in the native currency's smallest unit (eip155: the gas estimate
   * times the gas price), read through `transport`; throws a typed error for a transaction the
   * chain would refuse. Absent: a send shows no fee estimate.
   */
  estimateFee?(transport: Transport, tx: TransactionRequest): Promise<bigint>;
  /**
   * The fee and any extra cost of a send, for the Send preview, read through `transport`;
   * throws a typed error for a send the chain would refuse (solana: below the rent-exempt
   * minimum). Absent: `estimateFee` only.
   */
  estimateSendCost?(transport: Transport, send: SendCostRequest): Promise<SendCost>;
  /**
   * Resolves once the transaction `hash` is in a block and succeeded there; rejects with a
   * typed error when it failed (eip155: `ExecutionRevertedError` with the revert reason) or was
   * not confirmed in time (TRANSACTION_NOT_CONFIRMED). Read over the RPC.
   */
  waitForTransaction?(
    rpc: RpcTransport,
    hash: string,
    options?: WaitForTransactionOptions,
  ): Promise<void>;
  /** The fungible tokens `address` holds, read over the RPC (solana: its SPL token accounts). */
  getTokenBalances?(rpc: RpcTransport, address: string): Promise<TokenBalance[]>;
  /** A decimal amount in the smallest unit, exactly (throws `INVALID_AMOUNT`). */
  parseUnits(value: string, decimals: number): bigint;
  formatUnits(value: bigint, decimals: number): string;
  /**
   * The native balance of `address`, in the smallest unit, read over the network's JSON-RPC.
   * Absent where the chain's reads are not JSON-RPC (bip122: an Esplora REST API, which its
   * adapter reads itself).
   */
  getNativeBalance?(rpc: RpcTransport, address: string): Promise<bigint>;
  /**
   * The wallet requests of this chain, for a protocol that relays them (WalletConnect):
   * each method's name and params, and a check of what the wallet answered.
   */
  readonly requests: {
    signMessage(address: string, message: string): { method: string; params: unknown[] };
    /**
     * The sign request with named params, for wallets that take an object (WalletConnect's
     * `solana_signMessage` takes `{ message, pubkey }`): a relay sends it instead when present.
     */
    signMessageWithNamedParams?(
      address: string,
      message: string,
    ): { method: string; params: Readonly<Record<string, unknown>> };
    /**
     * The signature in the wallet's answer to `signMessage`, when the answer wraps it
     * (`solana_signMessage` answers `{ signature }`). Absent: the answer is the signature.
     */
    signatureOf?(answer: unknown): unknown;
    /** Absent where the chain's wallets cannot be asked to send a transaction this way. */
    sendTransaction?(tx: TransactionRequest): { method: string; params: unknown[] };
    /** Absent where the wallet has no chain to switch (the session's chain is the switch). */
    switchChain?(network: CaipNetwork): { method: string; params: unknown[] };
    isSignature(value: unknown): value is string;
    isTransactionHash(value: unknown): value is string;
  };
  /** What a pairing protocol asks this chain's wallets for: RPC methods and wallet events. */
  readonly pairing?: { readonly methods: readonly string[]; readonly events: readonly string[] };
  /**
   * What a wallet's or node's refusal of a transaction means, as a typed error (node
   * errors on eip155); a user's rejection and anything unexplained pass through unchanged.
   * Async so that a chain's error parsers load with the first refusal.
   */
  toTransactionError?(error: unknown): Promise<Error>;
}

/** A chain module whose reads are JSON-RPC: its native balance is read over the RPC. */
export type RpcChainModule = ChainModule & Required<Pick<ChainModule, 'getNativeBalance'>>;
