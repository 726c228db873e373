import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { bytesToNumberBE, numberToBytesBE } from '@noble/curves/utils';

const { Point } = secp256k1;
const N = Point.Fn.ORDER;

/** The x coordinate of `point`, 32 bytes (BIP340's x-only encoding). */
export const xOnly = (point: InstanceType<typeof Point>): Uint8Array =>
  point.toBytes(true).subarray(1);

/** BIP341's TapTweak of an x-only internal key with no script tree (BIP86), as a scalar. */
export function tapTweak(internalKey: Uint8Array): bigint {
  const tweak = bytesToNumberBE(schnorr.utils.taggedHash('TapTweak', internalKey));
  if (tweak >= N) throw new RangeError('TapTweak: the tweak is not below the curve order');
  return tweak;
}

/** A BIP86 key-path key: the internal key and its output key (x-only), and the signing key. */
interface TaprootKey {
  /** The untweaked internal key, x-only (32 bytes): a PSBT's `tapInternalKey`. */
  readonly internalKey: Uint8Array;
  /** The tweaked output key, x-only (32 bytes): what the p2tr output script commits to. */
  readonly outputKey: Uint8Array;
  /** The tweaked private key, 32 bytes: BIP340 signatures with it verify under `outputKey`. */
  readonly privateKey: Uint8Array;
}

/**
 * Tweaks an internal private key for a BIP86 key-path spend (no script tree): the key is
 * negated when its point has an odd y (BIP340 keys are x-only), then added to
 * TapTweak(x-only internal key).
 */
export function tweakTaprootKey(internalPrivateKey: Uint8Array): TaprootKey {
  const secret = bytesToNumberBE(internalPrivateKey);
  if (secret <= 0n || secret >= N) throw new RangeError('not a secp256k1 private key');
  const internalPoint = Point.BASE.multiply(secret);
  const even = internalPoint.toAffine().y % 2n === 0n ? secret : N - secret;
  const internalKey = xOnly(internalPoint);
  const tweaked = (even + tapTweak(internalKey)) % N;
  if (tweaked === 0n) throw new RangeError('TapTweak: the tweaked key is zero');
  return {
    internalKey,
    outputKey: xOnly(Point.BASE.multiply(tweaked)),
    privateKey: numberToBytesBE(tweaked, 32),
  };
}
