import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { bytesToNumberBE } from '@noble/curves/utils';
import { xOnly } from './tweakTaprootKey';

const { Point } = secp256k1;

/** `point` as a curve point with an even y, or null when it is not a valid x-only key. */
function liftX(point: Uint8Array) {
  if (point.length !== 32) return null;
  try {
    return schnorr.utils.lift_x(bytesToNumberBE(point));
  } catch {
    return null;
  }
}

/**
 * The secp256k1 operations bitcoinjs-lib 7 needs (its `initEccLib` interface: taproot
 * addresses and key tweaks), over @noble/curves.
 */
export const devEcc = {
  isXOnlyPoint: (point: Uint8Array): boolean => liftX(point) !== null,
  xOnlyPointAddTweak(
    point: Uint8Array,
    tweak: Uint8Array,
  ): { parity: 0 | 1; xOnlyPubkey: Uint8Array } | null {
    const lifted = liftX(point);
    const scalar = bytesToNumberBE(tweak);
    if (!lifted || tweak.length !== 32 || scalar >= Point.Fn.ORDER) return null;
    const tweaked = scalar === 0n ? lifted : lifted.add(Point.BASE.multiply(scalar));
    if (tweaked.is0()) return null;
    return { parity: tweaked.toAffine().y % 2n === 0n ? 0 : 1, xOnlyPubkey: xOnly(tweaked) };
  },
};
