import { createEip155SignIn } from './createEip155SignIn';

/**
 * Sign-in on EVM chains, exactly EIP-4361: addresses in their EIP-55 checksum form, signatures
 * from an EOA (`personal_sign`) or an EIP-1271 contract account.
 */
export const eip155SignIn = createEip155SignIn(() =>
  // ethers 6 (an optional peer) is loaded with the first signature check, never at module load.
  import('ethers/hash').catch((cause: unknown) => {
    throw new Error('verifying an eip155 signature needs the ethers package', { cause });
  }),
);
