import { formatCaipAddress } from '../../adapter/caip';
import type { AdapterCapabilities, ConnectResult } from '../../adapter/ChainAdapter';
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
): ConnectedAccount[] {
  const chains = { ...result.chains, [namespace]: result.caipNetworkId };
  const namespaces = [
    ...new Set(result.accounts.map((a) => a.namespace).filter((ns) => ns !== namespace)),
    namespace,
  ];
  const payloads: ConnectedAccount[] = [];
  for (const ns of namespaces) {
    const addresses = result.accounts.filter((a) => a.namespace === ns).map((a) => a.address);
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
