import type { PorticoError } from '../../src/adapter/PorticoError';
import { ExistentialDepositError } from './ExistentialDepositError';
import { PolkadotTransactionError } from './PolkadotTransactionError';

/** What the failure's message needs: the chain's existential deposit and currency. */
export interface FailureContext {
  existentialDeposit: bigint;
  currency: { symbol: string; decimals: number };
  transactionHash?: string;
}

const INSUFFICIENT = 'Not enough funds for the amount and the network fee';

/**
 * Dispatch errors of a native transfer, by `<pallet>.<Error>` (the Balances pallet's own, of
 * older runtimes) or `Token.<kind>` (the fungible traits' `TokenError`, of current ones).
 */
const DISPATCH: Readonly<Record<string, 'funds' | 'receiver' | 'sender'>> = {
  'balances.InsufficientBalance': 'funds',
  'balances.LiquidityRestrictions': 'funds',
  'balances.VestingBalance': 'funds',
  'Token.FundsUnavailable': 'funds',
  'Token.Frozen': 'funds',
  'balances.ExistentialDeposit': 'receiver',
  'Token.BelowMinimum': 'receiver',
  'balances.KeepAlive': 'sender',
  'balances.Expendability': 'sender',
  'Token.NotExpendable': 'sender',
};

/**
 * A dispatch failure (`reason` as `<pallet>.<Error>` or `Token.<kind>`) as a typed error:
 * the existential deposit's with its minimum, INSUFFICIENT_FUNDS, else TRANSACTION_FAILED.
 */
export function toDispatchError(
  reason: string,
  context: FailureContext,
  docs?: string,
): PorticoError {
  const kind = DISPATCH[reason];
  if (kind === 'receiver' || kind === 'sender')
    return new ExistentialDepositError(kind, context.existentialDeposit, context.currency);
  return new PolkadotTransactionError({
    code: kind === 'funds' ? 'INSUFFICIENT_FUNDS' : 'TRANSACTION_FAILED',
    shortMessage: kind === 'funds' ? INSUFFICIENT : 'The transaction failed on the network',
    stage: 'dispatch',
    reason,
    ...(docs ? { docs } : {}),
    ...(context.transactionHash ? { transactionHash: context.transactionHash } : {}),
  });
}

/**
 * The transaction pool's refusal (`1010: Invalid Transaction: …`, 1011 unknown, 1012 banned,
 * 1014 priority too low; chopsticks words 1010 as `{"invalid":{"payment":null}}`) as a typed
 * error: nothing was charged. Fees it cannot pay are INSUFFICIENT_FUNDS; a used or future
 * nonce NONCE_TOO_LOW or NONCE_TOO_HIGH; a bad signature INVALID_SIGNATURE; anything else
 * TRANSACTION_REJECTED.
 */
export function toPoolRefusal(message: string, cause?: unknown): PolkadotTransactionError {
  const [code, shortMessage] = /payment|inability to pay/i.test(message)
    ? ['INSUFFICIENT_FUNDS', INSUFFICIENT]
    : /stale|outdated/i.test(message)
      ? ['NONCE_TOO_LOW', 'The transaction’s nonce is already used']
      : /future/i.test(message)
        ? ['NONCE_TOO_HIGH', 'The transaction’s nonce is ahead of the account']
        : /badproof|bad signature/i.test(message)
          ? ['INVALID_SIGNATURE', 'The wallet returned an invalid signature']
          : ['TRANSACTION_REJECTED', 'The network refused the transaction'];
  return new PolkadotTransactionError({
    code,
    shortMessage,
    stage: 'pool',
    reason: message,
    cause,
  });
}

/** Whether `message` is the transaction pool's refusal (JSON-RPC 1010 to 1014). */
export const isPoolRefusal = (message: string): boolean => /^\s*101[0-4]\b/.test(message);
