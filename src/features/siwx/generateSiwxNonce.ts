const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// The largest multiple of 62 below 256: bytes at or above it are redrawn, so every character
// is equally likely (a plain `% 62` would favour the first 8).
const LIMIT = 256 - (256 % ALPHABET.length);

/**
 * A random alphanumeric nonce from `crypto.getRandomValues` (EIP-4361 asks for at least 8
 * characters; 16 gives about 95 bits). Default length 16; lengths below 8 are refused.
 */
export function generateSiwxNonce(length = 16): string {
  if (!Number.isInteger(length) || length < 8) {
    throw new RangeError('A SIWX nonce needs at least 8 characters');
  }
  let nonce = '';
  const bytes = new Uint8Array(length * 2);
  while (nonce.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < LIMIT && nonce.length < length) nonce += ALPHABET[byte % ALPHABET.length];
    }
  }
  return nonce;
}
