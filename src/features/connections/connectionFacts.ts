import { formatCaipAddress, parseCaipAddress } from '../../adapter/caip';
import type { AccountType, CaipNetworkId } from '../../adapter/CaipNetwork';
import type { Account } from '../../adapter/ChainAdapter';
import { accountTypesOf, orderAccounts } from './connectedAccount';
import type { ChainNamespace } from '../../adapter/chainNamespace';
import { accountChanged, chainChanged } from './connectionsSlice';
import type { NamespaceConnection } from './types';

/**
 * What a wallet's report of its account means for a connection: the `accountChanged` fact, or
 * null when it names the account already in use (wallets repeat themselves; a fact fires once).
 */
export function accountChangeOf(
  connection: NamespaceConnection,
  namespace: ChainNamespace,
  address: string,
  addresses?: string[],
  accountTypes?: Record<string, AccountType>,
) {
  if (!connection.caipAddress || !connection.connectorId) return null;
  const current = parseCaipAddress(connection.caipAddress);
  if (current.address.toLowerCase() === address.toLowerCase()) return null;
  return accountChanged({
    namespace,
    connectorId: connection.connectorId,
    caipAddress: formatCaipAddress(current.chainId, address),
    ...(addresses ? { addresses } : {}),
    ...(accountTypes ? { accountTypes } : {}),
  });
}

/**
 * A wallet with several kinds of account (bip122: payment and ordinals) reported its typed
 * accounts: the account to use is the one of the kind in use now, else the wallet's first.
 */
export function typedAccountChange(connection: NamespaceConnection, accounts: readonly Account[]) {
  const current = connection.caipAddress && parseCaipAddress(connection.caipAddress).address;
  const kind = current ? connection.accountTypes?.[current] : undefined;
  const ordered = orderAccounts(accounts, kind);
  if (!ordered[0]) return null;
  return {
    address: ordered[0].address,
    addresses: ordered.map((account) => account.address),
    types: accountTypesOf(ordered),
  };
}

/**
 * What a chain report means for a connection: the `chainChanged` fact, or null when the
 * connection is on that chain already (a switch's answer and the wallet's event both report it).
 */
export function chainChangeOf(
  connection: NamespaceConnection,
  namespace: ChainNamespace,
  caipNetworkId: CaipNetworkId,
  activate: boolean,
) {
  if (!connection.caipAddress || !connection.connectorId) return null;
  const current = parseCaipAddress(connection.caipAddress);
  if (current.chainId === caipNetworkId) return null;
  return chainChanged({
    namespace,
    connectorId: connection.connectorId,
    caipAddress: formatCaipAddress(caipNetworkId, current.address),
    caipNetworkId,
    activate,
  });
}
