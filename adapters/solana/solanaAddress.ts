import bs58 from 'bs58';

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;

/** The bytes `value` encodes in base58, or null when it is not base58 of exactly `length` bytes. */
export function decodeBase58(value: unknown, length: number): Uint8Array | null {
  if (typeof value !== 'string' || !BASE58.test(value)) return null;
  const bytes = bs58.decode(value);
  return bytes.length === length ? bytes : null;
}

/**
 * A Solana address is base58, 32-44 characters; and it must decode to the 32 bytes of
 * a public key (a 44-character string can hold 33, a 32-character one too few).
 */
export function isSolanaAddress(value: string): boolean {
  return value.length >= 32 && value.length <= 44 && decodeBase58(value, 32) !== null;
}

/** Whether `value` is a transaction or message signature: base58 of an ed25519 signature's 64 bytes. */
export const isBase58Signature = (value: unknown): value is string =>
  decodeBase58(value, 64) !== null;
