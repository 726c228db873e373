import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { ConnectionsByNamespace } from './types';

export interface ConnectionsState {
  byNamespace: ConnectionsByNamespace;
  /** The namespace whose account the modal shows. */
  activeNamespace: ChainNamespace | null;
}

const initialState: ConnectionsState = { byNamespace: {}, activeNamespace: null };

export const connectionsSlice = createSlice({
  name: 'connections',
  initialState,
  reducers: {
    connectStarted(state, action: PayloadAction<{ namespace: ChainNamespace; connectorId: string }>) {
      const { namespace, connectorId } = action.payload;
      state.byNamespace[namespace] = { status: 'connecting', connectorId, caipAddress: null };
    },
    accountConnected(
      state,
      action: PayloadAction<{ namespace: ChainNamespace; connectorId: string; caipAddress: string }>,
    ) {
      const { namespace, connectorId, caipAddress } = action.payload;
      state.byNamespace[namespace] = { status: 'connected', connectorId, caipAddress };
      state.activeNamespace = namespace;
    },
    /** A failed or cancelled attempt leaves nothing half-connected. */
    connectFailed(state, action: PayloadAction<{ namespace: ChainNamespace }>) {
      delete state.byNamespace[action.payload.namespace];
    },
    accountDisconnected(state, action: PayloadAction<{ namespace: ChainNamespace }>) {
      delete state.byNamespace[action.payload.namespace];
      if (state.activeNamespace === action.payload.namespace) {
        const next = Object.keys(state.byNamespace)[0] as ChainNamespace | undefined;
        state.activeNamespace = next ?? null;
      }
    },
  },
});

export const { connectStarted, accountConnected, connectFailed, accountDisconnected } =
  connectionsSlice.actions;
