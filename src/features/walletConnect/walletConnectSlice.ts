import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { accountConnected, connectAborted, connectFailed } from '../connections/connectionsSlice';
import type { PairingWallet, WalletConnectState } from './types';

export { pairingRefreshRequested } from './walletConnectActions';
import { pairingUriReceived } from './walletConnectActions';
import type { StateOf } from '../PorticoState';

export const initialWalletConnectState: WalletConnectState = {
  status: 'idle',
  connectorId: null,
  uri: null,
  expiresAt: null,
  error: null,
  wallet: null,
};

export const walletConnectSlice = createSlice({
  name: 'walletConnect',
  initialState: initialWalletConnectState,
  reducers: {
    /**
     * The connect saga asked the adapter for a pairing: spinner until the URI arrives. A retry
     * or refresh keeps the wallet picked on AllWallets; a fresh pick forgets it.
     */
    pairingStarted(state, action: PayloadAction<{ connectorId: string; keepWallet: boolean }>) {
      const { connectorId, keepWallet } = action.payload;
      const wallet = keepWallet ? state.wallet : null;
      Object.assign(state, {
        ...initialWalletConnectState,
        status: 'pairing',
        connectorId,
        wallet,
      });
    },
    /** The visitor picked this wallet on AllWallets (dispatched after `connectors/selected`). */
    pairingWalletChosen(state, action: PayloadAction<PairingWallet>) {
      state.wallet = action.payload;
    },
    pairingExpired(state) {
      if (state.status === 'pairing') state.status = 'expired';
    },
  },
  extraReducers: (builder) => {
    builder
      // Put by the adapters saga at startup's side of the bundle: an action of its own.
      .addCase(pairingUriReceived, (state, action) => {
        const { connectorId, uri, expiresAt } = action.payload;
        Object.assign(state, { status: 'pairing', connectorId, uri, expiresAt, error: null });
      })
      .addCase(connectFailed, (state, action) => {
        if (state.status === 'idle' || action.payload.connectorId !== state.connectorId) return;
        state.status = 'failed';
        state.error = action.payload.error;
      })
      // The pairing is spent (session made) or abandoned: forget its URI.
      .addCase(accountConnected, (state, action) => {
        if (action.payload.connectorId === state.connectorId)
          Object.assign(state, initialWalletConnectState);
      })
      .addCase(connectAborted, () => initialWalletConnectState);
  },
});

export { pairingUriReceived };
export const { pairingStarted, pairingWalletChosen, pairingExpired } = walletConnectSlice.actions;

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface LazyState {
    walletConnect: StateOf<typeof walletConnectSlice>;
  }
}
