import { PorticoError } from '../../src/adapter/PorticoError';
import { eip155Chain } from './eip155Chain';

/** A wallet's answer to a send, checked to be a transaction hash. */
export function toTransactionHash(hash: unknown): string {
  if (!eip155Chain.requests.isTransactionHash(hash)) {
    throw new PorticoError(
      'INVALID_TRANSACTION_HASH',
      'The wallet returned an invalid transaction hash',
      { details: String(hash) },
    );
  }
  return hash;
}
