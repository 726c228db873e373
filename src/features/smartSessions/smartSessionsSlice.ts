import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RevokeErrorCode, RevokeStep, SessionsListStatus, SmartSession } from './types';
import type { StateOf } from '../PorticoState';

export interface SmartSessionsState {
  /** CAIP-10 account the list is of; null before the first fetch. */
  account: string | null;
  status: SessionsListStatus;
  sessions: SmartSession[];
  /** pci → the step of its revocation under way. */
  revoking: Record<string, RevokeStep>;
  /** pci → why its last revocation stopped. */
  revokeErrors: Record<string, RevokeErrorCode>;
}

export const initialSmartSessionsState: SmartSessionsState = {
  account: null,
  status: 'idle',
  sessions: [],
  revoking: {},
  revokeErrors: {},
};

/** Facts the smart-sessions saga reports; the triggers are in smartSessionsActions.ts. */
export const smartSessionsSlice = createSlice({
  name: 'smartSessions',
  initialState: initialSmartSessionsState,
  reducers: {
    loadStarted(state, action: PayloadAction<string>) {
      // Another account's list is not shown while this one loads.
      if (state.account !== action.payload) {
        state.sessions = [];
        state.revoking = {};
        state.revokeErrors = {};
      }
      state.account = action.payload;
      state.status = 'loading';
    },
    loaded(state, action: PayloadAction<{ account: string; sessions: SmartSession[] }>) {
      if (state.account !== action.payload.account) return;
      state.status = 'loaded';
      state.sessions = action.payload.sessions;
    },
    loadFailed(state, action: PayloadAction<string>) {
      if (state.account === action.payload) state.status = 'failed';
    },
    grantRecorded(state, action: PayloadAction<{ account: string; session: SmartSession }>) {
      const { account, session } = action.payload;
      if (state.account !== account) return;
      if (!state.sessions.some((entry) => entry.pci === session.pci)) state.sessions.push(session);
    },
    revokeStepped(state, action: PayloadAction<{ pci: string; step: RevokeStep }>) {
      state.revoking[action.payload.pci] = action.payload.step;
      delete state.revokeErrors[action.payload.pci];
    },
    revoked(state, action: PayloadAction<{ pci: string; revokedAt: number }>) {
      const { pci, revokedAt } = action.payload;
      delete state.revoking[pci];
      const session = state.sessions.find((entry) => entry.pci === pci);
      if (session) session.revokedAt = revokedAt;
    },
    revokeFailed(state, action: PayloadAction<{ pci: string; code: RevokeErrorCode }>) {
      delete state.revoking[action.payload.pci];
      state.revokeErrors[action.payload.pci] = action.payload.code;
    },
  },
});

export const {
  loadStarted: smartSessionsLoadStarted,
  loaded: smartSessionsLoaded,
  loadFailed: smartSessionsLoadFailed,
  grantRecorded: smartSessionGrantRecorded,
  revokeStepped: smartSessionRevokeStepped,
  revoked: smartSessionRevoked,
  revokeFailed: smartSessionRevokeFailed,
} = smartSessionsSlice.actions;

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface LazyState {
    smartSessions: StateOf<typeof smartSessionsSlice>;
  }
}
