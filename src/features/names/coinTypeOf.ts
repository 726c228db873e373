import { NameError } from './NameError';

/** An EVM chain id for a name is under 2^31. */
const MAX_NAME_CHAIN_ID = 0x7fffffff;

/**
 * ENSIP-11: the coin type of an EVM chain, `0x80000000 | chainId` (unsigned). The product
 * 'Network not found' for what is not a chain id under 2^31, whose bit would collide.
 */
export function coinTypeOf(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 1 || chainId > MAX_NAME_CHAIN_ID)
    throw new NameError('NAME_NETWORK_NOT_FOUND');
  return (0x80000000 | chainId) >>> 0;
}
