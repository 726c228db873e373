import { call, delay, getContext, put, race, select, takeLeading } from 'redux-saga/effects';
import type { ChainAdapter, ConnectResult } from '../../adapter/ChainAdapter';
import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { PorticoState } from '../PorticoState';
import { settle, type Settled } from '../../utils/settle';
import type { AdapterRegistry } from '../adapters/AdapterRegistry';
import { selectConnector } from '../connectors/connectorsSelectors';
import { selectConnectNetwork } from '../networks/networksSelectors';
import {
  accountConnected,
  reconnectFinished,
  reconnectRequested,
  reconnectStarted,
  storedConnectionsDropped,
} from './connectionsSlice';
import { capabilitiesIn, connectedAccounts, type ConnectedAccount } from './connectedAccount';
import type { StoredConnection } from './types';

/** A wallet that does not answer a silent account query in 5 s counts as a no. */
export const RECONNECT_TIMEOUT_MS = 5000;

/** Stored connections worth trying, most recently used first. */
function reconnectCandidates(
  stored: StoredConnection[],
  registry: AdapterRegistry,
): StoredConnection[] {
  return stored
    .filter((c) => c.status !== 'disconnected' && registry.has(c.namespace))
    .sort((a, b) => b.lastUsed - a.lastUsed);
}

function* tryConnector(adapter: ChainAdapter, candidate: StoredConnection) {
  const state: PorticoState = yield select();
  const registry: AdapterRegistry = yield getContext('adapters');
  const network = selectConnectNetwork(state, candidate.namespace);
  if (!network) return false;
  const { settled }: { settled?: Settled<ConnectResult | null> } = yield race({
    settled: call(settle, () => adapter.reconnect({ connectorId: candidate.connectorId, network })),
    timeout: delay(RECONNECT_TIMEOUT_MS),
  });
  if (!settled?.ok || !settled.value) return false;
  let accounts: ConnectedAccount[];
  try {
    // The live connector's kind wins over a record an older version wrote without one.
    const live = selectConnector(state, candidate.connectorId);
    const connector = { id: candidate.connectorId, kind: live?.kind ?? candidate.kind };
    accounts = connectedAccounts(
      candidate.namespace,
      connector,
      settled.value,
      capabilitiesIn(registry),
      state.options.defaultAccountTypes,
    );
  } catch {
    return false;
  }
  // A session across namespaces restores each of them; one already restored is left as is.
  const connected: PorticoState['connections']['byNamespace'] = yield select(
    (s: PorticoState) => s.connections.byNamespace,
  );
  for (const account of accounts) {
    if (
      account.namespace === candidate.namespace ||
      connected[account.namespace]?.status !== 'connected'
    )
      yield put(accountConnected(account));
  }
  return true;
}

function* reconnectWorker() {
  const registry: AdapterRegistry = yield getContext('adapters');
  const stored: StoredConnection[] = yield select((s: PorticoState) => s.connections.stored);
  const candidates = reconnectCandidates(stored, registry);
  // Least recent namespace first, so the most recently used one ends up the active account.
  const namespaces = [...new Set(candidates.map((c) => c.namespace))].reverse();
  if (namespaces.length === 0) return;
  yield put(reconnectStarted({ namespaces }));
  try {
    for (const namespace of namespaces)
      yield call(reconnectNamespace, registry, candidates, namespace);
  } finally {
    // Namespaces no connector re-authorised end disconnected.
    yield put(reconnectFinished());
  }
}

function* reconnectNamespace(
  registry: AdapterRegistry,
  candidates: StoredConnection[],
  namespace: ChainNamespace,
) {
  const connected: boolean = yield select(
    (s: PorticoState) => s.connections.byNamespace[namespace]?.status === 'connected',
  );
  if (connected) return;
  const adapter = registry.get(namespace);
  for (const candidate of candidates.filter((c) => c.namespace === namespace)) {
    const ok: boolean = yield call(tryConnector, adapter, candidate);
    if (ok) return;
  }
}

/**
 * Silent reconnect at startup. `takeLeading`, not `takeLatest` or `takeEvery`: it wants
 * one run at a time, and a second request while one runs would only repeat the same wallet
 * queries; cancelling the first (takeLatest) could drop an answer a wallet already gave.
 */
export function* reconnectSaga() {
  const enabled: boolean = yield select((s: PorticoState) => s.options.enableReconnect);
  if (!enabled) {
    yield put(storedConnectionsDropped());
    return;
  }
  yield takeLeading(reconnectRequested.type, reconnectWorker);
  yield put(reconnectRequested());
}
