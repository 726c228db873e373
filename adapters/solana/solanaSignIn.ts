import type { SignInRules } from '../../src/adapter/SignInRules';
import { isSolanaAddress } from './solanaAddress';
import { verifySolanaSignature } from './verifySolanaSignature';

// A CAIP-2 solana reference: the first 32 characters of the cluster's genesis hash.
const SOLANA_REFERENCE = /^[1-9A-HJ-NP-Za-km-z]{32}$/;

const problem = (address: string) =>
  isSolanaAddress(address) ? undefined : 'is not a Solana address (base58 of 32 bytes)';

/**
 * Sign-in on Solana (CAIP-122, "… wants you to sign in with your Solana account:"): the
 * base58 address as it is, compared exactly; an ed25519 signature, base58 as the adapter's
 * `signMessage` returns it, of the message's UTF-8 bytes by the address's key.
 */
export const solanaSignIn: SignInRules = {
  namespace: 'solana',
  isReference: (reference) => SOLANA_REFERENCE.test(reference),
  toMessageAddress(address) {
    const reason = problem(address);
    if (reason) throw new Error(`"${address}" ${reason}`);
    return address;
  },
  messageAddressProblem: problem,
  sameAccount: (a, b) => a === b,
  verifySignature: verifySolanaSignature,
};
