import { secp256k1 } from '@noble/curves/secp256k1';
import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { bech32 } from 'bech32';
import { toBase64 } from './base64';
import { COSMOS_DEV_PRIVATE_KEYS } from './cosmosDevAccounts';
import type { StdSignature } from './types';

/** One dev account's key, with what Keplr's getKey and signers answer. */
export interface CosmosDevKey {
  readonly index: number;
  /** 33-byte compressed secp256k1 key. */
  readonly pubKey: Uint8Array;
  /** 20 bytes: RIPEMD160(SHA256(pubKey)). */
  readonly address: Uint8Array;
  /** The EIP-55 hex form of `address`. */
  readonly ethereumHexAddress: string;
  /** `address` with a chain's bech32 prefix. */
  bech32Address(prefix: string): string;
  /** The StdSignature of `signBytes`: ECDSA over SHA-256, low S, 64-byte r‖s (RFC 6979). */
  sign(signBytes: Uint8Array): StdSignature;
}

const cache = new Map<number, CosmosDevKey>();

/** EIP-55: hex digits upper-cased where keccak256(lower-case hex) has a nibble ≥ 8. */
function checksumHex(address: Uint8Array): string {
  const hex = bytesToHex(address);
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(hex)));
  return `0x${[...hex].map((char, at) => (parseInt(hash[at] as string, 16) >= 8 ? char.toUpperCase() : char)).join('')}`;
}

/** Dev account `index`'s key (0..3). */
export function cosmosDevKey(index: number): CosmosDevKey {
  const cached = cache.get(index);
  if (cached) return cached;
  const privateKey = COSMOS_DEV_PRIVATE_KEYS[index];
  if (!Number.isInteger(index) || privateKey === undefined)
    throw new RangeError(
      `Cosmos dev wallet: no dev account ${index} (0..${COSMOS_DEV_PRIVATE_KEYS.length - 1})`,
    );
  const secret = hexToBytes(privateKey);
  const pubKey = secp256k1.getPublicKey(secret, true);
  const address = ripemd160(sha256(pubKey));
  const pubKeyBase64 = toBase64(pubKey);
  const key: CosmosDevKey = {
    index,
    pubKey,
    address,
    ethereumHexAddress: checksumHex(address),
    bech32Address: (prefix) => bech32.encode(prefix, bech32.toWords(address)),
    sign(signBytes) {
      const signature = secp256k1.sign(sha256(signBytes), secret, { lowS: true });
      return {
        pub_key: { type: 'tendermint/PubKeySecp256k1', value: pubKeyBase64 },
        signature: toBase64(signature.toCompactRawBytes()),
      };
    },
  };
  cache.set(index, key);
  return key;
}
