import type { SignInRules } from '../../src/adapter/SignInRules';
import { checksumAddress, checksumProblem } from './checksumAddress';
import { verifyEip155Signature, type Eip191Recovery } from './verifyEip155Signature';

// A CAIP-2 eip155 reference is the decimal chain id, without leading zeros.
const EVM_REFERENCE = /^[1-9][0-9]{0,31}$/;

/**
 * Sign-in rules on EVM chains, exactly EIP-4361, with the EIP-191 recovery of an EVM library
 * (`loadRecovery` runs at the first signature check, so a library can load on demand).
 */
export function createEip155SignIn(loadRecovery: () => Promise<Eip191Recovery>): SignInRules {
  return {
    namespace: 'eip155',
    isReference: (reference) => EVM_REFERENCE.test(reference),
    toMessageAddress: checksumAddress,
    messageAddressProblem: checksumProblem,
    sameAccount: (a, b) => a.toLowerCase() === b.toLowerCase(),
    verifySignature: async (check) => verifyEip155Signature(check, await loadRecovery()),
  };
}
