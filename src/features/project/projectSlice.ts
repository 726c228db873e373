import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProjectFlag } from './projectFlags';
import type { RemoteFlags } from './types';
import type { StateOf } from '../PorticoState';
import { initialProjectState } from './projectSelectors';

/** The project's remote configuration and origin check; the saga is lazy. */
export const projectSlice = createSlice({
  name: 'project',
  initialState: initialProjectState,
  reducers: {
    configFetchStarted(state) {
      state.status = 'loading';
      state.error = null;
    },
    configFetched(
      state,
      action: PayloadAction<{ remote: RemoteFlags; ignoredLocal: ProjectFlag[] }>,
    ) {
      state.status = 'loaded';
      state.remote = action.payload.remote;
      state.ignoredLocal = action.payload.ignoredLocal;
    },
    /** The host's configuration stays in effect. */
    configFetchFailed(state, action: PayloadAction<{ code: string }>) {
      state.status = 'failed';
      state.error = action.payload.code;
    },
    originChecked(state, action: PayloadAction<{ allowed: boolean }>) {
      state.origin = action.payload.allowed ? 'allowed' : 'notAllowed';
    },
  },
});

export const {
  configFetchStarted: projectConfigFetchStarted,
  configFetched: projectConfigFetched,
  configFetchFailed: projectConfigFetchFailed,
  originChecked: allowedOriginsChecked,
} = projectSlice.actions;

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface LazyState {
    project: StateOf<typeof projectSlice>;
  }
}
