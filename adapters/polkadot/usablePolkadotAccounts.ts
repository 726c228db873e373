import type { Account } from '../../src/adapter/ChainAdapter';
import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import { decodePolkadotAddress, encodePolkadotAddress, toHex } from './polkadotAddress';
import { polkadotReference, ss58PrefixOf } from './polkadotNetworks';

/** An extension's account as the adapter keeps it. */
export interface PolkadotAccount {
  /** SS58 in the network's form: what the modal shows and is given. */
  address: string;
  /** As the extension wrote it: what its signer is asked with. */
  extensionAddress: string;
  /** The 32-byte account id, 0x hex. */
  publicKey: `0x${string}`;
}

/** The key schemes of Substrate accounts; 'ethereum' (20-byte) accounts are not SS58. */
const SCHEMES = ['sr25519', 'ed25519', 'ecdsa'];

/**
 * The accounts of an extension's list (checked: it is another party's answer) the chain of
 * `network` accepts: an SS58 address of a 32-byte account, of a Substrate key scheme (or no
 * scheme said), and not restricted to another chain (an account's `genesisHash`). Each is
 * given in the network's SS58 form; duplicates (one key twice) once.
 */
export function usablePolkadotAccounts(list: unknown, network: CaipNetwork): PolkadotAccount[] {
  if (!Array.isArray(list)) return [];
  const prefix = ss58PrefixOf(network);
  const [, reference = ''] = network.caipNetworkId.split(':');
  const accounts: PolkadotAccount[] = [];
  for (const entry of list as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { address, type, genesisHash } = entry as Record<string, unknown>;
    if (type !== undefined && type !== null && !SCHEMES.includes(type as string)) continue;
    if (typeof genesisHash === 'string' && genesisHash !== '') {
      let restrictedTo: string;
      try {
        restrictedTo = polkadotReference(genesisHash);
      } catch {
        continue;
      }
      if (restrictedTo !== reference) continue;
    }
    const decoded = decodePolkadotAddress(address);
    if (!decoded) continue;
    const publicKey = toHex(decoded.publicKey);
    if (accounts.some((known) => known.publicKey === publicKey)) continue;
    accounts.push({
      address: encodePolkadotAddress(decoded.publicKey, prefix),
      extensionAddress: address as string,
      publicKey,
    });
  }
  return accounts;
}

export const toAccounts = (accounts: readonly PolkadotAccount[]): Account[] =>
  accounts.map(({ address, publicKey }) => ({
    namespace: 'polkadot',
    address,
    type: 'eoa',
    publicKey,
  }));
