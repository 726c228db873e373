import type { SignInRules } from '../../src/adapter/SignInRules';
import { decodeCosmosAddress, sameCosmosAccount } from './cosmosAddress';

// CAIP-2's cosmos namespace: a chain id of up to 32 of these characters is the reference itself.
const COSMOS_REFERENCE = /^[-a-zA-Z0-9]{1,32}$/;

const problem = (address: string) => {
  const decoded = decodeCosmosAddress(address);
  if (!decoded) return 'is not a Cosmos address (bech32 of 20 or 32 bytes, with a valid checksum)';
  if (decoded.data.length !== 20)
    return 'is not the address of a key (32 bytes: a module or contract)';
  return undefined;
};

/**
 * Sign-in on Cosmos (CAIP-122, "… wants you to sign in with your Cosmos account:"): the bech32
 * address in lower case; two addresses are one account when their data is the same (the prefix
 * names a chain, the key is one). The signature is the `StdSignature` JSON the adapter's
 * `signMessage` returns: an ADR-36 signature and the key that made it.
 */
export const cosmosSignIn: SignInRules = {
  namespace: 'cosmos',
  isReference: (reference) => COSMOS_REFERENCE.test(reference),
  toMessageAddress(address) {
    const reason = problem(address);
    if (reason) throw new Error(`"${address}" ${reason}`);
    return address.toLowerCase();
  },
  messageAddressProblem(address) {
    const reason = problem(address);
    if (reason) return reason;
    // A message carries bech32 in its canonical, lower-case form.
    return address === address.toLowerCase() ? undefined : 'is not in lower case';
  },
  sameAccount: sameCosmosAccount,
  // The curve loads with the first verification, not with the rules.
  verifySignature: async (check) =>
    (await import('./verifyCosmosSignature')).verifyCosmosSignature(check),
};
