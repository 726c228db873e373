import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { IdentityEntry, IdentityState } from './types';
import type { StateOf } from '../PorticoState';

export { identityRequested } from './identityActions';

export const initialIdentityState: IdentityState = { byAddress: {} };

/** Names and avatars, fetched through the product API; the saga is lazy. */
export const identitySlice = createSlice({
  name: 'identity',
  initialState: initialIdentityState,
  reducers: {
    fetched(state, action: PayloadAction<IdentityEntry>) {
      state.byAddress[action.payload.address.toLowerCase()] = action.payload;
    },
    /** The identity stays unknown (the view shows the placeholder); nothing to store. */
    fetchFailed(_state, _action: PayloadAction<{ address: string; code: string }>) {},
  },
});

export const { fetched: identityFetched, fetchFailed: identityFetchFailed } = identitySlice.actions;

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface LazyState {
    identity: StateOf<typeof identitySlice>;
  }
}
