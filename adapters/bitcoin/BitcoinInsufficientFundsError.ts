import { PorticoError } from '../../src/adapter/PorticoError';
import { formatUnits } from '../../src/adapter/units';

/**
 * The sender's UTXOs cannot pay the amount and the fee of spending them. `params.needed` and
 * `params.available` are BTC decimal strings (without the unit); the fields are sats.
 */
export class BitcoinInsufficientFundsError extends PorticoError {
  override readonly name = 'BitcoinInsufficientFundsError';
  /** The amount plus the fee of a send spending every UTXO, in sats. */
  readonly needed: bigint;
  /** The sum of the sender's UTXOs, in sats. */
  readonly available: bigint;

  constructor({ needed, available }: { needed: bigint; available: bigint }) {
    super('INSUFFICIENT_FUNDS', 'Not enough BTC to cover the amount and the network fee', {
      details: `Needed ${needed} sats (amount and fee), available ${available} sats`,
      params: { needed: formatUnits(needed, 8), available: formatUnits(available, 8) },
    });
    this.needed = needed;
    this.available = available;
  }
}
