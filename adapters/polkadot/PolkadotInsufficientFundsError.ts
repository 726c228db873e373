import { PorticoError } from '../../src/adapter/PorticoError';
import { formatUnits } from '../../src/adapter/units';

/**
 * The sender's usable balance (free, less what locks and freezes hold) cannot pay the amount
 * and the fee. `params.needed` and `params.available` are decimal strings with the symbol;
 * the fields are in the smallest unit (planck).
 */
export class PolkadotInsufficientFundsError extends PorticoError {
  override readonly name = 'PolkadotInsufficientFundsError';
  /** The amount plus the fee, in planck. */
  readonly needed: bigint;
  /** What the sender can move, in planck. */
  readonly available: bigint;

  constructor({
    needed,
    available,
    currency,
  }: {
    needed: bigint;
    available: bigint;
    currency: { symbol: string; decimals: number };
  }) {
    const show = (value: bigint) => `${formatUnits(value, currency.decimals)} ${currency.symbol}`;
    super(
      'INSUFFICIENT_FUNDS',
      `Not enough ${currency.symbol} to cover the amount and the network fee`,
      {
        details: `Needed ${needed} planck (amount and fee), available ${available} planck`,
        params: { needed: show(needed), available: show(available) },
      },
    );
    this.needed = needed;
    this.available = available;
  }
}
