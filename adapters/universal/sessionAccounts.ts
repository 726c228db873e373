import type { Account } from '../../src/adapter/ChainAdapter';
import type { CaipNetworkId } from '../../src/adapter/CaipNetwork';
import type { ChainNamespace } from '../../src/adapter/chainNamespace';
import type { UniversalSession } from './UniversalProviderLike';

/** The session's CAIP-10 accounts of `namespace`, each with its CAIP-2 chain. */
export function sessionAccounts(
  session: UniversalSession,
  namespace: ChainNamespace,
): { account: Account; caipNetworkId: CaipNetworkId }[] {
  const accounts = session.namespaces[namespace]?.accounts ?? [];
  return accounts.flatMap((id) => {
    const parts = id.split(':');
    if (parts.length !== 3 || parts[0] !== namespace || !parts[1] || !parts[2]) return [];
    const caipNetworkId = `${parts[0]}:${parts[1]}` as CaipNetworkId;
    return [{ account: { namespace, address: parts[2], type: 'eoa' as const }, caipNetworkId }];
  });
}

/** A chainChanged payload (number, hex, decimal string or CAIP-2 id) as a CAIP-2 id. */
export function toCaipChainId(
  namespace: ChainNamespace,
  data: unknown,
  fallback: string | undefined,
): CaipNetworkId | null {
  if (typeof data === 'number' && Number.isSafeInteger(data)) return `${namespace}:${data}`;
  if (typeof data === 'string') {
    if (/^0x[0-9a-fA-F]+$/.test(data)) return `${namespace}:${BigInt(data).toString(10)}`;
    if (data.includes(':')) return data as CaipNetworkId;
    if (data) return `${namespace}:${data}`;
  }
  return fallback && fallback.includes(':') ? (fallback as CaipNetworkId) : null;
}
