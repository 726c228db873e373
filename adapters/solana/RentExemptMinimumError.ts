import { PorticoError } from '../../src/adapter/PorticoError';
import { formatUnits } from '../../src/adapter/units';

/**
 * A SOL send the chain would refuse for rent: to an account that does not exist yet, below
 * the least an account must hold (`RENT_EXEMPT_MINIMUM`), or leaving the sender's account
 * with less than that and more than nothing (`RENT_EXEMPT_REMAINDER`).
 */
export class RentExemptMinimumError extends PorticoError {
  override readonly name = 'RentExemptMinimumError';
  /** Whose account is short: the receiver's new one, or what the sender keeps. */
  readonly account: 'receiver' | 'sender';
  /** The rent-exempt minimum, in lamports. */
  readonly minimum: bigint;

  constructor(account: 'receiver' | 'sender', minimum: bigint) {
    const sol = `${formatUnits(minimum, 9)} SOL`;
    super(
      account === 'receiver' ? 'RENT_EXEMPT_MINIMUM' : 'RENT_EXEMPT_REMAINDER',
      account === 'receiver'
        ? `The receiver has no account yet: send at least ${sol} to create it`
        : `Keep at least ${sol} in your account, or send all of it`,
      { details: `Rent-exempt minimum: ${minimum} lamports`, params: { minimum: sol } },
    );
    this.account = account;
    this.minimum = minimum;
  }
}
