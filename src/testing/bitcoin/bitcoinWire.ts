import { sha256 } from '@noble/hashes/sha2';
import { concatBytes } from '@noble/hashes/utils';

/** Bitcoin's CompactSize length prefix. */
export function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length);
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >>> 8);
  const bytes = new Uint8Array(5);
  bytes[0] = 0xfe;
  new DataView(bytes.buffer).setUint32(1, length, true);
  return bytes;
}

/** `bytes` with its CompactSize length in front. */
export const withLength = (bytes: Uint8Array): Uint8Array =>
  concatBytes(compactSize(bytes.length), bytes);

/** A little-endian uint32. */
export function uint32LE(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value, true);
  return bytes;
}

/** A little-endian int64 amount (sats). */
export function uint64LE(value: bigint): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, value, true);
  return bytes;
}

/** SHA256(SHA256(bytes)): txids and legacy sighashes. */
export const hash256 = (bytes: Uint8Array): Uint8Array => sha256(sha256(bytes));

/** A witness stack as BIP-322 "simple" writes it: item count, then each item with its length. */
export const serializeWitness = (stack: readonly Uint8Array[]): Uint8Array =>
  concatBytes(compactSize(stack.length), ...stack.map(withLength));
