import { formatCaipAddress } from '../../adapter/caip';
import type { ConnectResult } from '../../adapter/ChainAdapter';
import type { ChainNamespace } from '../../adapter/chainNamespace';
import { PorticoError } from '../../adapter/PorticoError';

/**
 * The `accountConnected` payload for a wallet's connect or reconnect answer: its first account
 * on the chain it reported. Throws (a `PorticoError`) when the answer holds no valid account.
 */
export function connectedAccount(
  namespace: ChainNamespace,
  connectorId: string,
  result: ConnectResult,
) {
  const [first] = result.accounts;
  if (!first) throw new PorticoError('NO_ACCOUNTS', 'The wallet returned no account');
  return {
    namespace,
    connectorId,
    caipAddress: formatCaipAddress(result.caipNetworkId, first.address),
    addresses: result.accounts.map((a) => a.address),
  };
}
