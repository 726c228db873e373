import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { outputScriptOf, type DecodedBitcoinAddress } from './bitcoinAddress';
import { bip322Transactions } from './bip322Transactions';
import { hash160 } from './hash160';
import { loadBitcoinJs } from './loadBitcoinJs';
import { sameBytes } from './sameBytes';
import { SignatureRefusedError } from '../../src/adapter/SignatureRefusedError';

const SIGHASH_DEFAULT = 0x00;
const SIGHASH_ALL = 0x01;

/** A consensus-encoded witness stack (count, then length-prefixed items), or null. */
function readWitnessStack(bytes: Uint8Array): Uint8Array[] | null {
  let offset = 0;
  const readSize = (): number | null => {
    const first = bytes[offset++];
    if (first === undefined) return null;
    if (first < 0xfd) return first;
    const width = first === 0xfd ? 2 : first === 0xfe ? 4 : 8;
    if (width === 8 || offset + width > bytes.length) return null;
    let size = 0;
    for (let i = width - 1; i >= 0; i--) size = size * 256 + (bytes[offset + i] ?? 0);
    offset += width;
    return size;
  };
  const count = readSize();
  if (count === null) return null;
  const items: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const size = readSize();
    if (size === null || offset + size > bytes.length) return null;
    items.push(bytes.subarray(offset, offset + size));
    offset += size;
  }
  return offset === bytes.length ? items : null;
}

const invalid = () =>
  new SignatureRefusedError("the signature is not the address's signature of the message");

/**
 * Checks a BIP-322 "simple" signature (`bytes`: `toSign`'s witness stack) of `message` by
 * `address`: p2wpkh (witness [DER signature + SIGHASH_ALL, compressed key]; the key hashes to
 * the program; low-S ECDSA over the BIP143 sighash) and p2tr key path (witness [64-byte
 * Schnorr signature, or 65 with SIGHASH_ALL]; BIP341 sighash, the output key). Other address
 * types throw "unsupported address type".
 */
export async function verifyBip322Signature(
  message: string,
  bytes: Uint8Array,
  address: DecodedBitcoinAddress,
): Promise<void> {
  if (address.type !== 'p2wpkh' && address.type !== 'p2tr')
    throw new SignatureRefusedError(
      `unsupported address type for a BIP-322 signature (${address.type})`,
    );
  const witness = readWitnessStack(bytes);
  if (!witness)
    throw new SignatureRefusedError('the signature is neither BIP-322 (simple) nor BIP-137');
  const script = outputScriptOf(address);
  const bitcoin = await loadBitcoinJs();
  const { toSign } = bip322Transactions(bitcoin, message, script);

  if (address.type === 'p2wpkh') {
    const [signature, publicKey] = witness;
    if (witness.length !== 2 || !signature || publicKey?.length !== 33)
      throw new SignatureRefusedError(
        'a p2wpkh signature is a witness of a signature and a compressed key',
      );
    if (!sameBytes(hash160(publicKey), address.hash)) throw invalid();
    if (signature.at(-1) !== SIGHASH_ALL)
      throw new SignatureRefusedError('the signature must use SIGHASH_ALL');
    const scriptCode = outputScriptOf({ type: 'p2pkh', kinds: [], hash: address.hash });
    const digest = toSign.hashForWitnessV0(0, scriptCode, 0n, SIGHASH_ALL);
    let valid = false;
    try {
      valid = secp256k1.verify(signature.subarray(0, -1), digest, publicKey, {
        format: 'der',
        lowS: true,
      });
    } catch {
      // Not DER, or not a point: not a signature of anything.
    }
    if (!valid) throw invalid();
    return;
  }

  const [signature] = witness;
  if (witness.length !== 1 || !signature || (signature.length !== 64 && signature.length !== 65))
    throw new SignatureRefusedError(
      'a taproot signature is a witness of one 64-byte Schnorr signature',
    );
  const hashType = signature[64] ?? SIGHASH_DEFAULT;
  if (signature.length === 65 && hashType !== SIGHASH_ALL)
    throw new SignatureRefusedError('the signature must use SIGHASH_ALL (or the default)');
  const digest = toSign.hashForWitnessV1(0, [script], [0n], hashType);
  if (!schnorr.verify(signature.subarray(0, 64), digest, address.hash)) throw invalid();
}
