import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { accountConnected, connectAborted, connectFailed } from '../connections/connectionsSlice';
import type { PairingWallet, WalletConnectState } from './types';

const initialState: WalletConnectState = {
  status: 'idle',
  connectorId: null,
  uri: null,
  expiresAt: null,
  error: null,
  wallet: null,
};

/** Intent: the walletConnect saga asks the connect saga for a new pairing URI. */
export const pairingRefreshRequested = createAction('walletConnect/refreshRequested');

export const walletConnectSlice = createSlice({
  name: 'walletConnect',
  initialState,
  reducers: {
    /**
     * The connect saga asked the adapter for a pairing: spinner until the URI arrives. A retry
     * or refresh keeps the wallet picked on AllWallets; a fresh pick forgets it.
     */
    pairingStarted(state, action: PayloadAction<{ connectorId: string; keepWallet: boolean }>) {
      const { connectorId, keepWallet } = action.payload;
      const wallet = keepWallet ? state.wallet : null;
      Object.assign(state, { ...initialState, status: 'pairing', connectorId, wallet });
    },
    /** The visitor picked this wallet on AllWallets (dispatched after `connectors/selected`). */
    pairingWalletChosen(state, action: PayloadAction<PairingWallet>) {
      state.wallet = action.payload;
    },
    pairingUriReceived(
      state,
      action: PayloadAction<{ connectorId: string; uri: string; expiresAt: number }>,
    ) {
      const { connectorId, uri, expiresAt } = action.payload;
      Object.assign(state, { status: 'pairing', connectorId, uri, expiresAt, error: null });
    },
    pairingExpired(state) {
      if (state.status === 'pairing') state.status = 'expired';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(connectFailed, (state, action) => {
        if (state.status === 'idle' || action.payload.connectorId !== state.connectorId) return;
        state.status = 'failed';
        state.error = action.payload.error;
      })
      // The pairing is spent (session made) or abandoned: forget its URI.
      .addCase(accountConnected, (state, action) => {
        if (action.payload.connectorId === state.connectorId) Object.assign(state, initialState);
      })
      .addCase(connectAborted, () => initialState);
  },
});

export const { pairingStarted, pairingWalletChosen, pairingUriReceived, pairingExpired } =
  walletConnectSlice.actions;
