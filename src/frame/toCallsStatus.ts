import { toHexChainId } from '../adapter/hexChainId';
import type { UserOperationReceipt } from '../adapter/UserOperationReceipt';

/** EIP-5792 status codes: pending, confirmed, reverted on chain. */
type CallsStatusCode = 100 | 200 | 500;

interface CallsStatus {
  version: '2.0.0';
  id: string;
  /** Hex chain id. */
  chainId: `0x${string}`;
  /** A smart account's batch is one user operation: all or nothing. */
  atomic: true;
  status: CallsStatusCode;
  receipts?: {
    logs: unknown[];
    status: '0x1' | '0x0';
    blockHash: string;
    blockNumber: string;
    gasUsed: string;
    transactionHash: string;
  }[];
}

/**
 * `wallet_getCallsStatus` of a batch the embedded wallet's smart account sent (its id is the
 * user operation's hash), from the bundler's `eth_getUserOperationReceipt`: pending while
 * there is no receipt, then confirmed or reverted with the bundle transaction's receipt.
 */
export function toCallsStatus(
  id: string,
  /** The chain's CAIP-2 reference (its decimal id). */
  chainId: string,
  receipt: UserOperationReceipt | null,
): CallsStatus {
  const base = {
    version: '2.0.0' as const,
    id,
    chainId: toHexChainId(chainId),
    atomic: true as const,
  };
  if (!receipt) return { ...base, status: 100 };
  const { logs, blockHash, blockNumber, gasUsed, transactionHash } = receipt.receipt;
  return {
    ...base,
    status: receipt.success ? 200 : 500,
    receipts: [
      {
        logs,
        status: receipt.success ? '0x1' : '0x0',
        blockHash,
        blockNumber,
        gasUsed,
        transactionHash,
      },
    ],
  };
}
