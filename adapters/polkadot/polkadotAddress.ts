import { blake2b } from '@noble/hashes/blake2';
import bs58 from 'bs58';

/**
 * SS58 addresses (https://docs.substrate.io/reference/address-formats/), written here rather
 * than taken from @polkadot/util-crypto: its index pulls the wasm crypto bundle, and this is
 * all an address check needs (base58, and a blake2b-512 checksum over `SS58PRE` ++ prefix ++
 * key). Only 32-byte account ids are addresses here: what a Polkadot, Kusama or Asset Hub
 * account is (an ecdsa account's id is the blake2-256 hash of its public key), never the
 * short account indices.
 */

const SS58PRE = new TextEncoder().encode('SS58PRE');
const ACCOUNT_ID_BYTES = 32;
/** The largest prefix SS58 can carry (14 bits). */
const MAX_PREFIX = 16_383;
/** 46 and 47 are reserved, never a network's prefix. */
const RESERVED_PREFIXES = [46, 47];

/** The account id (32 bytes) and the network prefix an SS58 address carries. */
interface DecodedPolkadotAddress {
  prefix: number;
  publicKey: Uint8Array;
}

const checksumOf = (bytes: Uint8Array) => {
  const input = new Uint8Array(SS58PRE.length + bytes.length);
  input.set(SS58PRE);
  input.set(bytes, SS58PRE.length);
  return blake2b(input, { dkLen: 64 });
};

/** The prefix's bytes: one below 64, else two (the 14-bit form of the SS58 spec). */
function prefixBytes(prefix: number): number[] {
  if (prefix < 64) return [prefix];
  return [((prefix & 0b1111_1100) >> 2) | 0b0100_0000, (prefix >> 8) | ((prefix & 0b11) << 6)];
}

/** Whether `prefix` is one SS58 can carry and no reserved one. */
export function isSs58Prefix(prefix: unknown): prefix is number {
  return (
    typeof prefix === 'number' &&
    Number.isInteger(prefix) &&
    prefix >= 0 &&
    prefix <= MAX_PREFIX &&
    !RESERVED_PREFIXES.includes(prefix)
  );
}

/**
 * The prefix and account id of an SS58 address of any network, or null when `address` is not
 * one: not base58, a checksum that does not match, a payload other than a 32-byte account id,
 * a reserved prefix.
 */
export function decodePolkadotAddress(address: unknown): DecodedPolkadotAddress | null {
  // 1 + 32 + 2 bytes is 47 or 48 base58 characters; 2 + 32 + 2, 48 or 49.
  if (typeof address !== 'string' || address.length < 46 || address.length > 50) return null;
  let bytes: Uint8Array;
  try {
    bytes = bs58.decode(address);
  } catch {
    return null;
  }
  const first = bytes[0] ?? 0xff;
  // Bit 7 set is no SS58 prefix at all (reserved for future formats).
  if (first & 0b1000_0000) return null;
  const prefixLength = first & 0b0100_0000 ? 2 : 1;
  if (bytes.length !== prefixLength + ACCOUNT_ID_BYTES + 2) return null;
  const second = bytes[1] ?? 0;
  const prefix =
    prefixLength === 1
      ? first
      : ((first & 0b0011_1111) << 2) | (second >> 6) | ((second & 0b0011_1111) << 8);
  if (!isSs58Prefix(prefix)) return null;
  const body = bytes.subarray(0, bytes.length - 2);
  const checksum = checksumOf(body);
  if (bytes[bytes.length - 2] !== checksum[0] || bytes[bytes.length - 1] !== checksum[1])
    return null;
  return { prefix, publicKey: bytes.slice(prefixLength, prefixLength + ACCOUNT_ID_BYTES) };
}

/** The SS58 address of a 32-byte account id on the network of `prefix`. */
export function encodePolkadotAddress(publicKey: Uint8Array, prefix: number): string {
  if (publicKey.length !== ACCOUNT_ID_BYTES)
    throw new Error(`An account id is ${ACCOUNT_ID_BYTES} bytes, not ${publicKey.length}`);
  if (!isSs58Prefix(prefix)) throw new Error(`${prefix} is not an SS58 prefix`);
  const head = prefixBytes(prefix);
  const body = new Uint8Array(head.length + ACCOUNT_ID_BYTES);
  body.set(head);
  body.set(publicKey, head.length);
  const checksum = checksumOf(body);
  const bytes = new Uint8Array(body.length + 2);
  bytes.set(body);
  bytes.set(checksum.subarray(0, 2), body.length);
  return bs58.encode(bytes);
}

/** Whether `address` is a valid SS58 address of an account, on any network. */
export const isPolkadotAddress = (address: unknown): address is string =>
  decodePolkadotAddress(address) !== null;

/** `address` written for the network of `prefix` (one account, one key, another form). */
export function reencodePolkadotAddress(address: string, prefix: number): string {
  const decoded = decodePolkadotAddress(address);
  if (!decoded) throw new Error(`"${address}" is not an SS58 address`);
  return decoded.prefix === prefix ? address : encodePolkadotAddress(decoded.publicKey, prefix);
}

/** Whether two SS58 addresses name one account: the same key, whatever their networks' forms. */
export function samePolkadotAccount(a: string, b: string): boolean {
  if (a === b) return isPolkadotAddress(a);
  const [left, right] = [decodePolkadotAddress(a), decodePolkadotAddress(b)];
  return !!left && !!right && sameBytes(left.publicKey, right.publicKey);
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/** Bytes as 0x-prefixed lower-case hex. */
export function toHex(bytes: Uint8Array): `0x${string}` {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return `0x${hex}`;
}

/** 0x-prefixed hex as bytes, or null when it is not an even count of hex digits. */
export function fromHex(hex: unknown): Uint8Array | null {
  if (typeof hex !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(hex)) return null;
  const bytes = new Uint8Array((hex.length - 2) / 2);
  for (let index = 0; index < bytes.length; index += 1)
    bytes[index] = parseInt(hex.slice(2 + index * 2, 4 + index * 2), 16);
  return bytes;
}
