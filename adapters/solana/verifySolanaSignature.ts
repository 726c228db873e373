import { decodeBase58 } from './solanaAddress';
import { SignatureRefusedError } from '../../src/adapter/SignatureRefusedError';
import type { VerifySignature } from '../../src/adapter/SignInRules';

/**
 * Resolves when `signature` (base58, 64 bytes) is the ed25519 signature of the UTF-8 `message`
 * by `address`'s key; throws saying why not. The curve loads on the first check, so a host
 * that never verifies a sign-in does not pay for it.
 */
export const verifySolanaSignature: VerifySignature = async ({ message, signature, address }) => {
  const publicKey = decodeBase58(address, 32);
  if (!publicKey) throw new SignatureRefusedError(`"${address}" is not a Solana address`);
  const bytes = decodeBase58(signature, 64);
  if (!bytes) throw new SignatureRefusedError('the signature is not base58 of 64 bytes (ed25519)');
  const { ed25519 } = await import('@noble/curves/ed25519');
  let valid = false;
  try {
    valid = ed25519.verify(bytes, new TextEncoder().encode(message), publicKey);
  } catch {
    // A malformed point or scalar: not a signature of anything.
  }
  if (!valid)
    throw new SignatureRefusedError(`the signature is not ${address}'s signature of the message`);
};
