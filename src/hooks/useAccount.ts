import { useMemo } from 'react';
import {
  selectActiveCaipAddress,
  selectActiveNamespace,
  selectConnectionStatus,
} from '../features/connections/connectionsSelectors';
import { usePorticoSelector } from '../store/PorticoReduxContext';

/** The active account: CAIP-10 id, plain address, namespace and connection status. */
export function useAccount() {
  const caipAddress = usePorticoSelector(selectActiveCaipAddress);
  const namespace = usePorticoSelector(selectActiveNamespace);
  const status = usePorticoSelector(selectConnectionStatus);
  return useMemo(
    () => ({
      caipAddress,
      address: caipAddress?.split(':')[2] ?? null,
      namespace,
      status,
      isConnected: status === 'connected',
    }),
    [caipAddress, namespace, status],
  );
}
