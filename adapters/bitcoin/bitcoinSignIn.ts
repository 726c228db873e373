import type { SignInRules } from '../../src/adapter/SignInRules';
import { isBitcoinAddress, isSegwitAddress } from './bitcoinAddress';

// A CAIP-2 bip122 reference: the first 32 hex characters of the genesis block hash.
const BIP122_REFERENCE = /^[0-9a-f]{32}$/;

const problem = (address: string) =>
  isBitcoinAddress(address)
    ? undefined
    : 'is not a Bitcoin address (p2pkh, p2sh, p2wpkh, p2wsh or p2tr, with a valid checksum)';

/** Bech32 is case-insensitive (one case throughout); base58 is not. */
const canonical = (address: string) => (isSegwitAddress(address) ? address.toLowerCase() : address);

/**
 * Sign-in on Bitcoin (CAIP-122, "… wants you to sign in with your Bitcoin account:"): the
 * address as the wallet gave it; a signature, base64, in either form wallets answer with —
 * BIP-322 "simple" (p2wpkh, p2tr) or legacy BIP-137 (p2pkh, p2sh-p2wpkh, p2wpkh).
 */
export const bitcoinSignIn: SignInRules = {
  namespace: 'bip122',
  isReference: (reference) => BIP122_REFERENCE.test(reference),
  toMessageAddress(address) {
    const reason = problem(address);
    if (reason) throw new Error(`"${address}" ${reason}`);
    return address;
  },
  messageAddressProblem: problem,
  sameAccount: (a, b) => canonical(a) === canonical(b),
  // The curve and the checks load with the first verification, not with the rules.
  verifySignature: async (check) =>
    (await import('./verifyBitcoinSignature')).verifyBitcoinSignature(check),
};
