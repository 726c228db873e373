import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { ConnectorInfo } from './types';

export interface ConnectorsState {
  list: ConnectorInfo[];
  /** Connector ids most recently used first (spec §5: at most 2 kept). */
  recentIds: string[];
}

export const MAX_RECENT_WALLETS = 2;

const initialState: ConnectorsState = { list: [], recentIds: [] };

/** The user picked a connector on the Connect view; the connection saga of its adapter acts. */
export const connectorSelected = createAction('connectors/selected', (connectorId: string) => ({
  payload: connectorId,
}));

export const connectorsSlice = createSlice({
  name: 'connectors',
  initialState,
  reducers: {
    /** Adapters announce what they found; a connector id is listed once. */
    discovered(state, action: PayloadAction<ConnectorInfo[]>) {
      for (const connector of action.payload) {
        const index = state.list.findIndex((c) => c.id === connector.id);
        if (index === -1) state.list.push(connector);
        else state.list[index] = connector;
      }
    },
    /** An adapter's full, current list for its namespace (wallets can appear and vanish). */
    replaced(
      state,
      action: PayloadAction<{ namespace: ChainNamespace; connectors: ConnectorInfo[] }>,
    ) {
      const { namespace, connectors } = action.payload;
      state.list = [...state.list.filter((c) => c.namespace !== namespace), ...connectors];
    },
    removed(state, action: PayloadAction<string>) {
      state.list = state.list.filter((c) => c.id !== action.payload);
    },
    /** Recent wallets read back from storage at startup. */
    recentLoaded(state, action: PayloadAction<string[]>) {
      state.recentIds = action.payload.slice(0, MAX_RECENT_WALLETS);
    },
    used(state, action: PayloadAction<string>) {
      state.recentIds = [
        action.payload,
        ...state.recentIds.filter((id) => id !== action.payload),
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
