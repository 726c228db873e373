import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountType, CaipNetworkId } from '../../adapter/CaipNetwork';
import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { AdapterCapabilities } from '../../adapter/ChainAdapter';
import type { ConnectorKind } from '../../adapter/ConnectorInfo';
import type { ErrorInfo } from '../errors/ErrorInfo';
import { networkActivated } from '../networks/networkEvents';
import type { ConnectAttempt, ConnectionsByNamespace, StoredConnection } from './types';
import type { StateOf } from '../PorticoState';

interface ConnectionsState {
  byNamespace: ConnectionsByNamespace;
  /** The namespace whose account the modal shows. */
  activeNamespace: ChainNamespace | null;
  attempt: ConnectAttempt | null;
  /** True while the startup reconnect runs (one at a time). */
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
  /** What each address is for, when the wallet has several kinds (bip122). */
  accountTypes?: Record<string, AccountType>;
};

type NewConnectionPayload = ConnectedPayload & {
  kind: ConnectorKind;
  capabilities?: AdapterCapabilities;
};

type ChainChangedPayload = {
  namespace: ChainNamespace;
  connectorId: string;
  /** The account on its new chain. */
  caipAddress: string;
  caipNetworkId: CaipNetworkId;
  activate: boolean;
};

/** The connection in use is `active`; another one of its namespace drops to `connected`. */
function markActive(
  stored: StoredConnection[],
  { namespace, connectorId, kind, caipAddress }: NewConnectionPayload,
  at: number,
) {
  for (const entry of stored) {
    if (entry.namespace === namespace && entry.status === 'active') entry.status = 'connected';
  }
  const existing = stored.find((e) => e.namespace === namespace && e.connectorId === connectorId);
  const fields = { kind, status: 'active' as const, lastUsed: at, caipAddress };
  if (existing) Object.assign(existing, fields);
  else stored.push({ namespace, connectorId, ...fields });
}

/** The remembered connection of `connectorId` in `namespace` follows its account. */
function followAccount(
  stored: StoredConnection[],
  namespace: ChainNamespace,
  connectorId: string,
  caipAddress: string,
) {
  const entry = stored.find((e) => e.namespace === namespace && e.connectorId === connectorId);
  if (entry) entry.caipAddress = caipAddress;
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
/**
 * The user picked another of the connected wallet's addresses (bip122: its ordinals address
 * rather than the payment one): the namespace's account becomes that address.
 */
export const accountPicked = createAction(
  'connections/accountPicked',
  (request: { namespace: ChainNamespace; address: string }) => ({ payload: request }),
);
/** "Switching": make another remembered connection the active one. */
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
    /**
     * Fact: a namespace is connected through a connector (a connect, the startup reconnect or
     * a switch to another remembered connection). It becomes the active account. A wallet's
     * later account or chain change is `accountChanged` or `chainChanged`, never this.
     */
    accountConnected: {
      reducer(state, action: PayloadAction<NewConnectionPayload & { at: number }>) {
        const { namespace, connectorId, kind, capabilities, caipAddress, addresses, at } =
          action.payload;
        const { accountTypes } = action.payload;
        const address = caipAddress.split(':')[2]!;
        const known = addresses ?? state.byNamespace[namespace]?.addresses ?? [];
        state.byNamespace[namespace] = {
          status: 'connected',
          connectorId,
          kind,
          ...(capabilities ? { capabilities } : {}),
          caipAddress,
          addresses: [address, ...known.filter((a) => a.toLowerCase() !== address.toLowerCase())],
          ...(accountTypes ? { accountTypes } : {}),
        };
        state.activeNamespace = namespace;
        if (state.attempt?.namespace === namespace) state.attempt = null;
        markActive(state.stored, action.payload, at);
      },
      prepare: (payload: NewConnectionPayload) => ({ payload: { ...payload, at: Date.now() } }),
    },
    /**
     * Fact: the wallet of a connected namespace moved to another of its accounts (the chain is
     * unchanged). The namespace's active state is left as it is.
     */
    accountChanged(state, action: PayloadAction<ConnectedPayload>) {
      const { namespace, connectorId, caipAddress, addresses, accountTypes } = action.payload;
      const connection = state.byNamespace[namespace];
      if (connection?.status !== 'connected' || connection.connectorId !== connectorId) return;
      const address = caipAddress.split(':')[2]!;
      const known = addresses ?? connection.addresses;
      connection.caipAddress = caipAddress;
      if (accountTypes) connection.accountTypes = accountTypes;
      connection.addresses = [
        address,
        ...known.filter((a) => a.toLowerCase() !== address.toLowerCase()),
      ];
      followAccount(state.stored, namespace, connectorId, caipAddress);
    },
    /**
     * Fact: a connected namespace is now on another chain (the wallet's event, or a switch the
     * user asked for, which also makes that namespace the active one: `activate`).
     */
    chainChanged(state, action: PayloadAction<ChainChangedPayload>) {
      const { namespace, connectorId, caipAddress, activate } = action.payload;
      const connection = state.byNamespace[namespace];
      if (connection?.status !== 'connected' || connection.connectorId !== connectorId) return;
      connection.caipAddress = caipAddress;
      if (activate) state.activeNamespace = namespace;
      followAccount(state.stored, namespace, connectorId, caipAddress);
    },
    /**
     * Fact: the user disconnected one remembered wallet that is not the namespace's current one
     * (multi-wallet); the current connection is untouched.
     */
    storedConnectionForgotten(
      state,
      action: PayloadAction<{ namespace: ChainNamespace; connectorId: string }>,
    ) {
      const { namespace, connectorId } = action.payload;
      for (const entry of state.stored) {
        if (entry.namespace === namespace && entry.connectorId === connectorId)
          entry.status = 'disconnected';
      }
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
    /**
     * Fact: the user or the wallet ended the connection; it is not reconnected silently again.
     * Put only for a namespace that had a connection.
     */
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
    /** `enableReconnect: false`: existing connections are dropped. */
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
    /** Namespaces no connector re-authorised end disconnected, with no connection. */
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
  accountChanged,
  chainChanged,
  connectFailed,
  connectAborted,
  accountDisconnected,
  reconnectStarted,
  reconnectFinished,
  storedConnectionsLoaded,
  storedConnectionsDropped,
  storedConnectionForgotten,
} = connectionsSlice.actions;

/**
 * The facts after which the active account may be another one (connected, account changed,
 * chain changed): what account-dependent features start and refetch on.
 */
export const ACCOUNT_FACTS = [accountConnected.type, accountChanged.type, chainChanged.type];

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface EagerState {
    connections: StateOf<typeof connectionsSlice>;
  }
}
