import type { SignInRules } from '../../src/adapter/SignInRules';
import { checksumAddress, checksumProblem } from './checksumAddress';
import { verifyEip155Signature } from './verifyEip155Signature';

// A CAIP-2 eip155 reference is the decimal chain id, without leading zeros.
const EVM_REFERENCE = /^[1-9][0-9]{0,31}$/;

/**
 * Sign-in on EVM chains, exactly EIP-4361: addresses in their EIP-55 checksum form, signatures
 * from an EOA (`personal_sign`) or an EIP-1271 contract account.
 */
export const eip155SignIn: SignInRules = {
  namespace: 'eip155',
  isReference: (reference) => EVM_REFERENCE.test(reference),
  toMessageAddress: checksumAddress,
  messageAddressProblem: checksumProblem,
  sameAccount: (a, b) => a.toLowerCase() === b.toLowerCase(),
  async verifySignature({ message, signature, address, rpc }) {
    await verifyEip155Signature({ message, signature, address, ...(rpc && { rpcRequest: rpc }) });
  },
};
