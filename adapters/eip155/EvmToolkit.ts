import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import type { ChainModule, TokenRef, TransactionRequest } from '../../src/adapter/ChainModule';
import type { RpcTransport } from '../../src/adapter/rpc/RpcTransport';
import type { Eip1193Provider } from './Eip1193Provider';

/** An ERC-20 `transfer` of `amount` smallest units of `token` from `from` to `to`. */
interface TokenTransfer {
  from: string;
  to: string;
  token: TokenRef;
  amount: bigint;
}

/**
 * What an EVM library does for the browser-wallets adapter (`createBrowserWalletsAdapter`):
 * chain reads, signing and sending through the connector's wallet, units. The adapter keeps
 * the rest (discovery, connection, events, switching, wallet requests) and checks the answers'
 * shapes. One per adapter instance: it may keep a client per network until `destroy`.
 *
 * Methods reject with PorticoErrors: a wallet's refusal as a `ProviderRpcError` (a rejection
 * stays 4001), a node's refusal of a transaction or estimate as its typed `NodeError`.
 */
export interface EvmToolkit {
  /** The eip155 chain module, with this library's units (and prices): the adapter's `chain`. */
  readonly chain: ChainModule;
  /** The native balance of `address`, read from the network's RPC URLs. */
  getBalance(network: CaipNetwork, address: string): Promise<bigint>;
  /**
   * The network's RPC URLs as one JSON-RPC transport, through this library's client: the chain
   * module's fee estimates read through it. A node's error is thrown as the node gave it.
   */
  transport(network: CaipNetwork): Promise<RpcTransport>;
  /** `personal_sign` by the wallet; resolves with its answer, unchecked. */
  signMessage(wallet: Eip1193Provider, address: string, message: string): Promise<unknown>;
  /** Has the wallet sign and send `tx`; resolves with its answer (the hash), unchecked. */
  sendTransaction(wallet: Eip1193Provider, tx: TransactionRequest): Promise<unknown>;
  /**
   * Has the wallet send an ERC-20 transfer; resolves with its answer (the hash), unchecked.
   * Optional: without it a token send is `sendTransaction` of the chain module's transfer call.
   */
  sendToken?(wallet: Eip1193Provider, transfer: TokenTransfer): Promise<unknown>;
  /** Releases the per-network clients (and stops any pinging). */
  destroy(): void;
}
