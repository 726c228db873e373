import { PorticoError } from '../../src/adapter/PorticoError';
import { ProviderRpcError, toProviderError } from '../../src/adapter/providerErrors';

// Keplr refuses in words ("Request rejected"), as Leap and Cosmostation do.
const REFUSED = /\b(?:user )?(?:rejected|denied|declined|cancell?ed|refused)\b/i;

// Keplr: "There is no chain info for foo-1"; others say it their way.
const MISSING_CHAIN =
  /no chain info|unknown chain|unsupported chain|chain(?: id)? (?:is )?not (?:found|supported|registered|exist)|not supported chain|invalid chain/i;

const messageOf = (error: unknown): string => {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null) {
    const { message } = error as { message?: unknown };
    if (typeof message === 'string') return message;
  }
  return '';
};

const codeOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code } = error as { code?: unknown };
  return typeof code === 'number' && Number.isInteger(code) ? code : undefined;
};

/** Whether the wallet refused because it does not know the chain (so it may be suggested). */
export function isMissingChainError(error: unknown): boolean {
  return codeOf(error) === 4902 || MISSING_CHAIN.test(messageOf(error));
}

/**
 * A Keplr-style wallet's failure as a typed error: a refusal (4001, or said in words) is
 * `ProviderRpcError` 4001; a chain it does not know is 4902; another code stays the wallet's;
 * anything else is `UNKNOWN_ERROR` with the wallet's message. A `PorticoError` is kept.
 */
export function toCosmosWalletError(error: unknown): PorticoError {
  if (error instanceof PorticoError) return error;
  const code = codeOf(error);
  const message = messageOf(error);
  if (code === 4001 || (code === undefined && REFUSED.test(message)))
    return new ProviderRpcError(4001, message || 'User rejected the request.', { cause: error });
  if (code === undefined && MISSING_CHAIN.test(message))
    return new ProviderRpcError(4902, message, { cause: error });
  return toProviderError(error);
}
