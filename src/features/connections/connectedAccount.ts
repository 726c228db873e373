import { formatCaipAddress } from '../../adapter/caip';
import type { AccountType } from '../../adapter/CaipNetwork';
import type { Account, AdapterCapabilities, ConnectResult } from '../../adapter/ChainAdapter';
import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { ConnectorKind } from '../../adapter/ConnectorInfo';
import { PorticoError } from '../../adapter/PorticoError';

export interface ConnectedAccount {
  namespace: ChainNamespace;
  connectorId: string;
  kind: ConnectorKind;
  capabilities?: AdapterCapabilities;
  caipAddress: string;
  addresses: string[];
  accountTypes?: Record<string, AccountType>;
}

/**
 * A namespace's accounts with the one to use first: the first of the preferred type (config
 * `defaultAccountTypes`: payment on bip122) when the wallet typed its accounts, else
 * the first it named. The others follow in the wallet's order.
 */
export function orderAccounts(accounts: readonly Account[], preferred?: AccountType): Account[] {
  const first = accounts.find((account) => account.type === preferred) ?? accounts[0];
  return first ? [first, ...accounts.filter((account) => account !== first)] : [];
}

/** Each address's type, when the wallet named more than one kind (else undefined). */
export function accountTypesOf(accounts: readonly Account[]) {
  if (new Set(accounts.map((account) => account.type)).size < 2) return undefined;
  return Object.fromEntries(accounts.map((account) => [account.address, account.type]));
}

/**
 * The `accountConnected` payloads for a wallet's connect or reconnect answer: in the namespace
 * asked for, its first account on the chain it reported; in every other namespace the session
 * covers (with a chain for it), that namespace's first account. The namespace asked for comes
 * last, so it ends up the active one. Throws (a `PorticoError`) when the answer holds no valid
 * account in the namespace asked for.
 */
export function connectedAccounts(
  namespace: ChainNamespace,
  connector: { id: string; kind: ConnectorKind },
  result: ConnectResult,
  capabilitiesOf: (namespace: ChainNamespace) => AdapterCapabilities | undefined = () => undefined,
  preferredTypes: Partial<Record<ChainNamespace, AccountType>> = {},
): ConnectedAccount[] {
  const chains = { ...result.chains, [namespace]: result.caipNetworkId };
  const namespaces = [
    ...new Set(result.accounts.map((a) => a.namespace).filter((ns) => ns !== namespace)),
    namespace,
  ];
  const payloads: ConnectedAccount[] = [];
  for (const ns of namespaces) {
    const accounts = orderAccounts(
      result.accounts.filter((a) => a.namespace === ns),
      preferredTypes[ns],
    );
    const addresses = accounts.map((a) => a.address);
    const accountTypes = accountTypesOf(accounts);
    const chain = chains[ns];
    if (!addresses[0] || !chain) {
      if (ns === namespace) throw new PorticoError('NO_ACCOUNTS', 'The wallet returned no account');
      continue; // another namespace without a chain: not part of this connection
    }
    const caipAddress = formatCaipAddress(chain, addresses[0]);
    const capabilities = capabilitiesOf(ns);
    payloads.push({
      namespace: ns,
      connectorId: connector.id,
      kind: connector.kind,
      ...(capabilities ? { capabilities } : {}),
      caipAddress,
      addresses,
      ...(accountTypes ? { accountTypes } : {}),
    });
  }
  return payloads;
}

/** Each namespace's adapter capabilities, as `connectedAccounts` takes them. */
export const capabilitiesIn =
  (registry: {
    has(ns: ChainNamespace): boolean;
    get(ns: ChainNamespace): { capabilities: AdapterCapabilities };
  }) =>
  (namespace: ChainNamespace): AdapterCapabilities | undefined =>
    registry.has(namespace) ? { ...registry.get(namespace).capabilities } : undefined;
