import { PorticoError } from '../../src/adapter/PorticoError';
import { formatUnits } from '../../src/adapter/units';

/**
 * A send of less than the receiver's output type's dust threshold: the network would refuse
 * to relay it. `params.minimum` is the threshold with its unit (`0.00000294 BTC`), as the
 * catalog's `error.AMOUNT_BELOW_DUST` names it.
 */
export class BitcoinAmountBelowDustError extends PorticoError {
  override readonly name = 'BitcoinAmountBelowDustError';
  /** The least the receiver's output may carry, in sats. */
  readonly minimum: bigint;

  constructor(minimum: bigint) {
    const btc = `${formatUnits(minimum, 8)} BTC`;
    super('AMOUNT_BELOW_DUST', `The amount is below the network’s minimum of ${btc}`, {
      details: `Dust threshold of the receiver's output: ${minimum} sats`,
      params: { minimum: btc },
    });
    this.minimum = minimum;
  }
}
