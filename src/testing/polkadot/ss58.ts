import { blake2b } from '@noble/hashes/blake2';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import bs58 from 'bs58';

/**
 * SS58 addresses of 32-byte account ids, in pure JS (@noble's blake2b and bs58), so the
 * wallet decodes a dapp's address in any network format without @polkadot/util-crypto:
 * base58(prefix ++ id ++ blake2b-512("SS58PRE" ++ prefix ++ id)[0..2]), the prefix one byte
 * below 64 and two bytes from 64 to 16383.
 */

const CONTEXT = new TextEncoder().encode('SS58PRE');
const ID_BYTES = 32;

const checksum = (body: Uint8Array): Uint8Array => {
  const input = new Uint8Array(CONTEXT.length + body.length);
  input.set(CONTEXT);
  input.set(body, CONTEXT.length);
  return blake2b(input, { dkLen: 64 }).subarray(0, 2);
};

function prefixBytes(prefix: number): Uint8Array {
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 16383 || prefix === 46 || prefix === 47)
    throw new RangeError(`SS58: prefix ${prefix} is not 0..16383 (46 and 47 reserved)`);
  if (prefix < 64) return Uint8Array.of(prefix);
  return Uint8Array.of(((prefix & 0xfc) >> 2) | 0x40, (prefix >> 8) | ((prefix & 0x03) << 6));
}

/** The SS58 address of a 32-byte public key under `prefix` (default 42). */
export function encodeSs58(publicKey: Uint8Array, prefix = 42): string {
  if (publicKey.length !== ID_BYTES)
    throw new TypeError(`SS58: an account id is 32 bytes, not ${publicKey.length}`);
  const head = prefixBytes(prefix);
  const body = new Uint8Array(head.length + ID_BYTES);
  body.set(head);
  body.set(publicKey, head.length);
  const address = new Uint8Array(body.length + 2);
  address.set(body);
  address.set(checksum(body), body.length);
  return bs58.encode(address);
}

/**
 * The 32-byte public key of an SS58 address (any prefix, checksum checked) or of a 0x-hex
 * account id; throws TypeError on anything else.
 */
export function decodeSs58(address: string): Uint8Array {
  if (/^0x[0-9a-fA-F]{64}$/.test(address)) return hexToBytes(address.slice(2));
  let bytes: Uint8Array;
  try {
    bytes = bs58.decode(address);
  } catch {
    throw new TypeError(`SS58: ${address} is not base58`);
  }
  const headLength = (bytes[0] ?? 0) & 0x40 ? 2 : 1;
  if (bytes.length !== headLength + ID_BYTES + 2)
    throw new TypeError(`SS58: ${address} is not a 32-byte account address`);
  const body = bytes.subarray(0, headLength + ID_BYTES);
  if (bytesToHex(checksum(body)) !== bytesToHex(bytes.subarray(body.length)))
    throw new TypeError(`SS58: ${address} has a bad checksum`);
  return bytes.slice(headLength, headLength + ID_BYTES);
}
