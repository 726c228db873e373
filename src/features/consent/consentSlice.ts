import { createSlice } from '@reduxjs/toolkit';
import { consentGiven, consentWithdrawn, storedConsentLoaded } from './consentActions';
import type { StateOf } from '../PorticoState';
import { initialConsentState } from './consentSelectors';

export type { ConsentStatus } from './consentSelectors';

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
