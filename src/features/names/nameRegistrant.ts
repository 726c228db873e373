import { parseCaipAddress, parseCaipNetworkId } from '../../adapter/caip';
import type { PorticoState } from '../PorticoState';
import { selectActiveConnection } from '../connections/connectionsSelectors';
import { selectActiveNetwork } from '../networks/networksSelectors';
import { coinTypeOf } from './coinTypeOf';
import { NameError } from './NameError';

/** Who registers a name: the auth connector's account, and the coin type of its chain. */
export interface NameRegistrant {
  connectorId: string;
  address: string;
  coinType: number;
}

/**
 * The account that may register a name now, or the refusal: only the auth connector
 * registers ('Address or auth connector not found'); only on a chain with names (the
 * adapter's `names` capability: EVM) whose id is under 2^31 ('Network not found').
 */
export function nameRegistrant(state: PorticoState): NameRegistrant {
  const connection = selectActiveConnection(state);
  if (
    connection?.status !== 'connected' ||
    connection.kind !== 'auth' ||
    !connection.caipAddress ||
    !connection.connectorId
  )
    throw new NameError('NAME_AUTH_CONNECTOR_NOT_FOUND');
  const network = selectActiveNetwork(state);
  if (!network?.supported || !connection.capabilities?.names)
    throw new NameError('NAME_NETWORK_NOT_FOUND');
  const reference = parseCaipNetworkId(network.caipNetworkId).reference;
  return {
    connectorId: connection.connectorId,
    address: parseCaipAddress(connection.caipAddress).address,
    coinType: coinTypeOf(/^\d+$/.test(reference) ? Number(reference) : NaN),
  };
}
