import { PorticoError } from '../../src/adapter/PorticoError';
import { ProviderRpcError, toProviderError } from '../../src/adapter/providerErrors';

/**
 * Extensions refuse in words, without a code: polkadot-js `Rejected` / `Cancelled`, "The
 * source … is not allowed to interact with this extension", Talisman "User rejected …".
 */
const REFUSED =
  /\b(?:user )?(?:rejected|denied|declined|cancell?ed|refused)\b|\bnot allowed to interact\b/i;

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const { message } = error as { message?: unknown };
    if (typeof message === 'string') return message;
  }
  return '';
}

/**
 * A Polkadot extension's failure as a typed error: a refusal (4001, or said in words) is
 * `ProviderRpcError` 4001 'User rejected the request.'; another numeric code stays the
 * extension's; a `PorticoError` is kept; anything else is UNKNOWN_ERROR.
 */
export function toPolkadotWalletError(error: unknown): PorticoError {
  if (error instanceof PorticoError) return error;
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === 4001 || (typeof code !== 'number' && REFUSED.test(messageOf(error))))
    return new ProviderRpcError(4001, 'User rejected the request.', { cause: error });
  return toProviderError(error);
}
