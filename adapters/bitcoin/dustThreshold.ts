import type { BitcoinAddressType } from './bitcoinAddress';

/**
 * The smallest standard output value of each type, in sats: Bitcoin Core's GetDustThreshold at
 * its default dust relay fee (3 sat/vB) — what spending the output would cost, output plus
 * input. A node refuses to relay a transaction with an output below it (`dust`).
 */
export const DUST_THRESHOLDS: Readonly<Record<BitcoinAddressType, bigint>> = {
  p2pkh: 546n,
  p2sh: 540n,
  p2wpkh: 294n,
  p2wsh: 330n,
  p2tr: 330n,
};

/** The dust threshold of an output paying an address of `type`, in sats. */
export function dustThreshold(type: BitcoinAddressType): bigint {
  return DUST_THRESHOLDS[type];
}
