import { PorticoError } from '../../src/adapter/PorticoError';

/**
 * The chain refused a send, or ran it and it failed: `stage` says which. `reason` names the
 * failure for developers and the catalogue (`params.reason`): a dispatch error as
 * `<pallet>.<Error>` (`balances.InsufficientBalance`) or its kind (`Token.FundsUnavailable`),
 * a refusal by the transaction pool as the node said it (`1010: Invalid Transaction: …`).
 */
export class PolkadotTransactionError extends PorticoError {
  override readonly name = 'PolkadotTransactionError';
  /** `pool`: refused before it was in a block (nothing was charged); `dispatch`: failed in one. */
  readonly stage: 'pool' | 'dispatch';
  readonly reason: string;
  /** The extrinsic's hash, for a failure in a block. */
  readonly transactionHash: string | undefined;

  constructor({
    code,
    shortMessage,
    stage,
    reason,
    docs,
    transactionHash,
    cause,
  }: {
    code: string;
    shortMessage: string;
    stage: 'pool' | 'dispatch';
    reason: string;
    docs?: string;
    transactionHash?: string;
    cause?: unknown;
  }) {
    super(code, shortMessage, {
      details: [reason, docs, transactionHash && `Extrinsic ${transactionHash}`]
        .filter(Boolean)
        .join('\n'),
      params: { reason },
      cause,
    });
    this.stage = stage;
    this.reason = reason;
    this.transactionHash = transactionHash;
  }
}
