import type { Config, Connector } from '@wagmi/core';
import type { ConnectResult } from '../../src/adapter/ChainAdapter';
import { toConnectResult } from './wagmiBridge';

/** wagmi's established connection through `connector`, as a connect answer; null when none. */
export function settledConnection(config: Config, connector: Connector): ConnectResult | null {
  if (config.state.status !== 'connected') return null;
  const connection = config.state.connections.get(connector.uid);
  if (!connection || connection.accounts.length === 0) return null;
  return toConnectResult(connection.accounts, connection.chainId);
}
