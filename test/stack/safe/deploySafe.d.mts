import type { InterfaceAbi, TransactionReceipt } from 'ethers';

/** The Safe's two owners' fixed keys (none of anvil's dev accounts) and their addresses. */
export declare const SAFE_OWNER_KEYS: readonly string[];
export declare const SAFE_OWNERS: readonly string[];
export declare const SAFE_THRESHOLD: number;
/** The compiled Safe contract (its `abi` and `bytecode`). */
export declare const SAFE_ARTIFACT: { abi: InterfaceAbi; bytecode: string };

/** Deploys the singleton, the factory and the Safe: their addresses, the owners, the chain id. */
export declare function deploySafe(options: { rpcUrl: string }): Promise<{
  singleton: string;
  factory: string;
  safe: string;
  owners: readonly string[];
  threshold: number;
  chainId: number;
}>;

/** The Safe's hash of a transaction at `nonce`, asked of the contract itself. */
export declare function safeTransactionHash(
  provider: unknown,
  safe: string,
  tx: { to: string; value: string | bigint; data: string; operation: number },
  nonce: number,
): Promise<string>;

/** A transaction proposed to the Safe, as the stand-in records it. */
export interface SafeProposal {
  safeTxHash: string;
  to: string;
  /** Wei, as a decimal string. */
  value: string;
  data: string;
  operation: 0;
  nonce: number;
}

/** Executes `proposal` on the Safe with the owners' signatures (all of them by default). */
export declare function executeProposal(
  rpcUrl: string,
  safe: string,
  proposal: SafeProposal,
  keys?: readonly string[],
): Promise<TransactionReceipt | null>;
