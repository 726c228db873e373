import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { bytesToNumberBE } from '@noble/curves/utils';

/** The two curve operations bitcoinjs-lib asks of its ecc backend (its TinySecp256k1Interface). */
interface BitcoinJsEcc {
  isXOnlyPoint(point: Uint8Array): boolean;
  xOnlyPointAddTweak(
    point: Uint8Array,
    tweak: Uint8Array,
  ): { parity: 0 | 1; xOnlyPubkey: Uint8Array } | null;
}

const { Point } = secp256k1;
const ORDER = Point.CURVE().n;

/** The even-y point of a 32-byte x-only key (BIP340's lift_x), or null when there is none. */
function liftX(point: Uint8Array) {
  if (point.length !== 32) return null;
  try {
    return schnorr.utils.lift_x(bytesToNumberBE(point));
  } catch {
    // x is 0, not below the field prime, or not the x of a point on the curve.
    return null;
  }
}

/**
 * bitcoinjs-lib's ecc backend over @noble/curves (already Portico's curve library), so taproot
 * needs no second secp256k1 implementation. bitcoinjs self-tests it in `initEccLib`.
 */
export const eccLib: BitcoinJsEcc = {
  isXOnlyPoint: (point) => liftX(point) !== null,
  /** P + t·G for a taproot tweak (BIP341's taproot_tweak_pubkey); null when t ≥ n or at infinity. */
  xOnlyPointAddTweak(point, tweak) {
    const base = liftX(point);
    const scalar = tweak.length === 32 ? bytesToNumberBE(tweak) : ORDER;
    if (!base || scalar >= ORDER) return null;
    // multiply() refuses 0; a zero tweak leaves the point as it is.
    const tweaked = scalar === 0n ? base : base.add(Point.BASE.multiply(scalar));
    if (tweaked.equals(Point.ZERO)) return null;
    return {
      parity: tweaked.toAffine().y % 2n === 0n ? 0 : 1,
      xOnlyPubkey: tweaked.toBytes(true).subarray(1),
    };
  },
};
