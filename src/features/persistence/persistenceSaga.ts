import { getContext, put, select, take } from 'redux-saga/effects';
import type { PorticoState } from '../PorticoState';
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

// Memoised on the (never replaced) networks array, so the snapshot stays cheap per action.
const configuredIdsCache = new WeakMap<readonly { caipNetworkId: string }[], Set<string>>();
function configuredIds(networks: readonly { caipNetworkId: string }[]): Set<string> {
  let ids = configuredIdsCache.get(networks);
  if (!ids) configuredIdsCache.set(networks, (ids = new Set(networks.map((n) => n.caipNetworkId))));
  return ids;
}

const snapshot = (state: PorticoState) => ({
  stored: state.connections.stored,
  recent: state.connectors.recent,
  activeChain: state.networks.activeChain,
  activeIds: state.networks.activeByNamespace,
  configured: configuredIds(state.options.networks),
});

/**
 * Loads what earlier visits stored before the connection sagas start (it runs first), then
 * writes each record back when its slice changes (immer keeps unchanged references equal).
 */
export function* persistenceSaga() {
  // Guarded by createPorticoStore: a store that throws (quota, denied access) never reaches here.
  const storage: PorticoStorage = yield getContext('storage');
  // The baseline is the state before loading: a saga that changes a record while this one is
  // still loading (reconnect disabled drops the connections) must still reach storage.
  let previous: ReturnType<typeof snapshot> = yield select(snapshot);
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

  while (true) {
    const next: ReturnType<typeof snapshot> = yield select(snapshot);
    if (next.stored !== previous.stored) writeStoredConnections(storage, next.stored);
    if (next.recent !== previous.recent) writeRecentWallets(storage, next.recent);
    const lastUsed = next.activeIds[next.activeChain];
    // An unconfigured chain (the wallet wandered off) never replaces the last good one.
    if (
      lastUsed &&
      lastUsed !== previous.activeIds[previous.activeChain] &&
      next.configured.has(lastUsed)
    )
      writeLastUsedChain(storage, lastUsed);
    previous = next;
    yield take('*');
  }
}
