import { PorticoError } from '../../src/adapter/PorticoError';
import { isUserRejection, toProviderError } from '../../src/adapter/providerErrors';

/** A node's (or a wallet's preflight's) refusal, by its validator text, as a typed error. */
const REFUSALS: readonly [RegExp, string, string][] = [
  [
    /no record of a prior credit|insufficient (?:funds for (?:fee|instruction)|lamports)/i,
    'INSUFFICIENT_FUNDS',
    'Insufficient funds for the amount and the network fee',
  ],
  [
    /insufficient funds for rent/i,
    'INSUFFICIENT_FUNDS_FOR_RENT',
    'The send would leave an account below its rent-exempt minimum',
  ],
  [/blockhash not found/i, 'BLOCKHASH_EXPIRED', 'The transaction expired before it was sent'],
  // The token program's error 1 (its log says "Error: insufficient funds").
  [/error: insufficient funds/i, 'INSUFFICIENT_TOKEN_BALANCE', 'Insufficient token balance'],
];

const textOf = (error: unknown): string => {
  const { message, details, data } = (error ?? {}) as {
    message?: unknown;
    details?: unknown;
    data?: { logs?: unknown };
  };
  const logs = Array.isArray(data?.logs) ? data.logs.filter((l) => typeof l === 'string') : [];
  return [details ?? message, ...logs].join('\n');
};

/**
 * What a refusal of a Solana transaction means, as a typed error (insufficient
 * funds, and Solana's rent and expiry); a user's rejection and any other error pass through
 * unchanged (a thrown non-Error normalised).
 */
export function toTransactionError(error: unknown): Error {
  if (isUserRejection(error)) return error as Error;
  const text = textOf(error);
  const refusal = REFUSALS.find(([pattern]) => pattern.test(text));
  if (!refusal) return error instanceof Error ? error : toProviderError(error);
  const [, code, message] = refusal;
  return new PorticoError(code, message, { details: text, cause: error });
}
