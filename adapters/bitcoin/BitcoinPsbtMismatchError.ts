import { PorticoError } from '../../src/adapter/PorticoError';

/**
 * The PSBT a wallet signed is not the transaction it was asked to sign (an output swapped, an
 * input added, the amounts or the version changed): it is not broadcast. `details` says what
 * differs.
 */
export class BitcoinPsbtMismatchError extends PorticoError {
  override readonly name = 'BitcoinPsbtMismatchError';

  constructor(difference: string) {
    super('PSBT_MISMATCH', 'The wallet changed the transaction it was asked to sign', {
      details: difference,
    });
  }
}
