import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../errors/ErrorInfo';

/**
 * Sign-in for the active account (spec §4 "SIWX"):
 * idle → checking (looking for a session) → signedIn, or → awaitingSignature (SIWXSignMessage
 * shown) → signing → signedIn | failed (retry from the view).
 */
export type SiwxStatus =
  'idle' | 'checking' | 'awaitingSignature' | 'signing' | 'signedIn' | 'failed';

export interface SiwxState {
  status: SiwxStatus;
  /** The CAIP-10 account being checked, asked or signed in; null when idle. */
  caipAddress: string | null;
  error: ErrorInfo | null;
}

const initialState: SiwxState = { status: 'idle', caipAddress: null, error: null };

/** Intent from SIWXSignMessage: sign the message now (also the retry after a failure). */
export const siwxSignRequested = createAction('siwx/signRequested');
/** Intent from the host (`modal.requestSignIn()`): ask the active account to sign in now. */
export const siwxPromptRequested = createAction('siwx/promptRequested');
/** Intent from SIWXSignMessage: the user does not want to sign in now. */
export const siwxCancelled = createAction('siwx/cancelled');

export const siwxSlice = createSlice({
  name: 'siwx',
  initialState,
  reducers: {
    siwxCheckStarted(_state, action: PayloadAction<{ caipAddress: string }>) {
      return { status: 'checking', caipAddress: action.payload.caipAddress, error: null };
    },
    siwxSignatureNeeded(state, action: PayloadAction<{ caipAddress: string }>) {
      Object.assign(state, { status: 'awaitingSignature', ...action.payload, error: null });
    },
    siwxSigningStarted(state) {
      Object.assign(state, { status: 'signing', error: null });
    },
    siwxSignedIn(state, action: PayloadAction<{ caipAddress: string }>) {
      Object.assign(state, { status: 'signedIn', ...action.payload, error: null });
    },
    siwxSignFailed(state, action: PayloadAction<{ error: ErrorInfo }>) {
      Object.assign(state, { status: 'failed', error: action.payload.error });
    },
    /** The account left, or its sign-in was cleared (disconnect, cancel). */
    siwxSignedOut() {
      return initialState;
    },
  },
});

export const {
  siwxCheckStarted,
  siwxSignatureNeeded,
  siwxSigningStarted,
  siwxSignedIn,
  siwxSignFailed,
  siwxSignedOut,
} = siwxSlice.actions;
