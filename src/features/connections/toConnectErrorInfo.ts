import { isUserRejection } from '../../adapter/providerErrors';
import { toErrorInfo, type ErrorInfo } from '../errors/ErrorInfo';

/** The words for a failed connect: 'Connection rejected' for 4001, else 'Failed to connect'. */
export function toConnectErrorInfo(error: unknown): ErrorInfo {
  if (isUserRejection(error))
    return { code: 'CONNECTION_REJECTED', message: 'Connection rejected', rpcCode: 4001 };
  const info = toErrorInfo(error);
  return info.code === 'UNKNOWN_ERROR'
    ? { code: 'CONNECT_FAILED', message: 'Failed to connect' }
    : info;
}
