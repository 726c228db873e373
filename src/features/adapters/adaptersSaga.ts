import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, getContext, put, select, take } from 'redux-saga/effects';
import { adoptConnection } from '../connections/adoptConnection';
import type { AdapterEvent, ChainAdapter } from '../../adapter/ChainAdapter';
import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { PorticoState } from '../PorticoState';
import { accountChangeOf, chainChangeOf, typedAccountChange } from '../connections/connectionFacts';
import { accountDisconnected } from '../connections/connectionsSlice';
import { connectorsReplaced } from '../connectors/connectorsSlice';
import { selectActiveCaipAddress } from '../connections/connectionsSelectors';
import { close } from '../modal/modalSlice';
import type { View } from '../router/types';
import { pairingUriReceived } from '../walletConnect/walletConnectSlice';
import type { AdapterRegistry } from './AdapterRegistry';

/** Sets the adapter up and turns its callbacks into a channel, closed (and destroyed) in finally. */
function adapterChannel(
  adapter: ChainAdapter,
  projectId: string,
  state: PorticoState,
): EventChannel<AdapterEvent> {
  // Buffered: setup() announces connectors synchronously, before this saga reaches take().
  return eventChannel<AdapterEvent>((emit) => {
    adapter.setup({
      projectId,
      namespace: adapter.namespace,
      networks: state.options.networks.filter((n) => n.chainNamespace === adapter.namespace),
      ...(state.options.metadata ? { metadata: state.options.metadata } : {}),
      analytics: state.options.features.analytics,
      safeAppHosts: state.options.safeAppHosts,
      emit,
    });
    return () => adapter.destroy();
  }, buffers.expanding(16));
}

/** Views about the connected account; with no account left they have nothing to show. */
const ACCOUNT_VIEWS: readonly View[] = [
  'Account',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
];

/**
 * The wallet ended the connection (disconnect event, no accounts, or it vanished). A view
 * about that account closes, rather than staying open and empty, once no account remains.
 */
function* walletDisconnected(namespace: ChainNamespace) {
  yield put(accountDisconnected({ namespace }));
  const state: PorticoState = yield select();
  const view = state.router.history.at(-1);
  if (
    state.modal.status === 'open' &&
    !selectActiveCaipAddress(state) &&
    view &&
    ACCOUNT_VIEWS.includes(view)
  ) {
    yield put(close());
  }
}

function* applyEvent(adapter: ChainAdapter, event: AdapterEvent) {
  const { namespace } = adapter;
  const state: PorticoState = yield select();
  const connection = state.connections.byNamespace[namespace];
  switch (event.type) {
    case 'connectorsChanged':
      yield put(connectorsReplaced({ namespace, connectors: event.connectors }));
      // The wallet we are connected through is gone (extension removed or disabled).
      if (
        connection?.status === 'connected' &&
        !event.connectors.some((c) => c.id === connection.connectorId)
      ) {
        yield call(walletDisconnected, namespace);
      }
      return;
    case 'accountsChanged': {
      // Events from a connector we are not connected through are not ours to apply.
      if (connection?.status !== 'connected' || connection.connectorId !== event.connectorId)
        return;
      if (!event.addresses[0]) {
        yield call(walletDisconnected, namespace);
        return;
      }
      const typed = event.accounts && typedAccountChange(connection, event.accounts);
      // The addresses seen before stay listed (the wallet names only the ones it exposes now).
      const fact = typed
        ? accountChangeOf(connection, namespace, typed.address, typed.addresses, typed.types)
        : accountChangeOf(connection, namespace, event.addresses[0]);
      if (fact) yield put(fact);
      return;
    }
    case 'chainChanged': {
      if (connection?.status !== 'connected' || connection.connectorId !== event.connectorId)
        return;
      const fact = chainChangeOf(connection, namespace, event.caipNetworkId, false);
      if (fact) yield put(fact);
      return;
    }
    case 'pairingUri':
      yield put(
        pairingUriReceived({
          connectorId: event.connectorId,
          uri: event.uri,
          expiresAt: event.expiresAt,
        }),
      );
      return;
    case 'disconnected':
      if (connection?.connectorId === event.connectorId) yield call(walletDisconnected, namespace);
      return;
    case 'connected':
      yield call(adoptConnection, namespace, event.connectorId, event.result);
      return;
  }
}

function* watchAdapter(adapter: ChainAdapter) {
  const state: PorticoState = yield select();
  const channel: EventChannel<AdapterEvent> = yield call(
    adapterChannel,
    adapter,
    state.options.projectId,
    state,
  );
  try {
    while (true) {
      const event: AdapterEvent = yield take(channel);
      try {
        yield call(applyEvent, adapter, event);
      } catch (error) {
        // A malformed event (e.g. an address that makes no CAIP-10 id) must not end the
        // watchers: they are forked, so one throw would stop every adapter's events.
        console.warn('[portico] ignored an invalid wallet event', event, error);
      }
    }
  } finally {
    channel.close();
  }
}

/** Sets up every registered adapter and keeps the store in step with its wallet events. */
export function* adaptersSaga() {
  const registry: AdapterRegistry = yield getContext('adapters');
  // fork, not spawn: cancelling this feature (destroy) must reach each watcher's finally.
  for (const adapter of registry.all()) yield fork(watchAdapter, adapter);
}
