import { PorticoError } from '../../src/adapter/PorticoError';
import { isPolkadotAddress } from './polkadotAddress';

/** Refuses the first of `addresses` that is not an SS58 address (INVALID_ADDRESS). */
export function checkPolkadotAddresses(...addresses: string[]): void {
  for (const address of addresses)
    if (!isPolkadotAddress(address))
      throw new PorticoError('INVALID_ADDRESS', 'Invalid address', { details: address });
}
