import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { ErrorInfo } from '../errors/ErrorInfo';
import { networkActivated } from '../networks/networkEvents';
import type { ConnectAttempt, ConnectionsByNamespace, StoredConnection } from './types';

export interface ConnectionsState {
  byNamespace: ConnectionsByNamespace;
  /** The namespace whose account the modal shows. */
  activeNamespace: ChainNamespace | null;
  attempt: ConnectAttempt | null;
  /** True while the startup reconnect runs (spec §4: one at a time). */
  reconnecting: boolean;
  /** Remembered connections, persisted by the persistence saga. */
  stored: StoredConnection[];
}

const initialState: ConnectionsState = {
  byNamespace: {},
  activeNamespace: null,
  attempt: null,
  reconnecting: false,
  stored: [],
};

type ConnectedPayload = {
  namespace: ChainNamespace;
  connectorId: string;
  caipAddress: string;
  addresses?: string[];
};

/** Spec §4: the connection in use is `active`; another one of its namespace drops to `connected`. */
function markActive(
  stored: StoredConnection[],
  namespace: ChainNamespace,
  connectorId: string,
  at: number,
) {
  for (const entry of stored) {
    if (entry.namespace === namespace && entry.status === 'active') entry.status = 'connected';
  }
  const existing = stored.find((e) => e.namespace === namespace && e.connectorId === connectorId);
  if (existing) Object.assign(existing, { status: 'active', lastUsed: at });
  else stored.push({ namespace, connectorId, status: 'active', lastUsed: at });
}

/** Intents: the user or host asks; sagas decide. */
export const connectCancelled = createAction('connections/cancelRequested');
export const connectRetried = createAction('connections/retryRequested');
export const disconnect = createAction(
  'connections/disconnectRequested',
  (namespace?: ChainNamespace) => ({
    payload: { namespace: namespace ?? null },
  }),
);
export const reconnectRequested = createAction('connections/reconnectRequested');
/** Spec §4 "switching": make another remembered connection the active one. */
export const connectionSwitchRequested = createAction(
  'connections/switchRequested',
  (request: { namespace: ChainNamespace; connectorId: string }) => ({ payload: request }),
);

export const connectionsSlice = createSlice({
  name: 'connections',
  initialState,
  reducers: {
    connectStarted(
      state,
      action: PayloadAction<{ namespace: ChainNamespace; connectorId: string }>,
    ) {
      const { namespace, connectorId } = action.payload;
      state.attempt = { status: 'pending', namespace, connectorId };
      // A connected namespace keeps its account until the new one is in: failing loses nothing.
      if (state.byNamespace[namespace]?.status !== 'connected') {
        state.byNamespace[namespace] = {
          status: 'connecting',
          connectorId,
          caipAddress: null,
          addresses: [],
        };
      }
    },
    accountConnected: {
      reducer(state, action: PayloadAction<ConnectedPayload & { at: number }>) {
        const { namespace, connectorId, caipAddress, addresses, at } = action.payload;
        const address = caipAddress.split(':')[2]!;
        const known = addresses ?? state.byNamespace[namespace]?.addresses ?? [];
        state.byNamespace[namespace] = {
          status: 'connected',
          connectorId,
          caipAddress,
          addresses: [address, ...known.filter((a) => a.toLowerCase() !== address.toLowerCase())],
        };
        state.activeNamespace = namespace;
        if (state.attempt?.namespace === namespace) state.attempt = null;
        markActive(state.stored, namespace, connectorId, at);
      },
      prepare: (payload: ConnectedPayload) => ({ payload: { ...payload, at: Date.now() } }),
    },
    /** A failed attempt leaves nothing half-connected; the error stays for the view. */
    connectFailed(
      state,
      action: PayloadAction<{ namespace: ChainNamespace; connectorId: string; error: ErrorInfo }>,
    ) {
      const { namespace, connectorId, error } = action.payload;
      if (state.byNamespace[namespace]?.status === 'connecting')
        delete state.byNamespace[namespace];
      state.attempt = { status: 'failed', namespace, connectorId, error };
    },
    connectAborted(state) {
      const namespace = state.attempt?.namespace;
      if (namespace && state.byNamespace[namespace]?.status === 'connecting')
        delete state.byNamespace[namespace];
      state.attempt = null;
    },
    /** The user or the wallet ended the connection: it is not reconnected silently again. */
    accountDisconnected(state, action: PayloadAction<{ namespace: ChainNamespace }>) {
      const connectorId = state.byNamespace[action.payload.namespace]?.connectorId;
      for (const entry of state.stored) {
        if (entry.namespace === action.payload.namespace && entry.connectorId === connectorId)
          entry.status = 'disconnected';
      }
      delete state.byNamespace[action.payload.namespace];
      if (state.activeNamespace === action.payload.namespace) {
        const next = Object.keys(state.byNamespace).find(
          (ns) => state.byNamespace[ns as ChainNamespace]?.status === 'connected',
        ) as ChainNamespace | undefined;
        state.activeNamespace = next ?? null;
      }
    },
    storedConnectionsLoaded(state, action: PayloadAction<StoredConnection[]>) {
      state.stored = action.payload;
    },
    /** `enableReconnect: false` (spec §4): existing connections are dropped. */
    storedConnectionsDropped(state) {
      state.stored = [];
    },
    reconnectStarted(state, action: PayloadAction<{ namespaces: ChainNamespace[] }>) {
      state.reconnecting = true;
      for (const namespace of action.payload.namespaces) {
        if (!state.byNamespace[namespace]) {
          state.byNamespace[namespace] = {
            status: 'connecting',
            connectorId: null,
            caipAddress: null,
            addresses: [],
          };
        }
      }
    },
    /** Spec §4: namespaces no connector re-authorised end disconnected, with no connection. */
    reconnectFinished(state) {
      state.reconnecting = false;
      for (const [namespace, connection] of Object.entries(state.byNamespace)) {
        if (connection?.status === 'connecting' && state.attempt?.namespace !== namespace) {
          delete state.byNamespace[namespace as ChainNamespace];
        }
      }
    },
  },
  extraReducers: (builder) => {
    // Picking a network of another connected namespace makes that account the active one.
    builder.addCase(networkActivated, (state, action) => {
      if (state.byNamespace[action.payload.namespace]?.status === 'connected') {
        state.activeNamespace = action.payload.namespace;
      }
    });
  },
});

export const {
  connectStarted,
  accountConnected,
  connectFailed,
  connectAborted,
  accountDisconnected,
  reconnectStarted,
  reconnectFinished,
  storedConnectionsLoaded,
  storedConnectionsDropped,
} = connectionsSlice.actions;
