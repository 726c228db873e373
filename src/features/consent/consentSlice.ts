import { createSlice } from '@reduxjs/toolkit';
import { consentGiven, consentWithdrawn, storedConsentLoaded } from './consentActions';
import type { StateOf } from '../PorticoState';

/**
 * `missing`: nothing decided this session and nothing stored; `given`: the box is checked;
 * `withdrawn`: unchecked by the user this session (a stored consent read later does not undo it).
 */
export type ConsentStatus = 'missing' | 'given' | 'withdrawn';

interface ConsentState {
  status: ConsentStatus;
}

export const initialConsentState: ConsentState = { status: 'missing' };

export const consentSlice = createSlice({
  name: 'consent',
  initialState: initialConsentState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(consentGiven, (state) => {
        state.status = 'given';
      })
      .addCase(consentWithdrawn, (state) => {
        state.status = 'withdrawn';
      })
      .addCase(storedConsentLoaded, (state) => {
        if (state.status === 'missing') state.status = 'given';
      });
  },
});

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface LazyState {
    consent: StateOf<typeof consentSlice>;
  }
}
