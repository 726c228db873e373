import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import { bech32 } from 'bech32';

/** A bech32 account address, read: its human-readable prefix and its data bytes. */
interface DecodedCosmosAddress {
  /** The human-readable part, lower case (`cosmos`, `osmo`). */
  prefix: string;
  /** 20 bytes (a key's hash) or 32 (a module, contract or interchain account). */
  data: Uint8Array;
}

/**
 * `address` as a Cosmos account address: bech32 (not bech32m) with a valid checksum, one case
 * throughout, and 20 or 32 bytes of data; or null. Any prefix: which chain it is for is the
 * caller's to check (`hasCosmosPrefix`).
 */
export function decodeCosmosAddress(address: unknown): DecodedCosmosAddress | null {
  if (typeof address !== 'string' || address.length > 90) return null;
  // The library refuses mixed case, and answers undefined for any checksum or format error.
  const decoded = bech32.decodeUnsafe(address);
  if (!decoded || decoded.prefix === '') return null;
  const data = bech32.fromWordsUnsafe(decoded.words);
  if (!data || (data.length !== 20 && data.length !== 32)) return null;
  return { prefix: decoded.prefix.toLowerCase(), data: Uint8Array.from(data) };
}

/** For cosmos: a bech32 account address of 20 or 32 bytes, whatever its prefix. */
export const isCosmosAddress = (address: unknown): address is string =>
  decodeCosmosAddress(address) !== null;

/** Whether `address` is an account address of the chain whose accounts start with `prefix`. */
export function hasCosmosPrefix(address: string, prefix: string): boolean {
  return decodeCosmosAddress(address)?.prefix === prefix.toLowerCase();
}

/** The address of the account whose 33-byte compressed secp256k1 key is `publicKey`. */
export function cosmosAddressOf(publicKey: Uint8Array, prefix: string): string {
  return bech32.encode(prefix, bech32.toWords(ripemd160(sha256(publicKey))));
}

/** Whether two addresses name one account: the same data bytes (the prefix only names a chain). */
export function sameCosmosAccount(a: string, b: string): boolean {
  const left = decodeCosmosAddress(a);
  const right = decodeCosmosAddress(b);
  if (!left || !right || left.data.length !== right.data.length) return false;
  return left.data.every((byte, index) => byte === right.data[index]);
}
