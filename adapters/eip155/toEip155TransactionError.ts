import { ProviderRpcError } from '../../src/adapter/providerErrors';
import { parseNodeError } from './nodeErrors';

/** A rejection (4001) stays what it is; a node's refusal becomes its typed error. */
export function toEip155TransactionError(error: unknown): Error {
  return error instanceof ProviderRpcError && error.rpcCode === 4001
    ? error
    : parseNodeError(error);
}
