import { connectCancelled, connectRetried } from '../../features/connections/connectionsSlice';
import { selectFirstPairingConnectorId } from '../../features/connectors/connectorsSelectors';
import { connectorSelected } from '../../features/connectors/connectorsSlice';
import { selectConnectAttempt } from '../../features/connections/connectionsSelectors';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import type { PorticoState } from '../../features/PorticoState';
import { selectPairing } from '../../features/walletConnect/walletConnectSelectors';

const selectPairingConnectorId = (state: PorticoState) =>
  selectPairing(state).connectorId ?? selectFirstPairingConnectorId(state);

/**
 * Retry (a new pairing: the attempt's connector, or the first pairing connector when the view
 * was opened directly) and cancel.
 */
export function usePairingActions() {
  const dispatch = usePorticoDispatch();
  const attempt = usePorticoSelector(selectConnectAttempt);
  const connectorId = usePorticoSelector(selectPairingConnectorId);
  return {
    canRetry: attempt !== null || connectorId !== null,
    retry: () => {
      if (attempt) dispatch(connectRetried());
      else if (connectorId) dispatch(connectorSelected(connectorId));
    },
    cancel: () => dispatch(connectCancelled()),
  };
}
