import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { Connector, ConnectorInfo, RecentWallet } from './types';
import type { StateOf } from '../PorticoState';

interface ConnectorsState {
  /** Every connector once, with the namespaces whose adapters announce it. */
  list: Connector[];
  /** Most recently used first (at most 2 kept). */
  recent: RecentWallet[];
}

export const MAX_RECENT_WALLETS = 2;

const initialState: ConnectorsState = { list: [], recent: [] };

/** The user picked a connector on the Connect view; the connection saga of its adapter acts. */
export const connectorSelected = createAction('connectors/selected', (connectorId: string) => ({
  payload: connectorId,
}));

/** Adds `namespace` to the connector an announcement names, creating it on its first one. */
function announce(list: Connector[], { namespace, ...info }: ConnectorInfo) {
  const existing = list.find((c) => c.id === info.id);
  if (!existing) {
    list.push({ ...info, namespaces: [namespace] });
    return;
  }
  // The latest announcement describes it; each adds its namespace.
  Object.assign(existing, info);
  if (!existing.namespaces.includes(namespace)) existing.namespaces.push(namespace);
}

export const connectorsSlice = createSlice({
  name: 'connectors',
  initialState,
  reducers: {
    /** An adapter announces connectors of its namespace, on top of those it announced before. */
    discovered(state, action: PayloadAction<ConnectorInfo[]>) {
      for (const connector of action.payload) announce(state.list, connector);
    },
    /** An adapter's full, current list for its namespace (wallets can appear and vanish). */
    replaced(
      state,
      action: PayloadAction<{ namespace: ChainNamespace; connectors: ConnectorInfo[] }>,
    ) {
      const { namespace, connectors } = action.payload;
      for (const connector of state.list)
        connector.namespaces = connector.namespaces.filter((ns) => ns !== namespace);
      state.list = state.list.filter((c) => c.namespaces.length > 0);
      for (const connector of connectors) announce(state.list, { ...connector, namespace });
    },
    removed(state, action: PayloadAction<string>) {
      state.list = state.list.filter((c) => c.id !== action.payload);
    },
    /** Recent wallets read back from storage at startup. */
    recentLoaded(state, action: PayloadAction<RecentWallet[]>) {
      state.recent = action.payload.slice(0, MAX_RECENT_WALLETS);
    },
    used(state, action: PayloadAction<RecentWallet>) {
      state.recent = [
        action.payload,
        ...state.recent.filter((wallet) => wallet.id !== action.payload.id),
      ].slice(0, MAX_RECENT_WALLETS);
    },
  },
});

export const {
  discovered: connectorsDiscovered,
  replaced: connectorsReplaced,
  removed: connectorRemoved,
  used: connectorUsed,
  recentLoaded: recentWalletsLoaded,
} = connectorsSlice.actions;

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface EagerState {
    connectors: StateOf<typeof connectorsSlice>;
  }
}
