import { secp256k1 } from '@noble/curves/secp256k1';
import { concatBytes } from '@noble/hashes/utils';
import type { BitcoinDevAddressKey } from './bitcoinDevKey';
import { hash256, withLength } from './bitcoinWire';

const MAGIC = new TextEncoder().encode('Bitcoin Signed Message:\n');
/** BIP-137's header for a p2wpkh (bech32) address: 39 + the recovery id. */
const P2WPKH_HEADER = 39;

/** The legacy message hash: SHA256d of the length-prefixed magic and message. */
export const legacyMessageHash = (message: Uint8Array): Uint8Array =>
  hash256(concatBytes(withLength(MAGIC), withLength(message)));

/**
 * Signs `message` the legacy way (Bitcoin Core's signmessage, BIP-137 headers): a 65-byte
 * recoverable compact signature, header 39–42 (p2wpkh) then r and s. Only a p2wpkh key:
 * taproot has no legacy signature, so the caller refuses an ordinals address first.
 */
export function signLegacyMessage(message: Uint8Array, key: BitcoinDevAddressKey): Uint8Array {
  if (key.purpose !== 'payment')
    throw new TypeError('a legacy (BIP-137) message signature needs a p2wpkh key');
  const signature = secp256k1.sign(legacyMessageHash(message), key.signingKey, { lowS: true });
  return concatBytes(
    Uint8Array.of(P2WPKH_HEADER + signature.recovery),
    signature.toCompactRawBytes(),
  );
}
