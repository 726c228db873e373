/** The Solana CLI's local RPC port, the CLI's default. */
export declare const DEFAULT_SOLANA_RPC_PORT: number;
/** The switches of `POST /__control/faults` (booleans), beside `delayMs`. */
export declare const SOLANA_FAULTS: readonly SolanaRpcFault[];
/** How long each answer waits under the slow fault, unless `delayMs` says otherwise. */
export declare const DEFAULT_SLOW_MS: number;

export type SolanaRpcFault = 'slow' | 'down' | 'malformed';

/** `GET /__control/status` and the answer of every control POST. */
export interface SolanaRpcStatus {
  faults: { slow: boolean; down: boolean; malformed: boolean; delayMs: number };
  slot: number;
  blockHeight: number;
  transactionCount: number;
  genesisHash: string;
  caipNetworkId: string;
  mint: string;
  devAddresses: readonly string[];
}

export interface SolanaRpc {
  /** JSON-RPC over HTTP: `http://127.0.0.1:PORT`. */
  url: string;
  /** The WebSocket side, same port: pass it as web3.js' `wsEndpoint` (it would guess port + 1). */
  wsUrl: string;
  port: number;
  /** `url + '/__control'`: status, faults, reset. */
  controlUrl: string;
  /** `G1dHUr8XxahV99RXqn3K3DnwUacUMogPwnZRvd8nx8Ar`, what getGenesisHash answers. */
  genesisHash: string;
  /** `solana:G1dHUr8XxahV99RXqn3K3DnwUacUMogP`. */
  caipNetworkId: string;
  /** The dev SPL mint's address (6 decimals). */
  mint: string;
  /** Dev accounts 0..2, 100 SOL each at start. */
  devAddresses: readonly string[];
  /** Drops every connection and stops listening; safe to call twice. */
  close(): Promise<void>;
  /** The same as close(). */
  stop(): Promise<void>;
}

export declare function startSolanaRpc(options?: {
  /** Default '127.0.0.1'. */
  host?: string;
  /** Default 0: any free port. */
  port?: number;
  /** Internal failures (default console.warn). */
  log?: (line: string) => void;
  /** The ledger's clock, which closes a slot per 400 ms (default Date.now). */
  now?: () => number;
}): Promise<SolanaRpc>;
