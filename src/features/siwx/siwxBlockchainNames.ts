import type { ChainNamespace } from '../../adapter/chainNamespace';

/**
 * The `${blockchain}` word of a CAIP-122 header ("wants you to sign in with your Solana
 * account:"). `Ethereum` makes an eip155 message exactly EIP-4361.
 */
export const SIWX_BLOCKCHAIN_NAMES = {
  eip155: 'Ethereum',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
  cosmos: 'Cosmos',
} as const satisfies Record<ChainNamespace, string>;

/** The namespace a header's blockchain word stands for, or undefined for an unknown one. */
export function namespaceOfBlockchainName(name: string): ChainNamespace | undefined {
  const entry = Object.entries(SIWX_BLOCKCHAIN_NAMES).find(([, value]) => value === name);
  return entry?.[0] as ChainNamespace | undefined;
}
