import { decodeBitcoinAddress } from './bitcoinAddress';
import { decodeBase64 } from './decodeBase64';
import { verifyBip322Signature } from './verifyBip322Signature';
import { isLegacySignature, verifyLegacySignature } from './verifyLegacySignature';
import { SignatureRefusedError } from '../../src/adapter/SignatureRefusedError';
import type { VerifySignature } from '../../src/adapter/SignInRules';

/**
 * Resolves when `signature` (base64) is `address`'s signature of `message`; throws an Error
 * saying why not. Takes both forms wallets answer `signMessage` with: legacy BIP-137 compact
 * signatures (p2pkh, p2sh-p2wpkh, p2wpkh) and BIP-322 "simple" ones (p2wpkh, p2tr key path).
 * bitcoinjs-lib loads for a BIP-322 check (its transaction hashing), the first time.
 */
export const verifyBitcoinSignature: VerifySignature = async ({ message, signature, address }) => {
  const decoded = decodeBitcoinAddress(address);
  if (!decoded) throw new SignatureRefusedError(`"${address}" is not a Bitcoin address`);
  const bytes = decodeBase64(signature.trim());
  if (!bytes) throw new SignatureRefusedError('the signature is not base64');
  if (isLegacySignature(bytes)) verifyLegacySignature(message, bytes, decoded);
  else await verifyBip322Signature(message, bytes, decoded);
};
