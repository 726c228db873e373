import { isUserRejection } from '../../adapter/providerErrors';
import { toErrorInfo, type ErrorInfo } from '../errors/ErrorInfo';

/** A send's failure as the form shows it, with a revert's reason when the node gave one. */
export interface SendErrorInfo extends ErrorInfo {
  reason?: string;
}

/**
 * For a send: the user's refusal (4001) is said as such; a node's refusal keeps its
 * typed code (insufficient funds, nonce, fee cap, reverted with its reason, …).
 */
export function toSendErrorInfo(error: unknown): SendErrorInfo {
  if (isUserRejection(error))
    return { code: 'SEND_REJECTED', message: 'Transaction rejected', rpcCode: 4001 };
  const info = toErrorInfo(error);
  const reason = (error as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && reason !== '' ? { ...info, reason } : info;
}
