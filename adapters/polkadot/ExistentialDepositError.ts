import { PorticoError } from '../../src/adapter/PorticoError';
import { formatUnits } from '../../src/adapter/units';

/**
 * A send the chain would refuse for its existential deposit (ED), the least an account must
 * hold to exist: to an account that does not exist yet, below the ED (`EXISTENTIAL_DEPOSIT`),
 * or leaving the sender with less than the ED (`EXISTENTIAL_DEPOSIT_REMAINDER`: sends are
 * `transferKeepAlive`, which never reaps the sender's account). `params.minimum` is the ED
 * with its symbol, e.g. `0.0000033333 ROC`.
 */
export class ExistentialDepositError extends PorticoError {
  override readonly name = 'ExistentialDepositError';
  /** Whose account is short: the receiver's new one, or what the sender keeps. */
  readonly account: 'receiver' | 'sender';
  /** The existential deposit, in the smallest unit (planck). */
  readonly minimum: bigint;

  constructor(
    account: 'receiver' | 'sender',
    minimum: bigint,
    currency: { symbol: string; decimals: number },
  ) {
    const amount = `${formatUnits(minimum, currency.decimals)} ${currency.symbol}`;
    super(
      account === 'receiver' ? 'EXISTENTIAL_DEPOSIT' : 'EXISTENTIAL_DEPOSIT_REMAINDER',
      account === 'receiver'
        ? `The receiver has no account yet: send at least ${amount} to create it`
        : `Keep at least ${amount} in your account`,
      { details: `Existential deposit: ${minimum} planck`, params: { minimum: amount } },
    );
    this.account = account;
    this.minimum = minimum;
  }
}
