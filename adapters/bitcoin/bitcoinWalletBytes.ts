import type { BitcoinSignatureProtocol } from './BitcoinWallet';
import { invalidWalletAnswer } from './invalidWalletAnswer';

// Encodings without Node's Buffer, which browsers lack. Inputs are checked by the callers
// (`isBase64`, `base64Schema`, `hexSchema`) or are our own.

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

// Hex is @noble/hashes' (a dependency already); callers pass checked hex (`hexSchema`).
export { bytesToHex, hexToBytes } from '@noble/hashes/utils';

/**
 * Bytes a wallet answered, checked: a Uint8Array (from any realm: an extension's is not this
 * page's class), not empty; copied, so the wallet cannot change it later.
 */
export function walletBytes(value: unknown, what: string): Uint8Array {
  if (Object.prototype.toString.call(value) !== '[object Uint8Array]')
    throw invalidWalletAnswer(`${what}: expected bytes`);
  const bytes = new Uint8Array(value as Uint8Array);
  if (bytes.length === 0) throw invalidWalletAnswer(`${what}: expected some bytes`);
  return bytes;
}

/**
 * How a message signature was made, from its bytes: a BIP-137 compact signature is 65 bytes
 * with a header of 27 to 42 (recovery id and address type); anything else is a BIP-322
 * "simple" witness (which starts with its item count, 1 or 2).
 */
export const signatureProtocol = (signature: Uint8Array): BitcoinSignatureProtocol =>
  signature.length === 65 && signature[0]! >= 27 && signature[0]! <= 42 ? 'legacy' : 'bip322';
