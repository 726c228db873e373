/** The CLI's default port: CometBFT's RPC port, 26657. */
export declare const DEFAULT_COSMOS_PORT: number;

export type CosmosRpcMethod =
  'status' | 'health' | 'abci_query' | 'broadcast_tx_sync' | 'tx_search' | 'tx';

/** `POST /__control/fault`. */
export interface CosmosFault {
  method: CosmosRpcMethod | '*';
  /** With method abci_query only: one query path, e.g. `/cosmos.tx.v1beta1.Service/Simulate`. */
  path?: string;
  kind: 'status' | 'malformed' | 'hang';
  /** For kind status: 400-599, default 503. */
  status?: number;
  /** Clears itself after this many requests; default: until cleared. */
  times?: number;
}

/** `GET /__control/status` and the answer of every control POST but fund. */
export interface CosmosStandInStatus {
  /** The latest block; 1 is genesis, each accepted transaction adds one. */
  height: number;
  latestBlockHash: string;
  /** RFC 3339. */
  latestBlockTime: string;
  /** Transactions in blocks (DeliverTx failures included; CheckTx refusals not). */
  txCount: number;
  faults: Array<{
    method: CosmosRpcMethod | '*';
    path?: string;
    kind: string;
    status?: number;
    remaining?: number;
  }>;
  /** JSON-RPC calls since start or reset, by method (unknown methods too). */
  calls: Record<string, number>;
  chainId: string;
  caipNetworkId: string;
  denom: string;
  gasPrice: string;
  /** Dev accounts 0..3 with their uatom balance (a decimal string). */
  devAccounts: Array<{ index: number; address: string; balance: string }>;
}

/** `POST /__control/fund {address, amount, denom?}`'s answer. */
export interface CosmosFunding {
  address: string;
  denom: string;
  /** The new balance, a decimal string. */
  balance: string;
  height: number;
}

export interface CosmosStandIn {
  /** The CometBFT RPC: `http://127.0.0.1:PORT`. */
  url: string;
  port: number;
  /** `url + '/__control'`. */
  controlUrl: string;
  /** `portico-local-1`. */
  chainId: string;
  /** `cosmos:portico-local-1`. */
  caipNetworkId: string;
  /** `uatom`. */
  denom: string;
  /** 6 (uatom → ATOM). */
  decimals: number;
  /** `cosmos`. */
  bech32Prefix: string;
  /** `0.025uatom`, the node's minimum. */
  gasPrice: string;
  /** Compressed secp256k1 keys as hex. */
  devAccounts: Array<{ index: number; address: string; publicKey: string }>;
  /** Drops every connection (hanging requests too) and stops listening; safe to call twice. */
  stop(): Promise<void>;
  /** The same as stop(). */
  close(): Promise<void>;
}

export declare function startCosmosStandIn(options?: {
  /** Default '127.0.0.1'. */
  host?: string;
  /** Default 0: any free port. */
  port?: number;
  /** Internal failures (default console.warn). */
  log?: (line: string) => void;
}): Promise<CosmosStandIn>;
