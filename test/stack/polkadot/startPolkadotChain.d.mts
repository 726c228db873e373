/** The CLI's default port (a Substrate node's usual RPC port). */
export declare const DEFAULT_POLKADOT_PORT: number;

export interface PolkadotChainAccount {
  index: number;
  /** SS58, the generic prefix 42 (as the dev wallet lists it). */
  address: string;
  /** SS58, the chain's prefix 2 (as @polkadot/api prints it here). */
  chainAddress: string;
  /** ed25519 public key, hex without 0x. */
  publicKey: string;
  /** Free balance at start, planck, decimal string. */
  free: string;
}

export interface PolkadotChain {
  /** WebSocket JSON-RPC, what @polkadot/api's WsProvider takes: `ws://127.0.0.1:PORT`. */
  url: string;
  /** The same server over HTTP JSON-RPC (CORS for any origin): `http://127.0.0.1:PORT`. */
  httpUrl: string;
  port: number;
  /** chopsticks' process id. */
  pid: number;
  /** `0x4545…45`, what `chain_getBlockHash(0)` answers. */
  genesisHash: string;
  /** `polkadot:45454545454545454545454545454545`. */
  caipNetworkId: string;
  /** `asset-hub-rococo` (`system_chain`). */
  chainName: string;
  /** `ROC`. */
  symbol: string;
  /** 12. */
  decimals: number;
  /** 2: the runtime's `system.ss58Prefix` (Kusama's), which @polkadot/api encodes with. */
  ss58Prefix: number;
  /** Planck, decimal string (`'3333333'`). */
  existentialDeposit: string;
  /** The head once started (block #1, the funded start state): resetChain's target. */
  startBlockHash: string;
  devAccounts: PolkadotChainAccount[];
  /** How long the start took, in ms. */
  startupMs: number;
  /** Kills chopsticks (SIGTERM, SIGKILL after 3 s) and resolves once it exited; safe twice. */
  stop(): Promise<void>;
}

export declare function startPolkadotChain(options?: {
  /** Default '127.0.0.1'. */
  host?: string;
  /** Default 0: any free port. */
  port?: number;
  /** chopsticks' output lines, prefixed `chopsticks: ` (default console.warn). */
  log?: (line: string) => void;
  /** chopsticks' LOG_LEVEL: 'fatal' | 'error' | 'warn' (default) | 'info' | 'debug' | 'trace'. */
  logLevel?: string;
  /** A guard against a hung start: how long the chain may take to answer; default 5 minutes. */
  timeoutMs?: number;
  /** Aborts the start: chopsticks stopped, inputs removed, the promise rejects. */
  signal?: AbortSignal;
}): Promise<PolkadotChain>;
