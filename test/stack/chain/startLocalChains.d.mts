export interface LocalChainSpec {
  readonly chainId: number;
  readonly port: number;
  readonly name: string;
}

export interface RunningLocalChain {
  chainId: number;
  name: string;
  /** JSON-RPC over HTTP, e.g. `http://127.0.0.1:8545`. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

export declare const LOCAL_CHAIN_SPECS: readonly LocalChainSpec[];
export declare function parsePorts(text: string): number[];
export declare function startLocalChains(options?: {
  /** One port per chain, required (no fallback); 0 picks a free one. Default: the fixed ports, with fallback. */
  ports?: number[];
  log?: (line: string) => void;
}): Promise<{ chains: RunningLocalChain[]; stop(): Promise<void> }>;
