import { PorticoError } from '../../src/adapter/PorticoError';
import { bitcoinAddressType } from './bitcoinAddress';
import type { BitcoinNetworkKind } from './bitcoinNetworks';
import type { SpendableInputType } from './estimateVsize';

/**
 * The input type of a send from `address` on `kind`: Portico builds spends of native segwit
 * (p2wpkh) and taproot key-path (p2tr) outputs, the payment and ordinals addresses wallets
 * give. Throws `INVALID_ADDRESS` for an address of another network, `UNSUPPORTED_ADDRESS_TYPE`
 * for a legacy or wrapped one.
 */
export function spendableInputType(address: string, kind: BitcoinNetworkKind): SpendableInputType {
  const type = bitcoinAddressType(address, kind);
  if (!type)
    throw new PorticoError('INVALID_ADDRESS', 'Invalid address', {
      details: `${address} is not a bitcoin ${kind} address`,
    });
  if (type !== 'p2wpkh' && type !== 'p2tr')
    throw new PorticoError(
      'UNSUPPORTED_ADDRESS_TYPE',
      'Sending from this type of address is not supported',
      { details: `${address} is ${type}; Portico spends p2wpkh and p2tr outputs` },
    );
  return type;
}
