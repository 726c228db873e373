import { parseCaipAddress } from '../adapter/caip';
import { PorticoError } from '../adapter/PorticoError';
import type { AdapterRegistry } from '../features/adapters/AdapterRegistry';
import type { PorticoState } from '../features/PorticoState';

/** The active account's namespace, connector and address; an error when there is none. */
export function activeAccount(state: PorticoState) {
  const namespace = state.connections.activeNamespace;
  const connection = namespace ? state.connections.byNamespace[namespace] : undefined;
  if (
    !namespace ||
    connection?.status !== 'connected' ||
    !connection.caipAddress ||
    !connection.connectorId
  ) {
    throw new PorticoError('NO_ACTIVE_ADDRESS', 'No ActiveCaipAddress found');
  }
  const { address } = parseCaipAddress(connection.caipAddress);
  return { namespace, connectorId: connection.connectorId, address };
}

/**
 * Asks the wallet behind the active account to sign `message` (personal_sign on eip155),
 * through whichever connector holds it. 'No ActiveCaipAddress found' when no account
 * is connected; the wallet's own errors (4001 and the rest) pass through as they are.
 */
export async function signWithActiveAccount(
  state: PorticoState,
  adapters: AdapterRegistry,
  message: string,
): Promise<string> {
  const { namespace, connectorId, address } = activeAccount(state);
  return adapters.get(namespace).signMessage({ connectorId, address, message });
}
