import { useMemo } from 'react';
import { selectActiveNetwork, selectNetworkSwitch } from '../features/networks/networksSelectors';
import { usePorticoSelector } from '../store/PorticoReduxContext';

/** The active network (a placeholder marked unsupported when the wallet is on an unknown chain). */
export function useNetwork() {
  const network = usePorticoSelector(selectActiveNetwork);
  const networkSwitch = usePorticoSelector(selectNetworkSwitch);
  return useMemo(
    () => ({
      network,
      caipNetworkId: network?.caipNetworkId ?? null,
      supported: network?.supported ?? false,
      switching: networkSwitch.status === 'switching',
    }),
    [network, networkSwitch],
  );
}
