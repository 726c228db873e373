import { PorticoError } from '../../src/adapter/PorticoError';
import { ProviderRpcError, toProviderError } from '../../src/adapter/providerErrors';

/** WalletConnect SDK codes for a refusal: 5000 user rejected, 5001 methods, 5002 chains. */
const SDK_REJECTIONS = new Set([5000, 5001, 5002, 4001]);

/**
 * Errors of the pairing flow in Portico's terms: a rejected proposal is a 4001 (the connect
 * saga shows 'Connection rejected'), an expired proposal 'Pairing expired'.
 */
export function toPairingError(error: unknown): PorticoError {
  if (error instanceof PorticoError) return error;
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const text = typeof message === 'string' ? message : String(error);
  if ((typeof code === 'number' && SDK_REJECTIONS.has(code)) || /rejected/i.test(text)) {
    return new ProviderRpcError(4001, text, { cause: error });
  }
  if (/expired/i.test(text)) {
    return new PorticoError('PAIRING_EXPIRED', 'Pairing expired', { details: text, cause: error });
  }
  return toProviderError(error);
}

export const relayUnreachable = (cause?: unknown) =>
  new PorticoError('RELAY_UNREACHABLE', 'Relay unreachable', {
    details: 'No pairing URI: the relay did not answer',
    cause,
  });
