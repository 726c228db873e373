export declare const DEFAULT_API_PORT: number;

export interface ApiStandInToken {
  name: string;
  symbol: string;
  decimals: number;
  /** Checksummed; on a fresh chain PUSD is 0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35, PTK 0xA15BB66138824a1c7167f5E85b957d04Dd34E468. */
  address: string;
}

export interface ApiStandInChain {
  /** `eip155:31337` */
  caip2: string;
  chainId: number;
  rpcUrl: string;
  tokens: ApiStandInToken[];
}

export interface ApiStandIn {
  /** `http://127.0.0.1:PORT`: the product API's base URL. */
  url: string;
  /** `http://127.0.0.1:PORT/__control`: faults and settings (see controls.ts). */
  controlUrl: string;
  port: number;
  chains: ApiStandInChain[];
  /** Closes every connection (hung requests too) and the server. */
  stop(): Promise<void>;
}

export declare function startApiStandIn(options?: {
  /** Given: required (0 = any free port). Omitted: 8592, falling back to a free port when taken. */
  port?: number;
  host?: string;
  /** The local chains to read from; the tokens are deployed to each at start. */
  chains?: Array<{ chainId: number; rpcUrl: string }>;
  log?: (line: string) => void;
}): Promise<ApiStandIn>;
