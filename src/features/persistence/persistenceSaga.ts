import { getContext, put, select, take } from 'redux-saga/effects';
import type { PorticoState } from '../../store/rootReducer';
import { storedConnectionsLoaded } from '../connections/connectionsSlice';
import { recentWalletsLoaded } from '../connectors/connectorsSlice';
import { networkActivated } from '../networks/networkEvents';
import type { PorticoStorage } from './PorticoStorage';
import {
  readLastUsedChain,
  readRecentWallets,
  readStoredConnections,
  writeLastUsedChain,
  writeRecentWallets,
  writeStoredConnections,
} from './storedRecords';

const snapshot = (state: PorticoState) => ({
  stored: state.connections.stored,
  recent: state.connectors.recentIds,
  activeChain: state.networks.activeChain,
  activeIds: state.networks.activeByNamespace,
});

/**
 * Loads what earlier visits stored before the connection sagas start (it runs first), then
 * writes each record back when its slice changes (immer keeps unchanged references equal).
 */
export function* persistenceSaga() {
  const storage: PorticoStorage = yield getContext('storage');
  const stored = readStoredConnections(storage);
  if (stored) yield put(storedConnectionsLoaded(stored));
  const recent = readRecentWallets(storage);
  if (recent) yield put(recentWalletsLoaded(recent));
  const lastChain = readLastUsedChain(storage);
  const network: PorticoState['options']['networks'][number] | undefined = yield select(
    (s: PorticoState) => s.options.networks.find((n) => n.caipNetworkId === lastChain),
  );
  if (network)
    yield put(
      networkActivated({ namespace: network.chainNamespace, caipNetworkId: network.caipNetworkId }),
    );

  let previous: ReturnType<typeof snapshot> = yield select(snapshot);
  while (true) {
    yield take('*');
    const next: ReturnType<typeof snapshot> = yield select(snapshot);
    if (next.stored !== previous.stored) writeStoredConnections(storage, next.stored);
    if (next.recent !== previous.recent) writeRecentWallets(storage, next.recent);
    const lastUsed = next.activeIds[next.activeChain];
    if (lastUsed && lastUsed !== previous.activeIds[previous.activeChain])
      writeLastUsedChain(storage, lastUsed);
    previous = next;
  }
}
