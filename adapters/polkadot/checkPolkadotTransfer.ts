import { PorticoError } from '../../src/adapter/PorticoError';
import { ExistentialDepositError } from './ExistentialDepositError';
import { PolkadotInsufficientFundsError } from './PolkadotInsufficientFundsError';
import { liquidBalance, type PolkadotAccountBalance } from './transferableBalance';

/** A native transfer (`transferKeepAlive`) as the chain would judge it. */
interface PolkadotTransferCheck {
  sender: PolkadotAccountBalance;
  receiver: PolkadotAccountBalance;
  /** Whether the receiver is the sender (a transfer to oneself moves nothing). */
  toSelf?: boolean;
  value: bigint;
  fee: bigint;
  existentialDeposit: bigint;
  currency: { symbol: string; decimals: number };
}

/**
 * Throws the typed error of a transfer the chain would refuse, in the order a user fixes
 * them: to an account that does not exist yet (nothing free or reserved), below the
 * existential deposit (`ExistentialDepositError`, receiver); more than the sender's liquid
 * balance can pay with the fee (`PolkadotInsufficientFundsError`); leaving the sender below
 * the existential deposit (`ExistentialDepositError`, sender: keep-alive never reaps the
 * sender, and the fee is withdrawn keep-alive too).
 */
export function checkPolkadotTransfer(check: PolkadotTransferCheck): void {
  const { sender, receiver, value, fee, existentialDeposit, currency } = check;
  if (value < 0n)
    throw new PorticoError('INVALID_AMOUNT', 'Invalid amount', { details: `${value} planck` });
  const receiverExists = receiver.free + receiver.reserved > 0n;
  if (!check.toSelf && !receiverExists && value < existentialDeposit)
    throw new ExistentialDepositError('receiver', existentialDeposit, currency);
  const available = liquidBalance(sender);
  if (value + fee > available)
    throw new PolkadotInsufficientFundsError({ needed: value + fee, available, currency });
  const kept = sender.free - (check.toSelf ? 0n : value) - fee;
  if (kept < existentialDeposit)
    throw new ExistentialDepositError('sender', existentialDeposit, currency);
}
