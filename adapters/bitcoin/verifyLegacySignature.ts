import { secp256k1 } from '@noble/curves/secp256k1';
import type { DecodedBitcoinAddress } from './bitcoinAddress';
import { hash160 } from './hash160';
import { legacyMessageHash } from './messageHashes';
import { sameBytes } from './sameBytes';
import { SignatureRefusedError } from '../../src/adapter/SignatureRefusedError';

/** What a BIP-137 header byte says the key's address is. */
type LegacyFlavor = 'p2pkhUncompressed' | 'p2pkh' | 'p2shP2wpkh' | 'p2wpkh';

/** Whether `bytes` has a BIP-137 signature's form: 65 bytes, a header byte of 27–42. */
export const isLegacySignature = (bytes: Uint8Array) =>
  bytes.length === 65 && (bytes[0] ?? 0) >= 27 && (bytes[0] ?? 0) <= 42;

function flavorOf(header: number): LegacyFlavor {
  if (header <= 30) return 'p2pkhUncompressed';
  if (header <= 34) return 'p2pkh';
  return header <= 38 ? 'p2shP2wpkh' : 'p2wpkh';
}

/**
 * Checks a legacy compact signature (BIP-137): a header byte (27 + recovery id, + 4 for a
 * compressed key's p2pkh, 35–38 p2sh-p2wpkh, 39–42 p2wpkh), then r and s. The key is recovered
 * from the signature of the message's digest and must hash to the address. Electrum-style
 * wallets write 31–34 (compressed p2pkh) for every single-key address, so that header is also
 * taken for a p2wpkh or p2sh(p2wpkh) address.
 */
export function verifyLegacySignature(
  message: string,
  bytes: Uint8Array,
  address: DecodedBitcoinAddress,
): void {
  const header = bytes[0] ?? 0;
  const flavor = flavorOf(header);
  let publicKey: Uint8Array;
  try {
    publicKey = secp256k1.Signature.fromBytes(bytes.subarray(1), 'compact')
      .addRecoveryBit((header - 27) % 4)
      .recoverPublicKey(legacyMessageHash(message))
      .toBytes(flavor !== 'p2pkhUncompressed');
  } catch {
    throw new SignatureRefusedError('the signature is not a valid signature of the message');
  }
  const keyHash = hash160(publicKey);
  const allowed: Readonly<Record<DecodedBitcoinAddress['type'], readonly LegacyFlavor[]>> = {
    p2pkh: ['p2pkhUncompressed', 'p2pkh'],
    p2wpkh: ['p2wpkh', 'p2pkh'],
    p2sh: ['p2shP2wpkh', 'p2pkh'],
    p2wsh: [],
    p2tr: [],
  };
  if (!allowed[address.type].includes(flavor))
    throw new SignatureRefusedError(
      allowed[address.type].length === 0
        ? `a legacy (BIP-137) signature cannot sign for a ${address.type} address`
        : `the signature's header (${header}) is not one of a ${address.type} address`,
    );
  // p2sh: the single-key segwit script 0 <keyHash> the address hashes.
  const expected = address.type === 'p2sh' ? hash160(Uint8Array.of(0, 20, ...keyHash)) : keyHash;
  if (!sameBytes(expected, address.hash))
    throw new SignatureRefusedError("the signature is not the address's signature of the message");
}
