import type { ChainNamespace } from '../../adapter/chainNamespace';
import { NAMESPACES } from '../../adapter/namespaces';

/**
 * The `${blockchain}` word of a CAIP-122 header ("wants you to sign in with your Solana
 * account:"), from the namespace registry. `Ethereum` makes an eip155 message exactly EIP-4361.
 */
export const siwxBlockchainName = (namespace: ChainNamespace): string =>
  NAMESPACES[namespace].signInName;

/** The namespace a header's blockchain word stands for, or undefined for an unknown one. */
export function namespaceOfBlockchainName(name: string): ChainNamespace | undefined {
  const entry = Object.entries(NAMESPACES).find(([, value]) => value.signInName === name);
  return entry?.[0] as ChainNamespace | undefined;
}
