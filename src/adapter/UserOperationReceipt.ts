/** The part of an ERC-4337 `eth_getUserOperationReceipt` answer a calls status is made of. */
export interface UserOperationReceipt {
  success: boolean;
  receipt: {
    transactionHash: string;
    blockHash: string;
    blockNumber: string;
    gasUsed: string;
    logs: unknown[];
  };
}
