import { SigningKey, type Signature } from 'ethers/crypto';
import { hashMessage, TypedDataEncoder, type TypedDataDomain } from 'ethers/hash';
import { computeAddress } from 'ethers/transaction';
import type { TypedDataPayload } from './signRequests';

/** Signs for one dev account. */
export interface DevSigner {
  /** Checksummed address. */
  readonly address: string;
  /** EIP-191 `personal_sign`: a string is UTF-8, bytes are signed as they are. */
  signMessage(message: string | Uint8Array): string;
  /** EIP-712 over an already validated payload. */
  signTypedData(payload: TypedDataPayload): string;
  /** Signs a 32-byte digest, e.g. a transaction's unsigned hash. */
  signDigest(digest: string): Signature;
}

/**
 * A signer over a bare `SigningKey`. Ethers' `Wallet` would do the same but brings keystore
 * encryption (aes-js) and wordlists along: about 70 KB of the browser bundle, unused here.
 */
export function createDevSigner(privateKey: string): DevSigner {
  const key = new SigningKey(privateKey);
  return {
    address: computeAddress(key.publicKey),
    signMessage: (message) => key.sign(hashMessage(message)).serialized,
    signTypedData: ({ domain, types, message }) =>
      key.sign(TypedDataEncoder.hash(domain as TypedDataDomain, types, message)).serialized,
    signDigest: (digest) => key.sign(digest),
  };
}
