import type { SignInRules } from '../../src/adapter/SignInRules';
import { isPolkadotAddress, samePolkadotAccount } from './polkadotAddress';

// A CAIP-2 polkadot reference: the first 32 hex characters of the genesis hash, lower case.
const POLKADOT_REFERENCE = /^[0-9a-f]{32}$/;

const problem = (address: string) =>
  isPolkadotAddress(address)
    ? undefined
    : 'is not a Polkadot address (SS58 of a 32-byte account, with a valid checksum)';

/**
 * Sign-in on Polkadot (CAIP-122, "… wants you to sign in with your Polkadot account:"): the
 * SS58 address as the wallet gave it (the adapter gives it in the connected network's
 * form; not re-encoded here, where the network is not known, so the signed text is the one
 * shown); two addresses are one account when they carry the same key, whatever their
 * prefixes. The signature is `signRaw`'s, 0x hex, of the message wrapped in `<Bytes>…</Bytes>`
 * or not; sr25519, ed25519 or ecdsa, checked without WebAssembly.
 */
export const polkadotSignIn: SignInRules = {
  namespace: 'polkadot',
  isReference: (reference) => POLKADOT_REFERENCE.test(reference),
  toMessageAddress(address) {
    const reason = problem(address);
    if (reason) throw new Error(`"${address}" ${reason}`);
    return address;
  },
  messageAddressProblem: problem,
  sameAccount: samePolkadotAccount,
  // The curves load with the first verification, not with the rules.
  verifySignature: async (check) =>
    (await import('./verifyPolkadotSignature')).verifyPolkadotSignature(check),
};
