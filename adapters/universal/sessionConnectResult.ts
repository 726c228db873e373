import type { Account, ConnectResult } from '../../src/adapter/ChainAdapter';
import type { CaipNetwork, CaipNetworkId } from '../../src/adapter/CaipNetwork';
import type { ChainNamespace } from '../../src/adapter/chainNamespace';
import { sessionAccounts } from './sessionAccounts';
import type { UniversalSession } from './UniversalProviderLike';

/**
 * The session's accounts as a connection on `network`: the asked namespace's chain first, and
 * every other of `namespaces` the session covers. Null when it has no account of the asked one.
 */
export function sessionConnectResult(
  session: UniversalSession | undefined,
  network: CaipNetwork,
  namespaces: Iterable<ChainNamespace>,
): ConnectResult | null {
  const namespace = network.chainNamespace;
  const own = session ? sessionAccounts(session, namespace) : [];
  if (own.length === 0) return null;
  // The wallet's chain for the first account; the requested one when it approved that.
  const chains = own.map((a) => a.caipNetworkId);
  const caipNetworkId = chains.includes(network.caipNetworkId) ? network.caipNetworkId : chains[0]!;
  const accounts: Account[] = own
    .filter((a) => a.caipNetworkId === caipNetworkId)
    .map((a) => a.account);
  const others: Partial<Record<ChainNamespace, CaipNetworkId>> = {};
  for (const other of namespaces) {
    if (other === namespace || !session) continue;
    const theirs = sessionAccounts(session, other);
    if (theirs.length === 0) continue;
    others[other] = theirs[0]!.caipNetworkId;
    accounts.push(
      ...theirs.filter((a) => a.caipNetworkId === theirs[0]!.caipNetworkId).map((a) => a.account),
    );
  }
  return {
    accounts,
    caipNetworkId,
    ...(Object.keys(others).length > 0 ? { chains: others } : {}),
  };
}
