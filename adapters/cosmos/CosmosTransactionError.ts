import { PorticoError } from '../../src/adapter/PorticoError';

/**
 * The chain refused or failed a transaction: at broadcast (CheckTx) or in its block (DeliverTx).
 * `code` says what, from the SDK's error code (`txCode`, codespace `sdk`):
 * 5 `INSUFFICIENT_FUNDS`, 13 `FEE_TOO_LOW`, 32 `SEQUENCE_MISMATCH`, 4 `SIGNATURE_REJECTED`,
 * anything else `TRANSACTION_FAILED` (the node's log in `details`).
 */
export class CosmosTransactionError extends PorticoError {
  override readonly name = 'CosmosTransactionError';
  /** The ABCI result code (non-zero). */
  readonly txCode: number;
  /** The module whose error it is (`sdk`), when the node said. */
  readonly codespace: string | undefined;
  /** The node's log: why, in its words. */
  readonly log: string | undefined;
  /** The transaction's hash, when it was broadcast. */
  readonly transactionHash: string | undefined;

  constructor(
    code: string,
    shortMessage: string,
    fields: { txCode: number; codespace?: string; log?: string; transactionHash?: string },
  ) {
    const where = `${fields.codespace ? `${fields.codespace} ` : ''}code ${fields.txCode}`;
    super(code, shortMessage, {
      details: fields.log ? `${where}: ${fields.log}` : where,
      params: { txCode: fields.txCode, codespace: fields.codespace ?? '' },
    });
    this.txCode = fields.txCode;
    this.codespace = fields.codespace;
    this.log = fields.log;
    this.transactionHash = fields.transactionHash;
  }
}

/** The SDK's codes (codespace `sdk`) a send can meet, as Portico's codes and messages. */
const SDK_CODES: Readonly<Record<number, readonly [string, string]>> = {
  4: ['SIGNATURE_REJECTED', 'The network could not verify the transaction’s signature'],
  5: ['INSUFFICIENT_FUNDS', 'Insufficient funds for the amount and the network fee'],
  13: ['FEE_TOO_LOW', 'The network fee is below the chain’s minimum'],
  32: ['SEQUENCE_MISMATCH', 'Another transaction from this account came first: try again'],
};

/**
 * A failed result (code ≠ 0) as a typed error. Codes are read as the SDK's when the codespace
 * is `sdk` or not told (a block's result does not carry it); another module's code is
 * `TRANSACTION_FAILED`.
 */
export function toCosmosTransactionError(fields: {
  txCode: number;
  codespace?: string;
  log?: string;
  transactionHash?: string;
}): CosmosTransactionError {
  const sdk = !fields.codespace || fields.codespace === 'sdk';
  const [code, message] = (sdk && SDK_CODES[fields.txCode]) || [
    'TRANSACTION_FAILED',
    'The transaction failed',
  ];
  return new CosmosTransactionError(code, message, fields);
}
