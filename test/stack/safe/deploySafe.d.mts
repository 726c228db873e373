import type { TransactionReceipt } from 'ethers';

/** The Safe's two owners' fixed keys (none of anvil's dev accounts) and their addresses. */
export declare const SAFE_OWNER_KEYS: readonly string[];
export declare const SAFE_OWNERS: readonly string[];
export declare const SAFE_THRESHOLD: number;

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
