import type { PorticoError } from '../../src/adapter/PorticoError';
import { ProviderRpcError, toProviderError } from '../../src/adapter/providerErrors';

// Wallet Standard wallets often reject without an EIP-1193 code, saying so in words.
const REFUSED = /\b(?:user )?(?:rejected|denied|declined|cancell?ed)\b/i;

/**
 * A wallet's failure as a typed error: its code when it gave one (4001 stays 4001), and a
 * refusal in words (`WalletSignMessageError: User rejected the request`) as 4001 too.
 */
export function toWalletError(error: unknown): PorticoError {
  const normalised = toProviderError(error);
  const message = error instanceof Error ? error.message : String(error);
  if (normalised.code === 'UNKNOWN_ERROR' && REFUSED.test(message))
    return new ProviderRpcError(4001, message, { cause: error });
  return normalised;
}
