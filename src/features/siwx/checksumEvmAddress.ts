import { SiwxMessageError } from './SiwxMessageError';

/**
 * The EIP-55 checksummed form of an EVM address, as EIP-4361 requires. Throws a
 * `SiwxMessageError` on `accountAddress` for a malformed address or a mixed-case one whose
 * checksum is wrong (a typo, not a casing choice).
 *
 * The checksum needs keccak-256, so ethers (an optional peer) is loaded here, on demand, and
 * never at module load: the sign-in code stays out of the host's startup bundle, and a host
 * signing in on eip155 already has ethers for its eip155 adapter.
 */
export async function checksumEvmAddress(address: string): Promise<string> {
  let getAddress: (address: string) => string;
  try {
    ({ getAddress } = await import('ethers/address'));
  } catch (cause) {
    throw new SiwxMessageError('accountAddress', 'checksumming needs the ethers package', {
      cause,
    });
  }
  try {
    return getAddress(address);
  } catch (cause) {
    throw new SiwxMessageError('accountAddress', `"${address}" is not a valid EVM address`, {
      cause,
    });
  }
}
