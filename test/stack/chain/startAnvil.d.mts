export declare const DEV_MNEMONIC: string;
export declare const DEFAULT_CHAIN_ID: number;
export declare const DEFAULT_PORT: number;

export interface AnvilChain {
  /** JSON-RPC over HTTP, e.g. `http://127.0.0.1:8545`. */
  url: string;
  port: number;
  chainId: number;
  pid: number;
  /** Kills anvil and resolves once it has exited; safe to call twice. */
  stop(): Promise<void>;
}

export declare function resolveAnvilBinary(): string;

export declare function startAnvil(options?: {
  /** Default 8545; 0 picks a free port. */
  port?: number;
  /** Default 31337. */
  chainId?: number;
  host?: string;
  /** A guard against a hung start: how long `eth_chainId` may take to answer; default 5 minutes. */
  timeoutMs?: number;
  /** Extra anvil arguments, passed as they are. */
  args?: string[];
}): Promise<AnvilChain>;
