import { PorticoError } from '../../src/adapter/PorticoError';
import { ProviderRpcError, toProviderError } from '../../src/adapter/providerErrors';

// Wallets that reject without a code say so in words.
const REFUSED = /\b(?:user )?(?:rejected|denied|declined|cancell?ed|canceled|refused)\b/i;

/** sats-connect's codes (RpcErrorCode): -32000 the user rejected, -32002 access denied. */
const SATS_CONNECT_REJECTED = -32000;
const SATS_CONNECT_ACCESS_DENIED = -32002;

/** A numeric code, as a number or a numeric string; undefined when there is none. */
function codeOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code } = error as { code?: unknown };
  if (typeof code === 'number' && Number.isInteger(code)) return code;
  if (typeof code === 'string' && /^-?\d{1,6}$/.test(code)) return Number(code);
  return undefined;
}

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const { message } = error as { message?: unknown };
    if (typeof message === 'string') return message;
  }
  return '';
}

/**
 * A bitcoin wallet's failure as a typed error. A refusal, whichever way the wallet says it
 * (EIP-1193 4001 as Unisat and the standard's wallets throw, sats-connect's -32000, or words
 * without a code), is `ProviderRpcError` 4001; sats-connect's "access denied" is 4100. Any
 * other code stays the wallet's; an error without one is `UNKNOWN_ERROR` (as `toProviderError`
 * makes it). A `PorticoError` (an invalid answer, a missing feature) is kept as it is.
 */
export function toBitcoinWalletError(error: unknown): PorticoError {
  if (error instanceof PorticoError) return error;
  const code = codeOf(error);
  const message = messageOf(error);
  if (
    code === 4001 ||
    code === SATS_CONNECT_REJECTED ||
    (code === undefined && REFUSED.test(message))
  )
    return new ProviderRpcError(4001, 'User rejected the request.', { cause: error });
  if (code === SATS_CONNECT_ACCESS_DENIED)
    return new ProviderRpcError(4100, message, { cause: error });
  if (code !== undefined) {
    const { data } = error as { data?: unknown };
    return new ProviderRpcError(code, message, { data, cause: error });
  }
  return toProviderError(error);
}
