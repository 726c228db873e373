import { useMemo } from 'react';
import { parseCaipAddress } from '../adapter/caip';
import type { ChainNamespace } from '../adapter/chainNamespace';
import {
  selectActiveCaipAddress,
  selectActiveNamespace,
  selectConnectionStatus,
} from '../features/connections/connectionsSelectors';
import type { ConnectionStatus } from '../features/connections/types';
import type { PorticoState } from '../features/PorticoState';
import { usePorticoSelector } from '../store/PorticoReduxContext';

export interface UseAccountOptions {
  /**
   * The account of this namespace rather than the active one (one modal across namespaces:
   * an EVM and a Solana wallet connected at once). Default: the active namespace's.
   */
  namespace?: ChainNamespace;
}

/**
 * The active account (or `namespace`'s): CAIP-10 id, plain address, namespace and connection
 * status.
 */
export function useAccount(options: UseAccountOptions = {}) {
  const { namespace: asked } = options;
  const caipAddress = usePorticoSelector((state: PorticoState) =>
    asked
      ? (state.connections.byNamespace[asked]?.caipAddress ?? null)
      : selectActiveCaipAddress(state),
  );
  const active = usePorticoSelector(selectActiveNamespace);
  const status = usePorticoSelector((state: PorticoState): ConnectionStatus =>
    asked
      ? (state.connections.byNamespace[asked]?.status ?? 'disconnected')
      : selectConnectionStatus(state),
  );
  return useMemo(
    () => ({
      caipAddress,
      address: caipAddress ? parseCaipAddress(caipAddress).address : null,
      namespace: asked ?? active,
      status,
      isConnected: status === 'connected',
    }),
    [caipAddress, asked, active, status],
  );
}
