import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';

/** RIPEMD-160 of SHA-256: the hash in p2pkh, p2sh and p2wpkh outputs. */
export const hash160 = (bytes: Uint8Array): Uint8Array => ripemd160(sha256(bytes));
