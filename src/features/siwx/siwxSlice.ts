import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ErrorInfo } from '../errors/ErrorInfo';
import { initialSiwxState } from './siwxState';
import type { StateOf } from '../PorticoState';

export type { SiwxState, SiwxStatus } from './siwxState';
export { siwxSignRequested, siwxPromptRequested, siwxCancelled } from './siwxActions';

export const siwxSlice = createSlice({
  name: 'siwx',
  initialState: initialSiwxState,
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
      return initialSiwxState;
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

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface LazyState {
    siwx: StateOf<typeof siwxSlice>;
  }
}
