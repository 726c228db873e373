import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { IdentityEntry, IdentityState } from './types';

const initialState: IdentityState = { byAddress: {} };

/** The Account view asks for the active account's identity; the 5 min cache decides. */
export const identityRequested = createAction('identity/requested');

/** Names and avatars (issue 5), fetched through the product API; the saga is lazy. */
export const identitySlice = createSlice({
  name: 'identity',
  initialState,
  reducers: {
    fetched(state, action: PayloadAction<IdentityEntry>) {
      state.byAddress[action.payload.address.toLowerCase()] = action.payload;
    },
    /** The identity stays unknown (the view shows the placeholder); nothing to store. */
    fetchFailed(_state, _action: PayloadAction<{ address: string; code: string }>) {},
  },
});

export const { fetched: identityFetched, fetchFailed: identityFetchFailed } = identitySlice.actions;
