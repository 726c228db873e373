import { blake2b } from '@noble/hashes/blake2';
import { decodePolkadotAddress, fromHex, sameBytes } from './polkadotAddress';
import { SignatureRefusedError } from '../../src/adapter/SignatureRefusedError';
import type { VerifySignature } from '../../src/adapter/SignInRules';

/**
 * What Polkadot wallets sign for `signRaw({ type: 'bytes' })`: the message wrapped in
 * `<Bytes>…</Bytes>` (so a signed message can never be a valid extrinsic), unless it already is.
 */
const BYTES_OPEN = new TextEncoder().encode('<Bytes>');
const BYTES_CLOSE = new TextEncoder().encode('</Bytes>');

const startsWith = (bytes: Uint8Array, head: Uint8Array, at = 0) =>
  bytes.length >= at + head.length && head.every((byte, index) => bytes[at + index] === byte);

function isWrapped(bytes: Uint8Array): boolean {
  return (
    bytes.length >= BYTES_OPEN.length + BYTES_CLOSE.length &&
    startsWith(bytes, BYTES_OPEN) &&
    startsWith(bytes, BYTES_CLOSE, bytes.length - BYTES_CLOSE.length)
  );
}

/** The message as signed directly, and in its other form (wrapped, or unwrapped). */
function messageForms(message: string): Uint8Array[] {
  const bytes = new TextEncoder().encode(message);
  if (isWrapped(bytes))
    return [bytes, bytes.subarray(BYTES_OPEN.length, bytes.length - BYTES_CLOSE.length)];
  const wrapped = new Uint8Array(BYTES_OPEN.length + bytes.length + BYTES_CLOSE.length);
  wrapped.set(BYTES_OPEN);
  wrapped.set(bytes, BYTES_OPEN.length);
  wrapped.set(BYTES_CLOSE, BYTES_OPEN.length + bytes.length);
  return [wrapped, bytes];
}

/** A signature read as each scheme it can be: raw 64 bytes, a MultiSignature, raw ecdsa. */
type Reading = { scheme: 'ed25519' | 'sr25519' | 'ecdsa'; bytes: Uint8Array };

/**
 * The readings of a signature's bytes. 64 bytes: ed25519 or sr25519 (wallets give no type).
 * 65 or 66 bytes with a leading 0, 1 or 2: a `MultiSignature` (ed25519, sr25519, ecdsa);
 * 65 bytes: also a raw ecdsa signature (r, s, recovery id).
 */
function readingsOf(signature: Uint8Array): Reading[] {
  const [type] = signature;
  const rest = signature.subarray(1);
  if (signature.length === 64)
    return [
      { scheme: 'ed25519', bytes: signature },
      { scheme: 'sr25519', bytes: signature },
    ];
  if (signature.length === 65) {
    const typed: Reading[] =
      type === 0
        ? [{ scheme: 'ed25519', bytes: rest }]
        : type === 1
          ? [{ scheme: 'sr25519', bytes: rest }]
          : [];
    return [...typed, { scheme: 'ecdsa', bytes: signature }];
  }
  if (signature.length === 66 && type === 2) return [{ scheme: 'ecdsa', bytes: rest }];
  return [];
}

/**
 * Whether `signature` (65 bytes: r, s, recovery id) signs blake2b-256 of `message` with the
 * secp256k1 key whose account id is `accountId` (blake2b-256 of the compressed public key).
 */
async function verifyEcdsa(message: Uint8Array, signature: Uint8Array, accountId: Uint8Array) {
  const { secp256k1 } = await import('@noble/curves/secp256k1');
  const recovery = signature[64]! >= 27 ? signature[64]! - 27 : signature[64]!;
  if (recovery > 3) return false;
  const publicKey = secp256k1.Signature.fromCompact(signature.subarray(0, 64))
    .addRecoveryBit(recovery)
    .recoverPublicKey(blake2b(message, { dkLen: 32 }))
    .toRawBytes(true);
  return sameBytes(blake2b(publicKey, { dkLen: 32 }), accountId);
}

async function verifyReading(
  { scheme, bytes }: Reading,
  message: Uint8Array,
  publicKey: Uint8Array,
): Promise<boolean> {
  try {
    if (scheme === 'ed25519') {
      const { ed25519 } = await import('@noble/curves/ed25519');
      return ed25519.verify(bytes, message, publicKey);
    }
    if (scheme === 'sr25519') {
      // @scure/sr25519 (audited, pure JS on @noble's curves): the check needs no WebAssembly,
      // which a strict CSP refuses. It is @polkadot/util-crypto's own sr25519 verifier.
      const sr25519 = await import('@scure/sr25519');
      return sr25519.verify(message, bytes, publicKey);
    }
    return await verifyEcdsa(message, bytes, publicKey);
  } catch {
    // A malformed point, scalar or recovery: not a signature of anything.
    return false;
  }
}

/**
 * Resolves when `signature` (0x hex, as `signRaw` answers it) is `address`'s signature of the
 * UTF-8 `message`, wrapped in `<Bytes>…</Bytes>` as wallets sign it or as it is; throws saying
 * why not. ed25519, sr25519 (what most extensions use) and ecdsa accounts, each checked in
 * plain JavaScript (@noble/curves, @scure/sr25519): no WebAssembly, so it works under the
 * product's strict CSP. The curves load with the first check.
 */
export const verifyPolkadotSignature: VerifySignature = async ({ message, signature, address }) => {
  const decoded = decodePolkadotAddress(address);
  if (!decoded) throw new SignatureRefusedError(`"${address}" is not a Polkadot (SS58) address`);
  const bytes = fromHex(signature);
  const readings = bytes ? readingsOf(bytes) : [];
  if (readings.length === 0)
    throw new SignatureRefusedError(
      'the signature is not 0x hex of 64 bytes (ed25519, sr25519), 65 (ecdsa) or a typed MultiSignature',
    );
  for (const form of messageForms(message))
    for (const reading of readings)
      if (await verifyReading(reading, form, decoded.publicKey)) return;
  throw new SignatureRefusedError(`the signature is not ${address}'s signature of the message`);
};
