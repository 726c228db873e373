/** The CLI's default port. */
export declare const DEFAULT_BITCOIN_PORT: number;

export type BitcoinRouteId =
  | 'tipHeight'
  | 'tipHash'
  | 'address'
  | 'addressUtxo'
  | 'addressTxs'
  | 'tx'
  | 'txHex'
  | 'txStatus'
  | 'txOutspends'
  | 'feeEstimates'
  | 'broadcast';

/** `POST /__control/fault`. */
export interface BitcoinFault {
  route: BitcoinRouteId | '*';
  kind: 'status' | 'malformed' | 'hang';
  /** For kind status: 400-599, default 503. */
  status?: number;
  /** Clears itself after this many requests; default: until cleared. */
  times?: number;
}

/** `GET /__control/status` and the answer of every control POST but fund. */
export interface BitcoinStandInStatus {
  tipHeight: number;
  tipHash: string;
  txCount: number;
  faults: Array<{ route: BitcoinRouteId | '*'; kind: string; status?: number; remaining?: number }>;
  /** sat/vB by confirmation target in blocks. */
  feeEstimates: Record<string, number>;
  genesisHash: string;
  caipNetworkId: string;
  devAccounts: Array<{ index: number; paymentAddress: string; ordinalsAddress: string }>;
}

/** `POST /__control/fund`'s answer: the coinbase output paying the address. */
export interface BitcoinFunding {
  txid: string;
  vout: 0;
  value: number;
  blockHeight: number;
  blockHash: string;
}

export interface BitcoinStandIn {
  /** The Esplora REST base: `http://127.0.0.1:PORT`. */
  url: string;
  port: number;
  /** `url + '/__control'`. */
  controlUrl: string;
  /** Regtest's genesis hash. */
  genesisHash: string;
  /** `bip122:0f9188f13cb7b2f71f2a335e3a4fc328`. */
  caipNetworkId: string;
  devAccounts: BitcoinStandInStatus['devAccounts'];
  /** Drops every connection (hanging requests too) and stops listening; safe to call twice. */
  stop(): Promise<void>;
  /** The same as stop(). */
  close(): Promise<void>;
}

export declare function startBitcoinStandIn(options?: {
  /** Default '127.0.0.1'. */
  host?: string;
  /** Default 0: any free port. */
  port?: number;
  /** Internal failures (default console.warn). */
  log?: (line: string) => void;
}): Promise<BitcoinStandIn>;
