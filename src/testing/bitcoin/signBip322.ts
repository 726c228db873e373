import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { concatBytes } from '@noble/hashes/utils';
import type { BitcoinDevAddressKey } from './bitcoinDevKey';
import { hash256, serializeWitness, uint32LE, uint64LE, withLength } from './bitcoinWire';

const SIGHASH_ALL = 0x01;
const OP_RETURN = Uint8Array.of(0x6a);
const ZERO_AMOUNT = uint64LE(0n);
/** nVersion, nLockTime and nSequence of both virtual transactions. */
const ZERO_U32 = uint32LE(0);

/** BIP-322's message hash: the tagged hash "BIP0322-signed-message" of the message. */
export const bip322MessageHash = (message: Uint8Array): Uint8Array =>
  schnorr.utils.taggedHash('BIP0322-signed-message', message);

/**
 * The txid (internal byte order) of BIP-322's `to_spend`: version 0, one input spending
 * 000…000:0xFFFFFFFF with scriptSig `OP_0 PUSH32 <message hash>` and sequence 0, one output of
 * 0 sats paying `script` (the signer's scriptPubKey), locktime 0.
 */
export function bip322ToSpendTxid(message: Uint8Array, script: Uint8Array): Uint8Array {
  const scriptSig = concatBytes(Uint8Array.of(0x00, 0x20), bip322MessageHash(message));
  return hash256(
    concatBytes(
      ZERO_U32,
      Uint8Array.of(1),
      new Uint8Array(32),
      uint32LE(0xffffffff),
      withLength(scriptSig),
      ZERO_U32,
      Uint8Array.of(1),
      ZERO_AMOUNT,
      withLength(script),
      ZERO_U32,
    ),
  );
}

/**
 * BIP143's sighash (SIGHASH_ALL) of `to_sign`'s one input, a p2wpkh spend of `to_spend:0`
 * (0 sats) with one 0-sat OP_RETURN output; version, locktime and sequence 0.
 */
function p2wpkhSighash(outpoint: Uint8Array, script: Uint8Array): Uint8Array {
  // The scriptCode of p2wpkh: OP_DUP OP_HASH160 <key hash> OP_EQUALVERIFY OP_CHECKSIG.
  const scriptCode = concatBytes(
    Uint8Array.of(0x76, 0xa9, 0x14),
    script.subarray(2),
    Uint8Array.of(0x88, 0xac),
  );
  return hash256(
    concatBytes(
      ZERO_U32,
      hash256(outpoint),
      hash256(ZERO_U32),
      outpoint,
      withLength(scriptCode),
      ZERO_AMOUNT,
      ZERO_U32,
      hash256(concatBytes(ZERO_AMOUNT, withLength(OP_RETURN))),
      ZERO_U32,
      uint32LE(SIGHASH_ALL),
    ),
  );
}

/** BIP341's sighash (SIGHASH_DEFAULT, key path, no annex) of the same `to_sign`. */
function p2trSighash(outpoint: Uint8Array, script: Uint8Array): Uint8Array {
  return schnorr.utils.taggedHash(
    'TapSighash',
    concatBytes(
      Uint8Array.of(0x00, 0x00), // epoch 0, hash type SIGHASH_DEFAULT
      ZERO_U32,
      ZERO_U32,
      sha256(outpoint),
      sha256(ZERO_AMOUNT),
      sha256(withLength(script)),
      sha256(ZERO_U32),
      sha256(concatBytes(ZERO_AMOUNT, withLength(OP_RETURN))),
      Uint8Array.of(0x00), // spend type: key path, no annex
      ZERO_U32, // input index
    ),
  );
}

/** A DER-encoded ECDSA signature (r, s as minimal positive integers). */
function derSignature(compact: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
    const trimmed = bytes.subarray(start);
    const value = (trimmed[0] as number) & 0x80 ? concatBytes(Uint8Array.of(0), trimmed) : trimmed;
    return concatBytes(Uint8Array.of(0x02, value.length), value);
  };
  const body = concatBytes(integer(compact.subarray(0, 32)), integer(compact.subarray(32)));
  return concatBytes(Uint8Array.of(0x30, body.length), body);
}

/**
 * Signs `message` with BIP-322's "simple" form: the serialized witness stack of the virtual
 * `to_sign` transaction spending `to_spend`. A p2wpkh key answers `[DER signature +
 * SIGHASH_ALL, compressed public key]`, a p2tr key `[64-byte BIP340 signature]`
 * (SIGHASH_DEFAULT, by the tweaked key).
 */
export function signBip322(message: Uint8Array, key: BitcoinDevAddressKey): Uint8Array {
  const outpoint = concatBytes(bip322ToSpendTxid(message, key.script), ZERO_U32);
  if (key.purpose === 'ordinals')
    return serializeWitness([schnorr.sign(p2trSighash(outpoint, key.script), key.signingKey)]);
  const signature = secp256k1.sign(p2wpkhSighash(outpoint, key.script), key.signingKey, {
    lowS: true,
  });
  return serializeWitness([
    concatBytes(derSignature(signature.toCompactRawBytes()), Uint8Array.of(SIGHASH_ALL)),
    key.signingPublicKey,
  ]);
}
