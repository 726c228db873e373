import { getConnection, watchConnection, type Config } from '@wagmi/core';
import type { AdapterEvent, ConnectResult } from '../../src/adapter/ChainAdapter';

/** The connection the modal was last told of: wagmi's current one, as the modal knows it. */
interface Reported {
  connectorId: string;
  address: string;
  chainId: number;
}

export interface WagmiBridge {
  /**
   * Runs one of the modal's own wagmi actions (connect, reconnect, disconnect): wagmi's state
   * changes while it runs are the action's to report, not the watcher's.
   */
  own<T>(action: () => Promise<T>): Promise<T>;
  /** What the modal now knows wagmi's current connection to be (null: none). */
  settle(): void;
  stop(): void;
}

export const toConnectResult = (addresses: readonly string[], chainId: number): ConnectResult => ({
  accounts: addresses.map((address) => ({ namespace: 'eip155', address, type: 'eoa' })),
  caipNetworkId: `eip155:${chainId}`,
});

/**
 * Keeps the modal in step with wagmi's current connection, however it changed: a connection
 * the host made with its own hooks becomes `connected`, a new account `accountsChanged`, a new
 * chain `chainChanged`, the end of it `disconnected`. wagmi is the one source: the modal's own
 * actions go through wagmi too, and what they leave is recorded, not reported back.
 */
export function createWagmiBridge(
  config: Config,
  emit: (event: AdapterEvent) => void,
): WagmiBridge {
  let reported: Reported | null = null;
  let owning = 0;

  const current = (): Reported | null => {
    const connection = getConnection(config);
    if (connection.status !== 'connected' || !connection.connector || !connection.address)
      return null;
    return {
      connectorId: connection.connector.id,
      address: connection.address,
      chainId: connection.chainId,
    };
  };

  const report = () => {
    const status = config.state.status;
    // Mid-connect or mid-reconnect: wait for where it lands.
    if (owning > 0 || status === 'connecting' || status === 'reconnecting') return;
    const next = current();
    const before = reported;
    reported = next;
    if (!next) {
      if (before) emit({ type: 'disconnected', connectorId: before.connectorId });
      return;
    }
    const { connectorId } = next;
    if (!before || before.connectorId !== connectorId) {
      const addresses = getConnection(config).addresses ?? [next.address];
      emit({ type: 'connected', connectorId, result: toConnectResult(addresses, next.chainId) });
      return;
    }
    if (before.address !== next.address)
      emit({
        type: 'accountsChanged',
        connectorId,
        addresses: [...(getConnection(config).addresses ?? [])],
      });
    if (before.chainId !== next.chainId)
      emit({ type: 'chainChanged', connectorId, caipNetworkId: `eip155:${next.chainId}` });
  };

  const unwatch = watchConnection(config, { onChange: report });
  // What wagmi already holds at setup (a host that reconnected before the modal existed) is
  // reported on the first change or adopted by the modal's own reconnect.
  return {
    async own(action) {
      owning += 1;
      try {
        return await action();
      } finally {
        owning -= 1;
      }
    },
    settle() {
      reported = current();
    },
    stop: unwatch,
  };
}
