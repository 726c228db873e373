import type { createControlState } from './createControlState.mjs';

export declare const DEFAULT_API_PORT: number;

export interface ApiStandInToken {
  name: string;
  symbol: string;
  decimals: number;
  /**
   * Checksummed; on a fresh chain PUSD is 0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35, PTK
   * 0xA15BB66138824a1c7167f5E85b957d04Dd34E468 and BRK (Broken Token: every transfer reverts with
   * "BRK: transfers are paused"; held by dev accounts 2 and 3 only)
   * 0xb19b36b1456E65E3A6D514D3F715f204BD59f431.
   */
  address: string;
}

export interface ApiStandInNftCollection {
  name: string;
  symbol: string;
  /** Flagged `is_spam` by the NFT and history routes. */
  spam: boolean;
  /** Checksummed; on a fresh chain PPASS is 0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A, CLAIM 0x98eDDadCfde04dC22a0e62119617e74a6Bc77313. */
  address: string;
}

/** The Uniswap V2 AMM the convert routes answer from (deployAmm.mjs). */
export interface ApiStandInAmm {
  /**
   * Checksummed; by CREATE2 with fixed salts, so the same on every chain: Router02
   * 0xce5CC17d4fF97cb3B9299f1d6dc236046D928eC9 (the spender of approvals), factory
   * 0x04cEB5C79E36D2129E4339Ba0449Be311cfe8b4d, WETH9 0xB0F0CE277be9875100429FC71099FFEb2626618b.
   */
  router: string;
  factory: string;
  weth: string;
  /** ETH/PUSD, ETH/PTK and PUSD/PTK (`symbols`; ETH is WETH in the pool) and their pairs. */
  pools: Array<{ symbols: string[]; pair: string }>;
}

export interface ApiStandInChain {
  /** `eip155:31337` */
  caip2: string;
  chainId: number;
  rpcUrl: string;
  /** PUSD, PTK and BRK, in that order. */
  tokens: ApiStandInToken[];
  amm: ApiStandInAmm;
  /** Portico Pass (PPASS) and Free Airdrop Claim (CLAIM, spam), deployed at start. */
  nfts: ApiStandInNftCollection[];
}

export interface ApiStandIn {
  /** `http://127.0.0.1:PORT`: the product API's base URL. */
  url: string;
  /** `http://127.0.0.1:PORT/__control`: faults and settings (see controls.ts). */
  controlUrl: string;
  port: number;
  chains: ApiStandInChain[];
  /** The control state itself, for tests in the same process (what the control API switches). */
  control: ReturnType<typeof createControlState>;
  /** Closes every connection (hung requests too) and the server. */
  stop(): Promise<void>;
}

export declare function startApiStandIn(options?: {
  /** Given: required (0 = any free port). Omitted: 8592, falling back to a free port when taken. */
  port?: number;
  host?: string;
  /**
   * The local chains to read from; the tokens, the AMM and the NFT collections are deployed to
   * each at start. `bundlerUrl`: an ERC-4337 bundler on that chain, which `POST /v1/bundler` forwards to.
   */
  chains?: Array<{ chainId: number; rpcUrl: string; bundlerUrl?: string }>;
  /**
   * The local Solana cluster (test/stack/solana/), whose balances (SOL and the dev mint, as
   * PUSD) the balance route reads from its RPC; listed in the supported chains.
   */
  solana?: { caipNetworkId: string; rpcUrl: string; mint: string };
  /**
   * The local Bitcoin regtest chain (test/stack/bitcoin/), whose BTC balance (at a fixed 60,000
   * USD) the balance route reads from its Esplora REST API; listed in the supported chains.
   */
  bitcoin?: { caipNetworkId: string; esploraUrl: string };
  /** What the secure site sends to register the sessions it grants; without it nobody may. */
  sessionsSecret?: string;
  log?: (line: string) => void;
}): Promise<ApiStandIn>;
