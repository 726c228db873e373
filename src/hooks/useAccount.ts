import { useMemo } from 'react';
import {
  selectActiveAddress,
  selectActiveCaipAddress,
  selectActiveNamespace,
  selectConnectionStatus,
} from '../features/connections/connectionsSelectors';
import { usePorticoSelector } from '../store/PorticoReduxContext';

/** The active account: CAIP-10 id, plain address, namespace and connection status. */
export function useAccount() {
  const caipAddress = usePorticoSelector(selectActiveCaipAddress);
  const address = usePorticoSelector(selectActiveAddress);
  const namespace = usePorticoSelector(selectActiveNamespace);
  const status = usePorticoSelector(selectConnectionStatus);
  return useMemo(
    () => ({
      caipAddress,
      address,
      namespace,
      status,
      isConnected: status === 'connected',
    }),
    [caipAddress, address, namespace, status],
  );
}
