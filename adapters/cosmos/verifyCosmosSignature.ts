import { secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { makeAdr36SignDoc, serializeAminoSignDoc } from './adr36';
import { cosmosAddressOf, decodeCosmosAddress } from './cosmosAddress';
import { parseCosmosSignature } from './cosmosSignature';
import { SignatureRefusedError } from '../../src/adapter/SignatureRefusedError';
import type { VerifySignature } from '../../src/adapter/SignInRules';

/**
 * Resolves when `signature` (the `StdSignature` JSON `signMessage` returns) is `address`'s
 * ADR-36 signature of `message`; throws saying why not. The key it carries must be the
 * address's (RIPEMD-160 of SHA-256 of the key, with the address's prefix), and the 64-byte
 * signature (r‖s, low S as the SDK requires) must verify over SHA-256 of the ADR-36 sign doc.
 */
export const verifyCosmosSignature: VerifySignature = async ({ message, signature, address }) => {
  const decoded = decodeCosmosAddress(address);
  if (!decoded || decoded.data.length !== 20)
    throw new SignatureRefusedError(
      `"${address}" is not the address of a key (bech32 of 20 bytes)`,
    );
  const parsed = parseCosmosSignature(signature);
  if (!parsed)
    throw new SignatureRefusedError(
      'the signature is not a StdSignature (JSON with a secp256k1 pub_key and a 64-byte signature, base64)',
    );
  if (cosmosAddressOf(parsed.publicKey, decoded.prefix) !== address.toLowerCase())
    throw new SignatureRefusedError(`the signature's public key is not the key of ${address}`);
  const hash = sha256(serializeAminoSignDoc(makeAdr36SignDoc(address.toLowerCase(), message)));
  let valid = false;
  try {
    valid = secp256k1.verify(parsed.signature, hash, parsed.publicKey, {
      prehash: false,
      lowS: true,
      format: 'compact',
    });
  } catch {
    valid = false;
  }
  if (!valid)
    throw new SignatureRefusedError(`the signature is not ${address}'s signature of this message`);
};
