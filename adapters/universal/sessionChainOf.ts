import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import type { ChainNamespace } from '../../src/adapter/chainNamespace';
import { PorticoError } from '../../src/adapter/PorticoError';
import { sessionAccounts } from './sessionAccounts';
import type { UniversalSession } from './UniversalProviderLike';

/** Hex addresses match whatever their case (EIP-55); base58 and others only exactly. */
const sameAddress = (a: string, b: string) =>
  a === b || (a.startsWith('0x') && a.toLowerCase() === b.toLowerCase());

/**
 * The namespace and chain of the session account `address` (a sign carries no network); the
 * `fallback` network's when the session has no such account.
 */
export function sessionChainOf(
  session: UniversalSession | undefined,
  namespaces: Iterable<ChainNamespace>,
  address: string,
  fallback: CaipNetwork | undefined,
) {
  for (const namespace of namespaces) {
    const found = session
      ? sessionAccounts(session, namespace).find((a) => sameAddress(a.account.address, address))
      : undefined;
    if (found) return { namespace, caipNetworkId: found.caipNetworkId };
  }
  if (!fallback) throw new PorticoError('NETWORK_NOT_FOUND', 'Network not found');
  return { namespace: fallback.chainNamespace, caipNetworkId: fallback.caipNetworkId };
}
