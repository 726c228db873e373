import { PorticoError } from '../../src/adapter/PorticoError';
import { formatUnits } from '../../src/adapter/units';

/**
 * The sender's balance cannot pay the amount and the network fee. `params.needed` and
 * `params.available` are decimal strings of `params.symbol` (without the unit); the fields are
 * in the smallest unit.
 */
export class CosmosInsufficientFundsError extends PorticoError {
  override readonly name = 'CosmosInsufficientFundsError';
  /** The amount plus the fee, in the smallest unit. */
  readonly needed: bigint;
  /** The sender's balance, in the smallest unit. */
  readonly available: bigint;

  constructor({
    needed,
    available,
    symbol,
    decimals,
    denom,
  }: {
    needed: bigint;
    available: bigint;
    symbol: string;
    decimals: number;
    denom: string;
  }) {
    super('INSUFFICIENT_FUNDS', `Not enough ${symbol} to cover the amount and the network fee`, {
      details: `Needed ${needed}${denom} (amount and fee), available ${available}${denom}`,
      params: {
        needed: formatUnits(needed, decimals),
        available: formatUnits(available, decimals),
        symbol,
      },
    });
    this.needed = needed;
    this.available = available;
  }
}
